import Foundation

/// One running view, wired the same way wherever it runs: live in a
/// terminal (`TerminalRunner`), in a test (`TestHost`), in a scripted run and
/// in the benchmark. It owns the host and the frame driver, applies the
/// terminal's color support and `NO_COLOR`, makes Ctrl-C quit from
/// anywhere, and has the one way to let tasks resumed by a frame run
/// (`settle`), so that tests exercise what users run.
@MainActor
package final class AppRuntime {
    /// The view host.
    package let host: ViewHost
    /// The frame driver between the host and the terminal.
    package let driver: FrameDriver
    /// Where frames go.
    package let terminal: Terminal
    /// The clock frames are timed by.
    package let clock: FrameClock
    /// Frames per second while something animates.
    package let fps: Double
    /// Runs after every frame this runtime draws (a recorder takes the bytes here).
    package var afterFrame: (@MainActor () -> Void)?
    /// When frames are drawn, live or not (see `FrameSchedule`).
    package private(set) var schedule: FrameSchedule!
    /// Keys sent through `input(_:)` wait here as they wait in the live
    /// reader, paced by the same rules (see `KeyPacer`).
    var pacer = KeyPacer()

    /// True when the `NO_COLOR` environment variable is set and not empty
    /// (no-color.org): the runtime then limits the terminal to monochrome.
    package nonisolated static var noColorRequested: Bool {
        ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    }

    /// Runs `view` on `terminal`, timed by `clock`. `stopwatch` times the
    /// frames' cost (the clock when nil); `noColor` limits the terminal to
    /// monochrome before the first frame.
    package init<V: View>(_ view: V, terminal: Terminal, clock: FrameClock, stopwatch: FrameClock? = nil, fps: Double = 60,
                         environment: EnvironmentValues = EnvironmentValues(), noColor: Bool = AppRuntime.noColorRequested) {
        if noColor { terminal.limitColors(to: .monochrome) }
        var env = environment
        env.colorSupport = terminal.colorSupport
        // The app's own waits run on the frames' clock when a test or a script moves it.
        if let manual = clock as? ManualClock { env.clock = manual.appClock }
        self.terminal = terminal
        self.clock = clock
        self.fps = max(1, fps)
        host = ViewHost(view, size: terminal.size, clock: clock, environment: env)
        driver = FrameDriver(host: host, terminal: terminal, clock: clock, stopwatch: stopwatch)
        schedule = FrameSchedule(driver: driver, fps: fps) { [unowned self] in
            let stats = driver.renderIfNeeded()
            afterFrame?()
            return stats
        }
    }

    /// Delivers an event as a live run does: Ctrl-C quits from anywhere,
    /// whatever has focus; everything else goes to the views.
    @discardableResult
    package func send(_ event: TerminalEvent) -> Bool {
        if isQuitKey(event) {
            host.environment.quit?()
            return true
        }
        return host.send(event)
    }

    /// Ctrl-C, pressed or (under the kitty keyboard protocol) repeating: a repeat is a press here too.
    private func isQuitKey(_ event: TerminalEvent) -> Bool { event == .key(.control("c")) || event == .keyRepeat(.control("c")) }

    /// Draws a frame if one is needed, on the schedule the live loop keeps.
    @discardableResult
    package func renderIfNeeded() -> FrameStats? {
        let (stats, composed) = schedule.draw()
        if composed { pacer.frameDrawn() }
        return stats
    }

    /// Lets tasks resumed by the last frame (awaited presents and dismisses,
    /// `.task`s) run up to their next suspension, then draws what they changed.
    ///
    /// Only yields, never real time: the tasks a frame resumes (awaited
    /// presents and dismisses, sleeps on the environment's `clock`) resume
    /// on the main actor they were called from, so each yield runs them a step.
    package func settle() async {
        for _ in 0..<30 { await Task.yield() }
        // Only what the tasks changed: time has not moved since the last
        // frame, and a second frame at the same time would only redraw it.
        if host.hasChanges { renderIfNeeded() }
    }

    /// On a manual clock: moves time forward by `seconds` in steps of one
    /// frame, drawing each frame that is needed and settling after it.
    /// `skippingIdleFrames`: frames the loop core finds would draw nothing
    /// (nothing moves, no view asked for one) are passed over in one step,
    /// on the same grid of frame times, as a scripted run's `wait` does.
    /// Stops early once `proceed` is false.
    package func advance(by seconds: Double, skippingIdleFrames: Bool = false,
                        while proceed: @MainActor () -> Bool = { true }) async {
        guard let manual = clock as? ManualClock else {
            preconditionFailure("AppRuntime.advance(by:) needs a ManualClock")
        }
        var left = Int((seconds * fps).rounded())
        while left > 0, proceed() {
            if skippingIdleFrames {
                let idle = schedule.core.idleFrames(at: clock.now, schedule.graph, left: left)
                for _ in 0..<idle { manual.advance(by: 1 / fps) }
                left -= idle
            }
            manual.advance(by: 1 / fps)
            renderIfNeeded()
            await settle()
            left -= 1
        }
    }

    /// The live run loop over `events`, with Ctrl-C quitting from anywhere.
    package func makeLoop(events: TerminalEventSource) -> FrameLoop {
        let loop = FrameLoop(schedule: schedule, events: events, fps: fps)
        loop.intercept = { [weak self] event in
            guard let self, self.isQuitKey(event) else { return false }
            self.host.environment.quit?()
            return true
        }
        return loop
    }
}
