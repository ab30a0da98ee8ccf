/// A key for a value in the environment, as in SwiftUI.
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree: styles, the dismiss action, the
/// color support of the terminal, and any custom keys.
public struct EnvironmentValues: @unchecked Sendable {
    private var storage: [ObjectIdentifier: AnyObject] = [:]

    /// Creates an environment with every key at its default.
    public init() {}

    /// The value for `key`.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (storage[ObjectIdentifier(key)] as? Stored<K.Value>)?.value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = Stored(newValue) }
    }

    /// A value in a box of its type. Reading it back is a class cast; out
    /// of an `Any` it was the runtime's general cast, which searched
    /// protocol conformances on every read (a few percent of a live frame).
    private final class Stored<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
