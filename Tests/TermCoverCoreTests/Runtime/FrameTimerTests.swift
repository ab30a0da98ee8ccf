import Testing
import TermCoverTesting

/// Runs Enter at 0.1 s through a real `FrameLoop` at 60 fps on a manual
/// clock, with or without a frame timer, until 1.5 s after it.
@MainActor
private func slide(timed: Bool) async -> (frames: Int, waits: Int, fired: Int, lines: [String]) {
    let clock = ManualClock()
    let size = Size(width: 10, height: 24)
    let terminal = HeadlessTerminal(size: size)
    let host = ViewHost(SlideUpOnReturn(), size: size, clock: clock)
    let driver = FrameDriver(host: host, terminal: terminal, clock: clock)
    let timer = timed ? ManualFrameTimer(clock: clock) : nil
    let events = ScriptedEvents([(0.1, .return)], clock: clock, tail: 1.5, timer: timer)
    let loop = FrameLoop(driver: driver, events: events, fps: 60)
    loop.timer = timer
    await loop.run()
    return (driver.frameCount, events.waits, timer?.fireCount ?? 0, host.canvas.lines)
}

@MainActor
@Suite("A frame timer draws an animation without waking the input side")
struct FrameTimerTests {
    @Test("with a timer, a one-second slide at 60 fps is about 60 frames, all fired by the timer, and the loop waits on input a few times only")
    func timerDrawsEveryFrame() async {
        let run = await slide(timed: true)
        // 1 s at 60 fps: 60 frames of motion, plus the first paint and the key's own frame.
        #expect((60...63).contains(run.frames))
        #expect(run.fired >= 60)
        #expect(run.waits <= 4)
        #expect(run.lines.contains { $0.contains("cover") } && !run.lines.contains { $0.contains("base") })
    }

    @Test("without a timer the same slide draws as many frames, each ending a wait on input")
    func deadlinesWakeTheLoopEachFrame() async {
        let run = await slide(timed: false)
        #expect((60...63).contains(run.frames))
        #expect(run.waits >= 60)
        #expect(run.lines.contains { $0.contains("cover") } && !run.lines.contains { $0.contains("base") })
    }
}

/// Navy at half opacity over the terminal's own background.
private struct HalfNavy: View {
    var body: some View {
        Color(palette: 4).opacity(0.5).frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// Input that never comes: the loop waits until the test ends it.
@MainActor
private final class NoInput: TerminalEventSource {
    private var waiter: CheckedContinuation<[TerminalEvent], Never>?
    func nextEvents(timeout: Double?) async -> [TerminalEvent] {
        await withCheckedContinuation { waiter = $0 }
    }
    func end() {
        waiter?.resume(returning: [.end])
        waiter = nil
    }
    /// Ends the wait with nothing, as a wake does.
    func wakeEmpty() {
        waiter?.resume(returning: [])
        waiter = nil
    }
    nonisolated func wake() {}
}

@MainActor
@Suite("Frames fired by a timer see the terminal's colors")
struct FrameTimerColorTests {
    @Test("a frame the timer draws, outside the loop's task, blends with the default colors bound around run(): half navy over white is light")
    func timerFramesBlendWithTheBoundColors() async throws {
        let clock = ManualClock()
        let size = Size(width: 4, height: 2)
        let host = ViewHost(HalfNavy(), size: size, clock: clock)
        let driver = FrameDriver(host: host, terminal: HeadlessTerminal(size: size), clock: clock)
        let timer = ManualFrameTimer(clock: clock)
        let input = NoInput()
        let loop = FrameLoop(driver: driver, events: input, fps: 60)
        loop.timer = timer
        let run = Task { await TerminalColors.$current.withValue(.light) { await loop.run() } }
        // The loop draws the first frame itself, before taking any key; a
        // repaint asked for after it is the timer's to draw.
        for _ in 0..<20 where driver.shown == nil { await Task.yield() }
        for _ in 0..<20 { await Task.yield() }
        driver.invalidateScreen()
        input.wakeEmpty()
        for _ in 0..<20 where timer.deadline == nil { await Task.yield() }
        // Fired from here, as a run loop fires it: the task-local is not bound here.
        timer.fire()
        input.end()
        await run.value
        #expect(timer.fireCount == 1)
        // Half of navy (0, 0, 128) and half of white: every channel well above 100.
        // Over the unbound default (black) it would be near (0, 0, 64).
        guard case .rgb(let r, let g, let b) = host.canvas[0, 0].style.background.kind else {
            Issue.record("not a blended color: \(host.canvas[0, 0].style.background)")
            return
        }
        #expect(r > 100 && g > 100 && b > 100, "\(r) \(g) \(b)")
    }
}
