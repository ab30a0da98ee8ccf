import TermCoverCore

/// A `FrameTimer` on a `ManualClock`: it fires only when a test (or a
/// scripted event source) says time has reached its deadline.
@MainActor
package final class ManualFrameTimer: FrameTimer {
    private let clock: ManualClock
    private var pending = PendingFrameCall()
    /// When the pending call is due, if one is pending.
    package var deadline: Double? { pending.deadline }
    /// Calls made so far.
    package private(set) var fireCount = 0

    /// Creates a timer on `clock`.
    package init(clock: ManualClock) { self.clock = clock }

    /// Schedules `fire` at `seconds` after the clock's present time.
    package func schedule(after seconds: Double, _ fire: @escaping @MainActor () -> Void) {
        pending.set(fire, at: clock.now + max(0, seconds))
    }

    /// Drops the pending call.
    package func cancel() { pending.clear() }

    /// Moves the clock to the deadline and makes the pending call.
    package func fire() {
        guard let (deadline, call) = pending.take() else { return }
        clock.set(deadline)
        fireCount += 1
        call()
    }
}
