import Foundation

// SwiftUI's initializers, one per type a store keeps. `store` nil means
// the environment's `defaultAppStorage`, else `UserDefaults.standard`.

extension AppStorage {
    /// A Boolean kept under `key`; `wrappedValue` when there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .bool)
    }

    /// An integer kept under `key`; `wrappedValue` when there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .int)
    }

    /// A double kept under `key`; `wrappedValue` when there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .double)
    }

    /// A string kept under `key`; `wrappedValue` when there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .string)
    }

    /// A URL kept under `key`; `wrappedValue` when there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .url)
    }

    /// Data kept under `key`; `wrappedValue` when there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .data)
    }

    /// A date kept under `key`; `wrappedValue` when there is none (iOS 18's).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .date)
    }

    /// An enumeration kept as its raw integer under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .rawInt)
    }

    /// An enumeration kept as its raw string under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .rawString)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean kept under `key`: nil when there is none, and writing nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec.bool.optional)
    }

    /// An optional integer kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec.int.optional)
    }

    /// An optional double kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec.double.optional)
    }

    /// An optional string kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec.string.optional)
    }

    /// An optional URL kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec.url.optional)
    }

    /// Optional data kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec.data.optional)
    }

    /// An optional date kept under `key` (iOS 18's).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec.date.optional)
    }

    /// An optional enumeration kept as its raw integer under `key`.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec<R>.rawInt.optional)
    }

    /// An optional enumeration kept as its raw string under `key`.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec<R>.rawString.optional)
    }
}
