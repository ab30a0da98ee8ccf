/// Fires a live run's frames on the thread the main actor runs on, without
/// a hop through any other thread.
///
/// `FrameLoop` works without one: it then sleeps on its event source with
/// the frame's deadline as the timeout, which costs a wake-up of the input
/// thread and a resumption through the main queue per frame. With a timer
/// (`TerminalRunner.main`'s `MainThreadLoop` is one), a frame of an animation
/// is one wake-up of the main thread and nothing else.
@MainActor
package protocol FrameTimer: AnyObject {
    /// Calls `fire` once, on the main actor, `seconds` from now (at once
    /// when not positive). A new call replaces the one pending.
    func schedule(after seconds: Double, _ fire: @escaping @MainActor () -> Void)
    /// Drops the pending call, if any.
    func cancel()
}
