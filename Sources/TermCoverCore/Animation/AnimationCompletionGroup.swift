import Synchronization

/// The animations one `withAnimation(completion:)` started, and the
/// completion to call when they are done.
@MainActor
final class AnimationCompletionGroup {
    let criteria: AnimationCompletionCriteria
    private var completion: (@MainActor () -> Void)?
    /// True once a state change carried the group into the graph. Set by
    /// Observation's callback, which runs on the thread of the change.
    nonisolated var isAttached: Bool { attached.withLock { $0 } }
    nonisolated private let attached = Mutex(false)
    /// Marks the group as carried into the graph, from any thread.
    nonisolated func attach() { attached.withLock { $0 = true } }
    /// Each started animation: is it done yet, by this group's criteria?
    private var members: [@MainActor (Double) -> Bool] = []

    init(criteria: AnimationCompletionCriteria, completion: @escaping @MainActor () -> Void) {
        self.criteria = criteria
        self.completion = completion
    }

    var hasFired: Bool { completion == nil }

    func add<V: VectorArithmetic>(_ track: AnimationTrack<V>, id: AnimationID) {
        switch criteria {
        case .logicallyComplete: members.append { [weak track] t in track?.isLogicallyComplete(id: id, at: t) ?? true }
        case .removed: members.append { [weak track] t in track?.isFinished(at: t) ?? true }
        }
    }

    /// True when every member is done at `time` (`check` would fire), without firing.
    func isDue(at time: Double) -> Bool {
        hasFired || members.allSatisfy { $0(time) }
    }

    /// Fires when every member is done at `time`; true when it fired.
    @discardableResult
    func check(at time: Double) -> Bool {
        guard !hasFired else { return true }
        if members.allSatisfy({ $0(time) }) { fire(); return true }
        return false
    }

    func fire() {
        let c = completion
        completion = nil
        c?()
    }
}
