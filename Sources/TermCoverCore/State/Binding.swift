/// A two-way connection to a value owned elsewhere, as in SwiftUI.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: @MainActor () -> Value
    private let setter: @MainActor (Value, Transaction?) -> Void
    /// The transaction that writes through this binding carry.
    public var transaction: Transaction?

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        getter = get
        setter = { v, _ in set(v) }
    }

    init(get: @escaping @MainActor () -> Value, setWithTransaction: @escaping @MainActor (Value, Transaction?) -> Void, transaction: Transaction?) {
        getter = get
        setter = setWithTransaction
        self.transaction = transaction
    }

    /// The value.
    @MainActor
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            if let transaction {
                withTransaction(transaction) { setter(newValue, transaction) }
            } else {
                setter(newValue, nil)
            }
        }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// The binding itself: what lets a closure take `$item` (`ForEach($items) { $item in … }`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that never changes.
    @MainActor
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// A binding to a property of the value.
    @MainActor
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let parent = self
        return Binding<Subject>(get: { parent.wrappedValue[keyPath: keyPath] },
                                setWithTransaction: { v, _ in parent.wrappedValue[keyPath: keyPath] = v },
                                transaction: transaction)
    }

    /// The same binding, whose writes animate with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction = Transaction(animation: animation)
        return copy
    }

    /// The same binding, whose writes carry `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }
}
