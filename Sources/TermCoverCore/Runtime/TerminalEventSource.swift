/// Where events come from when the app runs live.
@MainActor
package protocol TerminalEventSource: AnyObject {
    /// Waits for the next events, at most `timeout` seconds (nil: forever).
    /// Returns an empty array on timeout. Must not spin: idle means asleep.
    func nextEvents(timeout: Double?) async -> [TerminalEvent]
    /// Ends a wait in `nextEvents` early: state changed and a frame is due.
    /// Callable from any thread.
    nonisolated func wake()
    /// A frame was composed and shown: a key held for the frame showing the
    /// last key's effect may go (see `KeyPacer`). The run loop calls it;
    /// drawing never calls into input.
    func frameDrawn()
}

extension TerminalEventSource {
    /// Does nothing: this source does not hold keys for frames.
    package func frameDrawn() {}
}
