/// The one call a `FrameTimer` holds and when it is due: a new call
/// replaces the pending one, and taking it leaves none, so each fires once.
public struct PendingFrameCall {
    /// When the pending call is due, on the timer's own clock, if one is pending.
    public private(set) var deadline: Double?
    private var call: (@MainActor () -> Void)?

    /// Creates an empty slot.
    public init() {}

    /// Holds `call`, due at `deadline`, in place of any pending call.
    public mutating func set(_ call: @escaping @MainActor () -> Void, at deadline: Double) {
        self.call = call
        self.deadline = deadline
    }

    /// Drops the pending call.
    public mutating func clear() {
        call = nil
        deadline = nil
    }

    /// Removes and returns the pending call, with its deadline, if there is one.
    public mutating func take() -> (deadline: Double, call: @MainActor () -> Void)? {
        guard let deadline, let call else { return nil }
        clear()
        return (deadline, call)
    }
}
