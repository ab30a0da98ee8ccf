import Testing
import TermCoverTesting

/// Enter presents a cover with its own color that moves up over 1 s,
/// linearly: on 24 rows it moves by an eighth of a cell or more each frame.
private struct SlideUp: View {
    @State private var show = false
    var body: some View {
        Text("base")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onKeyPress(.return) { withAnimation(.linear(duration: 1)) { show = true }; return .handled }
            .fullScreenCover(isPresented: $show) {
                Text("cover").frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background { Color(palette: 4) }
                    .transition(.move(edge: .bottom))
            }
    }
}

/// Runs Enter at 0.1 s through a real `FrameLoop` at 60 fps on a manual
/// clock, with or without a frame timer, until 1.5 s after it.
@MainActor
private func slide(timed: Bool) async -> (frames: Int, waits: Int, fired: Int, lines: [String]) {
    let clock = ManualClock()
    let size = Size(width: 10, height: 24)
    let terminal = HeadlessTerminal(size: size)
    let host = ViewHost(SlideUp(), size: size, clock: clock)
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
