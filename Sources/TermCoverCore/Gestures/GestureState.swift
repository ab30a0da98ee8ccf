/// State a gesture sets while it runs, as SwiftUI's `@GestureState`:
/// read-only to the view, written by `updating(_:body:)`, and back to its
/// initial value when the gesture ends (in `resetTransaction`, or the
/// transaction the `reset` closure gives).
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let link: StateLink<Value>
    let initial: Value
    let resetTransaction: (Value) -> Transaction

    /// State starting (and resetting) at `wrappedValue`.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// State starting (and resetting) at `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// State that resets in `resetTransaction` (give it an animation to animate the reset).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        link = StateLink(wrappedValue)
        initial = wrappedValue
        self.resetTransaction = { _ in resetTransaction }
    }

    /// State that resets in `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// State whose reset calls `reset` with the value it had and a transaction to change.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        link = StateLink(wrappedValue)
        initial = wrappedValue
        resetTransaction = { value in
            var t = Transaction()
            reset(value, &t)
            return t
        }
    }

    /// State whose reset calls `reset`.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value.
    @MainActor
    public var wrappedValue: Value { link.box?.value ?? link.local }

    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    @MainActor
    func set(_ value: Value) {
        if let box = link.box { box.set(value) } else { link.local = value }
    }

    @MainActor
    func reset() {
        let t = resetTransaction(wrappedValue)
        withTransaction(t) { set(initial) }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Optional state starting at nil.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Optional state starting at nil, resetting through `reset`.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: GraphInstallable {
    func install(in graph: ViewGraph, path: ViewPath, context: ResolveContext) {
        link.box = graph.stateBox(at: path, initial: link.local)
    }
}
