/// Where events come from when the app runs live.
@MainActor
public protocol TerminalEventSource: AnyObject {
    /// Waits for the next events, at most `timeout` seconds (nil: forever).
    /// Returns an empty array on timeout. Must not spin: idle means asleep.
    func nextEvents(timeout: Double?) async -> [TerminalEvent]
    /// Ends a wait in `nextEvents` early: state changed and a frame is due.
    /// Callable from any thread.
    nonisolated func wake()
}
