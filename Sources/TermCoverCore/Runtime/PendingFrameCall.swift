/// The one call a `FrameTimer` holds and when it is due: a new call
/// replaces the pending one, and taking it leaves none, so each fires once.
package struct PendingFrameCall {
    /// When the pending call is due, on the timer's own clock, if one is pending.
    package private(set) var deadline: Double?
    private var call: (@MainActor () -> Void)?

    /// Creates an empty slot.
    package init() {}

    /// Holds `call`, due at `deadline`, in place of any pending call.
    package mutating func set(_ call: @escaping @MainActor () -> Void, at deadline: Double) {
        self.call = call
        self.deadline = deadline
    }

    /// Drops the pending call.
    package mutating func clear() {
        call = nil
        deadline = nil
    }

    /// Removes and returns the pending call, with its deadline, if there is one.
    package mutating func take() -> (deadline: Double, call: @MainActor () -> Void)? {
        guard let deadline, let call else { return nil }
        clear()
        return (deadline, call)
    }
}
