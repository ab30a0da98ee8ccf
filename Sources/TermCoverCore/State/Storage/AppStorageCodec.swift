import Foundation

/// How an `@AppStorage` value is kept in `UserDefaults`: read gives nil
/// when the store holds nothing of the right type under the key.
struct AppStorageCodec<Value> {
    let read: (UserDefaults, String) -> Value?
    let write: (UserDefaults, String, Value) -> Void

    /// The optional form: nil reads as nil and writing nil removes the key.
    var optional: AppStorageCodec<Value?> {
        let read = self.read, write = self.write
        return AppStorageCodec<Value?>(read: { .some(read($0, $1)) }, write: { store, key, value in
            if let value { write(store, key, value) } else { store.removeObject(forKey: key) }
        })
    }

    /// A value kept as itself (a property-list type).
    static func plain(_ cast: @escaping (Any) -> Value?) -> AppStorageCodec<Value> {
        AppStorageCodec(read: { store, key in store.object(forKey: key).flatMap(cast) },
                        write: { store, key, value in store.set(value, forKey: key) })
    }
}

extension AppStorageCodec where Value == Bool {
    static var bool: Self { .plain { $0 as? Bool } }
}

extension AppStorageCodec where Value == Int {
    static var int: Self { .plain { $0 as? Int } }
}

extension AppStorageCodec where Value == Double {
    /// An integer stored under the key reads as a double, as `double(forKey:)` does.
    static var double: Self { .plain { ($0 as? Double) ?? ($0 as? Int).map(Double.init) } }
}

extension AppStorageCodec where Value == String {
    static var string: Self { .plain { $0 as? String } }
}

extension AppStorageCodec where Value == Data {
    static var data: Self { .plain { $0 as? Data } }
}

extension AppStorageCodec where Value == Date {
    static var date: Self { .plain { $0 as? Date } }
}

extension AppStorageCodec where Value == URL {
    /// Kept as its absolute string: Linux's `url(forKey:)` reads a stored
    /// string back as a file path, so it is not used.
    static var url: Self {
        AppStorageCodec(read: { store, key in
            let object = store.object(forKey: key)
            return (object as? String).flatMap { URL(string: $0) } ?? (object as? URL)
        }, write: { store, key, value in store.set(value.absoluteString, forKey: key) })
    }
}

extension AppStorageCodec where Value: RawRepresentable, Value.RawValue == Int {
    /// Kept as its raw integer; a raw value with no case reads as nothing.
    static var rawInt: Self {
        AppStorageCodec(read: { store, key in (store.object(forKey: key) as? Int).flatMap(Value.init(rawValue:)) },
                        write: { store, key, value in store.set(value.rawValue, forKey: key) })
    }
}

extension AppStorageCodec where Value: RawRepresentable, Value.RawValue == String {
    /// Kept as its raw string; a raw value with no case reads as nothing.
    static var rawString: Self {
        AppStorageCodec(read: { store, key in (store.object(forKey: key) as? String).flatMap(Value.init(rawValue:)) },
                        write: { store, key, value in store.set(value.rawValue, forKey: key) })
    }
}
