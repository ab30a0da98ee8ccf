/// Runs an app live: waits for input, or for the next frame deadline while
/// something animates; renders at most `fps` frames a second, dropping
/// frames rather than falling behind (animations are time-based); and when
/// nothing moves, sleeps on input with no timeout at all.
@MainActor
public final class FrameLoop {
    /// The frame driver.
    public let driver: FrameDriver
    /// Where events come from.
    public let events: TerminalEventSource
    /// Frames per second while animating.
    public let fps: Double
    /// Called for every event before the views see it; return true to swallow it.
    public var intercept: (@MainActor (TerminalEvent) -> Bool)?
    private var stopped = false

    /// Creates a run loop.
    public init(driver: FrameDriver, events: TerminalEventSource, fps: Double = 60) {
        self.driver = driver
        self.events = events
        self.fps = max(1, fps)
    }

    /// The deadline of the frame after one due at `due` and drawn from
    /// `started` until `now`. Frames stay on a grid of `interval` so the
    /// rate holds; when the last frame ran late, the slots already missed
    /// are skipped, not drawn back to back (animations are time-based, so
    /// nothing is lost but smoothness). After an idle spell the grid
    /// restarts at the frame that ended it, so a key press is answered at
    /// once and the animation's next frame comes a whole interval later.
    nonisolated static func nextDeadline(after due: Double, now: Double, started: Double, interval: Double) -> Double {
        // Idle for more than a frame: the old grid means nothing.
        let base = started - due > interval ? started : due
        var next = base + interval
        if next <= now { next += ((now - next) / interval).rounded(.down) * interval + interval }
        return next
    }

    /// Ends `run()` after the current step.
    public func stop() { stopped = true }

    /// Runs until a view quits, `stop()` is called, or input ends.
    public func run() async {
        let host = driver.host
        let clock = driver.clock
        let interval = 1 / fps
        var nextFrame = clock.now
        // `wake()` is callable from any thread; the source itself is not Sendable.
        nonisolated(unsafe) let source = events
        host.graph.onInvalidate = { source.wake() }
        defer { host.graph.onInvalidate = nil }
        while !stopped && !host.quitRequested {
            if clock.now >= nextFrame || driver.shown == nil {
                let started = clock.now
                if driver.renderIfNeeded() != nil || host.needsFrame {
                    nextFrame = Self.nextDeadline(after: nextFrame, now: clock.now, started: started, interval: interval)
                }
            }
            // Let tasks that awaited a transition carry on before sleeping.
            await Task.yield()
            if stopped || host.quitRequested { break }
            let timeout: Double? = host.needsFrame ? max(0, nextFrame - clock.now) : nil
            for event in await events.nextEvents(timeout: timeout) {
                if event == .end { return }
                if intercept?(event) == true { continue }
                host.send(event)
            }
        }
    }
}
