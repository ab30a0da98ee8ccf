/// The context of a state change, as in SwiftUI: chiefly, the animation the
/// change should use.
public struct Transaction: @unchecked Sendable {
    /// The animation for this change, or nil for none.
    public var animation: Animation?
    /// When true, `.animation(_:value:)` modifiers add no animation and
    /// covers present and dismiss without animating.
    public var disablesAnimations: Bool = false
    /// Completions waiting on the animations this change starts.
    var completions: [AnimationCompletionGroup] = []
    /// True for a change made by work run after a frame on behalf of that
    /// frame (a triggered PhaseAnimator's first step): its animations begin
    /// at that frame's time, as SwiftUI begins them in the trigger's update,
    /// not a frame later.
    var beginsWithPreviousFrame = false

    /// Creates an empty transaction.
    public init() {}

    /// Creates a transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }

    /// The animation new animations in this change should use.
    var effectiveAnimation: Animation? { disablesAnimations ? nil : animation }

    /// Combines two changes that land in the same frame: an animation and
    /// completions of either are kept.
    func merged(with other: Transaction) -> Transaction {
        var result = self
        if result.animation == nil {
            result.animation = other.animation
            result.beginsWithPreviousFrame = other.beginsWithPreviousFrame
        }
        result.disablesAnimations = disablesAnimations || other.disablesAnimations
        result.completions += other.completions.filter { c in !completions.contains { $0 === c } }
        return result
    }

    /// The transaction of the `withAnimation`/`withTransaction` block
    /// running now, on any thread (see `CurrentTransaction`).
    static var current: Transaction? {
        get { CurrentTransaction.value }
        set { CurrentTransaction.value = newValue }
    }
}

/// Runs `body` with `transaction` as the context of every state change in it.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = saved }
    return try body()
}

/// Runs `body`, animating every change it makes with `animation`, as in SwiftUI.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current ?? Transaction()
    transaction.animation = animation
    return try withTransaction(transaction, body)
}

/// When a `withAnimation` completion fires.
public enum AnimationCompletionCriteria: Hashable, Sendable {
    /// When the animations this change started are logically complete
    /// (a spring at its response time, a curve at its end).
    case logicallyComplete
    /// When every animation on the properties this change animated,
    /// including later ones, has finished and been removed.
    case removed
}

/// Runs `body` animated, then calls `completion` once the animations it
/// started meet `completionCriteria`; at once when nothing animated.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result,
                                  completion: @escaping @MainActor () -> Void) rethrows -> Result {
    let group = AnimationCompletionGroup(criteria: completionCriteria, completion: completion)
    var transaction = Transaction.current ?? Transaction()
    transaction.animation = animation
    transaction.completions.append(group)
    let result = try withTransaction(transaction, body)
    // Attached synchronously by the change itself, on whatever thread the
    // main actor runs: a change that reached the graph is never taken for none.
    if !group.isAttached { group.fire() }
    return result
}
