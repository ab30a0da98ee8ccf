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
    /// Fires frames on the main actor's own thread; with none, the loop
    /// sleeps on `events` with each frame's deadline as the timeout. Set
    /// before `run()`.
    public var timer: FrameTimer?
    private var stopped = false
    /// When frames are drawn: the same schedule tests and scripted runs use.
    let schedule: FrameSchedule
    /// When the next frame of an animation is due.
    private var nextFrame: Double { schedule.nextFrame }
    /// When the timer's pending call fires, if one is pending.
    private var armedFor: Double?
    /// The terminal's colors as bound around `run()`: the timer fires
    /// outside the task, where the task-local is not bound.
    private var colors = TerminalColors.dark

    /// Creates a run loop.
    public init(driver: FrameDriver, events: TerminalEventSource, fps: Double = 60) {
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

    /// Ends `run()` after the current step.
    public func stop() { stopped = true }

    /// Runs until a view quits, `stop()` is called, or input ends.
    public func run() async {
        let host = driver.host
        // `wake()` is callable from any thread; the source itself is not Sendable.
        nonisolated(unsafe) let source = events
        // A change from a task or another thread wakes the loop, which then
        // draws (or, with a timer, arms it for the frame the change needs).
        host.graph.onInvalidate = { source.wake() }
        defer {
            host.graph.onInvalidate = nil
            timer?.cancel()
            armedFor = nil
        }
        colors = TerminalColors.current
        if timer != nil { await runTimed() } else { await runOnDeadlines() }
    }

    /// Frames drawn when the wait for input reaches their deadline.
    private func runOnDeadlines() async {
        let host = driver.host
        while !stopped && !host.quitRequested {
            if schedule.isDue { drawFrame() }
            // Let tasks that awaited a transition carry on before sleeping.
            await Task.yield()
            if stopped || host.quitRequested { break }
            idleMeansDrawn()
            let timeout: Double? = host.needsFrame ? max(0, nextFrame - driver.clock.now)
                : host.nextWakeUp.map { max(0, $0 - driver.clock.now) }
            if handle(await events.nextEvents(timeout: timeout)) { return }
        }
    }

    /// Frames drawn by the timer; the loop sleeps on input with no timeout,
    /// except that after a key it waits with the frame's deadline, so that
    /// keys already read wait for the frame showing the last one's effect
    /// (see `TerminalEventSource.nextEvents`).
    private func runTimed() async {
        let host = driver.host
        var tookKey = false
        // The first frame before the first key: keys typed at start-up wait
        // in the source and reach views that are on screen, in order.
        if driver.shown == nil { drawFrame() }
        armFrame()
        while !stopped && !host.quitRequested {
            // The wait that held a key reached the frame's time: draw it, then take the key.
            if tookKey, driver.clock.now >= nextFrame { drawFrame() }
            idleMeansDrawn()
            let timeout: Double? = tookKey && host.needsFrame ? max(0, nextFrame - driver.clock.now) : nil
            let batch = await events.nextEvents(timeout: timeout)
            if handle(batch) { return }
            tookKey = batch.contains(where: \.isInput)
            armFrame()
        }
    }

    /// Sends `batch` to the views, a run of typed characters as one
    /// (`ViewHost.type`); true when input ended.
    private func handle(_ batch: [TerminalEvent]) -> Bool {
        var typed: [Character] = []
        for event in batch {
            if case .key(.character(let c)) = event, intercept?(event) != true {
                typed.append(c)
                continue
            }
            if !typed.isEmpty { driver.host.type(typed); typed = [] }
            if event == .end { return true }
            if intercept?(event) == true { continue }
            driver.host.send(event)
        }
        if !typed.isEmpty { driver.host.type(typed) }
        return false
    }

    /// Draws a frame if one is needed and moves the deadline of the next.
    private func drawFrame() {
        // The last key's effect is on screen (or changed nothing there).
        if schedule.draw().composed { events.frameDrawn() }
    }

    /// With no frame needed, the last key's effect is all on screen: a key
    /// that changed nothing holds none behind it until a wake-up's time.
    private func idleMeansDrawn() {
        if !driver.host.needsFrame { events.frameDrawn() }
    }

    /// Has the timer fire when the next frame is due, if one is needed, or
    /// at the frame a view asked for (`ViewHost.nextWakeUp`), if no earlier
    /// call is pending.
    private func armFrame() {
        guard let timer, !stopped else { return }
        let due: Double
        if driver.host.needsFrame || driver.shown == nil {
            due = driver.shown == nil ? driver.clock.now : nextFrame
        } else if let wakeUp = driver.host.nextWakeUp {
            due = max(wakeUp, driver.clock.now)
        } else {
            return
        }
        if let armedFor, armedFor <= due { return }
        armedFor = due
        timer.schedule(after: due - driver.clock.now) { [weak self] in self?.timerFired() }
    }

    private func timerFired() {
        armedFor = nil
        guard !stopped else { return }
        if schedule.isDue {
            TerminalColors.$current.withValue(colors) { drawFrame() }
        }
        // A quit asked for while the graph was already dirty woke nobody.
        if driver.host.quitRequested { events.wake(); return }
        armFrame()
    }
}
