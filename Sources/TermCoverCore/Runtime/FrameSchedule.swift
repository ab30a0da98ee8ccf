/// The loop core (`LoopCore`) over one frame driver: every way an app runs
/// (the live loop, `FrameLoop`; tests, `TestHost`; scripted runs) draws
/// through it, so a key's effect shows on the same frame whoever delivers
/// the key.
@MainActor
package final class FrameSchedule {
    /// The frame driver drawn through.
    package let driver: FrameDriver
    /// The decisions: when frames are due, how to wait, whom to wake.
    package var core: LoopCore
    /// Seconds between frames.
    package var interval: Double { core.interval }
    /// When the next frame is due.
    package var nextFrame: Double { core.nextFrame }
    /// Draws a frame if one is needed (the driver, and whatever the caller
    /// does after each frame: a recorder takes the bytes there).
    private let render: @MainActor () -> FrameStats?

    /// A schedule at `fps` frames a second over `driver`, drawing with
    /// `render` (the driver's own by default).
    package init(driver: FrameDriver, fps: Double, render: (@MainActor () -> FrameStats?)? = nil) {
        self.driver = driver
        core = LoopCore(fps: fps, start: driver.clock.now)
        self.render = render ?? { [driver] in driver.renderIfNeeded() }
    }

    /// What the view graph says now, as the core takes it.
    package var graph: LoopCore.Graph {
        let host = driver.host
        let needsFrame = host.needsFrame, nothingShown = driver.shown == nil
        return LoopCore.Graph(needsFrame: needsFrame, nothingShown: nothingShown,
                              nextWakeUp: host.nextWakeUp, quitRequested: host.quitRequested,
                              firstChange: needsFrame && !nothingShown ? host.firstChange(from: core.nextFrame, interval: core.interval) : nil)
    }

    /// A frame may be drawn now: its time has come, or nothing is on screen yet.
    package var isDue: Bool { core.frameIsDue(at: driver.clock.now, nothingShown: driver.shown == nil) }

    /// Draws a frame if one is needed and moves the deadline of the next.
    /// `composed` is true when a canvas was composed (drawn, or found to
    /// change nothing on screen): the effect of the last key is showing.
    @discardableResult
    package func draw() -> (stats: FrameStats?, composed: Bool) {
        let started = driver.clock.now
        let composed = driver.composedCount
        let stats = render()
        core.drew(started: started, now: driver.clock.now, changed: stats != nil || driver.host.needsFrame)
        return (stats, driver.composedCount != composed)
    }

    /// The deadline of the frame after one due at `due` (see `LoopCore.nextDeadline`).
    nonisolated public static func nextDeadline(after due: Double, now: Double, started: Double, interval: Double) -> Double {
        LoopCore.nextDeadline(after: due, now: now, started: started, interval: interval)
    }
}
