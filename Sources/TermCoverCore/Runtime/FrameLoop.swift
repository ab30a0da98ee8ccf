/// Runs an app live: waits for input, or for the next frame deadline while
/// something animates; renders at most `fps` frames a second, dropping
/// frames rather than falling behind (animations are time-based); and when
/// nothing moves, sleeps on input with no timeout at all.
@MainActor
package final class FrameLoop {
    /// The frame driver.
    package let driver: FrameDriver
    /// Where events come from.
    package let events: TerminalEventSource
    /// Frames per second while animating.
    package let fps: Double
    /// Called for every event before the views see it; return true to swallow it.
    package var intercept: (@MainActor (TerminalEvent) -> Bool)?
    /// Fires frames on the main actor's own thread; with none, the loop
    /// sleeps on `events` with each frame's deadline as the timeout. Set
    /// before `run()`.
    package var timer: FrameTimer?
    private var stopped = false
    /// When frames are drawn: the same schedule tests and scripted runs use.
    let schedule: FrameSchedule
    /// The loop is running: a change posted after it ended does nothing.
    private var running = false
    /// The terminal's colors as bound around `run()`: the timer fires
    /// outside the task, where the task-local is not bound.
    private var colors = TerminalColors.dark

    /// Creates a run loop.
    package init(driver: FrameDriver, events: TerminalEventSource, fps: Double = 60) {
        self.driver = driver
        self.events = events
        self.fps = max(1, fps)
        schedule = FrameSchedule(driver: driver, fps: fps)
    }

    /// A run loop drawing on `schedule` (an `AppRuntime`'s).
    init(schedule: FrameSchedule, events: TerminalEventSource, fps: Double) {
        driver = schedule.driver
        self.events = events
        self.fps = max(1, fps)
        self.schedule = schedule
    }

    /// Ends `run()` after the current step; a wait for input in progress
    /// is woken, as it must end.
    package func stop() {
        stopped = true
        if running, schedule.core.blocked != nil { events.wake() }
    }

    /// Runs until a view quits, `stop()` is called, or input ends.
    ///
    /// Every decision is the loop core's (`LoopCore`); this only carries
    /// them out: it draws, waits on `events`, delivers what they hand over,
    /// arms `timer` and wakes `events` when the core says so.
    package func run() async {
        let host = driver.host
        schedule.core.timed = timer != nil
        // Each frame is seen for an interval: animations begin one ahead,
        // so the frame answering a key already moves (`ViewGraph.animationLead`).
        host.graph.animationLead = schedule.interval
        running = true
        // A change from a task or another thread is brought to the main
        // actor, where the core decides: arm the timer, or wake the wait
        // for input only when its timeout must change.
        host.graph.onInvalidate = { [weak self] in
            Task { @MainActor in self?.invalidated() }
        }
        defer {
            running = false
            host.graph.onInvalidate = nil
            timer?.cancel()
            schedule.core.disarm()
        }
        colors = TerminalColors.current
        while !stopped && !host.quitRequested {
            if schedule.core.drawsOnItsTurn(at: driver.clock.now, schedule.graph) { drawFrame() }
            // Let tasks that awaited a transition carry on before sleeping.
            if timer == nil { await Task.yield() }
            if stopped || host.quitRequested { break }
            let graph = schedule.graph
            // The loop's turn ends as a change does: the timer is armed for what it needs.
            apply(schedule.core.invalidated(at: driver.clock.now, graph))
            if schedule.core.lastInputShown(graph) { events.frameDrawn() }
            let wait = schedule.core.waitForInput(graph)
            let timeout = wait.deadline.map { max(0, $0 - driver.clock.now) }
            if deliver(await events.nextEvents(timeout: timeout)) { return }
        }
    }

    /// Sends what the core made of `batch` to the views, Ctrl-C's
    /// intercept first; true when input ended.
    private func deliver(_ batch: [TerminalEvent]) -> Bool {
        for delivery in schedule.core.arrived(batch) {
            switch delivery {
            case .end:
                return true
            case .type(let characters):
                let kept = characters.filter { intercept?(.key(.character($0))) != true }
                if !kept.isEmpty { driver.host.type(kept) }
            case .send(let event):
                if intercept?(event) == true { continue }
                driver.host.send(event)
            }
        }
        return false
    }

    /// Draws a frame if one is needed and moves the deadline of the next.
    private func drawFrame() {
        // The last key's effect is on screen (or changed nothing there).
        if schedule.draw().composed { events.frameDrawn() }
    }

    /// The graph was invalidated while the loop may be waiting.
    private func invalidated() {
        guard running, !stopped else { return }
        apply(schedule.core.invalidated(at: driver.clock.now, schedule.graph))
    }

    /// Arms the timer and wakes the input thread as the core said.
    private func apply(_ reaction: LoopCore.Reaction) {
        if let due = reaction.armTimer, let timer {
            timer.schedule(after: due - driver.clock.now) { [weak self] in self?.timerFired() }
        }
        if reaction.wakeInput { events.wake() }
    }

    private func timerFired() {
        guard running, !stopped else { return }
        if schedule.core.timerFired(at: driver.clock.now, nothingShown: driver.shown == nil) {
            TerminalColors.$current.withValue(colors) { drawFrame() }
        }
        // Armed again for the next frame; a quit wakes the wait, which must end.
        apply(schedule.core.invalidated(at: driver.clock.now, schedule.graph))
    }
}
