/// What a custom animation can read and keep while it runs, as SwiftUI's
/// `AnimationContext`: its own state, and the environment of the view
/// whose change started it.
public struct AnimationContext<Value: VectorArithmetic> {
    /// State the animation keeps from one call to the next (see `AnimationStateKey`).
    public var state: AnimationState<Value>
    /// Set to true to say the animation is logically complete: a
    /// `withAnimation(_:completionCriteria: .logicallyComplete)` completion may run.
    public var isLogicallyComplete: Bool
    /// The environment of the view the animation runs in.
    public private(set) var environment: EnvironmentValues

    init(state: AnimationState<Value> = AnimationState(), environment: EnvironmentValues = EnvironmentValues(),
         isLogicallyComplete: Bool = false) {
        self.state = state
        self.environment = environment
        self.isLogicallyComplete = isLogicallyComplete
    }

    /// The same context with `state` for values of another type.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, environment: environment, isLogicallyComplete: isLogicallyComplete)
    }
}

/// A key for a piece of a custom animation's state, as SwiftUI's `AnimationStateKey`.
public protocol AnimationStateKey {
    /// The type of the state.
    associatedtype Value
    /// The state before the animation first sets it.
    static var defaultValue: Value { get }
}

/// The state of a custom animation, as SwiftUI's `AnimationState`: a value per key.
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Every key at its default.
    public init() {}

    /// The state for `key`, its default until set.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
