/// When frames are drawn, for every way an app runs: the live loop
/// (`FrameLoop`), tests (`TestHost`) and scripted runs share it, so a key's
/// effect shows on the same frame whoever delivers the key.
///
/// Frames sit on a grid of `1 / fps` seconds; a frame that ran late skips
/// the slots it missed, and after an idle spell the grid restarts at the
/// frame that ended it.
@MainActor
package final class FrameSchedule {
    /// The frame driver drawn through.
    package let driver: FrameDriver
    /// Seconds between frames.
    package let interval: Double
    /// When the next frame is due.
    package private(set) var nextFrame: Double
    /// Draws a frame if one is needed (the driver, and whatever the caller
    /// does after each frame: a recorder takes the bytes there).
    private let render: @MainActor () -> FrameStats?

    /// A schedule at `fps` frames a second over `driver`, drawing with
    /// `render` (the driver's own by default).
    package init(driver: FrameDriver, fps: Double, render: (@MainActor () -> FrameStats?)? = nil) {
        self.driver = driver
        interval = 1 / max(1, fps)
        nextFrame = driver.clock.now
        self.render = render ?? { [driver] in driver.renderIfNeeded() }
    }

    /// A frame may be drawn now: its time has come, or nothing is on screen yet.
    package var isDue: Bool { driver.clock.now >= nextFrame || driver.shown == nil }

    /// Draws a frame if one is needed and moves the deadline of the next.
    /// `composed` is true when a canvas was composed (drawn, or found to
    /// change nothing on screen): the effect of the last key is showing.
    @discardableResult
    package func draw() -> (stats: FrameStats?, composed: Bool) {
        let started = driver.clock.now
        let composed = driver.composedCount
        let stats = render()
        if stats != nil || driver.host.needsFrame {
            nextFrame = Self.nextDeadline(after: nextFrame, now: driver.clock.now, started: started, interval: interval)
        }
        return (stats, driver.composedCount != composed)
    }

    /// The deadline of the frame after one due at `due` and drawn from
    /// `started` until `now`. Frames stay on a grid of `interval` so the
    /// rate holds; when the last frame ran late, the slots already missed
    /// are skipped, not drawn back to back (animations are time-based, so
    /// nothing is lost but smoothness). After an idle spell the grid
    /// restarts at the frame that ended it, so a key press is answered at
    /// once and the animation's next frame comes a whole interval later.
    nonisolated public static func nextDeadline(after due: Double, now: Double, started: Double, interval: Double) -> Double {
        // Idle for more than a frame: the old grid means nothing.
        let base = started - due > interval ? started : due
        var next = base + interval
        if next <= now { next += ((now - next) / interval).rounded(.down) * interval + interval }
        return next
    }
}
