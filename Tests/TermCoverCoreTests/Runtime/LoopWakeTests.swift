import Observation
import Testing
import TermCoverTesting

@Observable @MainActor
private final class Counter {
    var count = 0
}

private struct CountLabel: View {
    let counter: Counter
    var body: some View { Text("count \(counter.count)") }
}

/// Input that never comes; counts the wake-ups it is sent.
@MainActor
private final class CountingInput: TerminalEventSource {
    private var waiter: CheckedContinuation<[TerminalEvent], Never>?
    private(set) var waits = 0
    nonisolated(unsafe) var wakes = 0
    func nextEvents(timeout: Double?) async -> [TerminalEvent] {
        waits += 1
        return await withCheckedContinuation { waiter = $0 }
    }
    func end() {
        waiter?.resume(returning: [.end])
        waiter = nil
    }
    nonisolated func wake() {
        MainActor.assumeIsolated {
            wakes += 1
            waiter?.resume(returning: [])
            waiter = nil
        }
    }
}

/// Runs the loop until it waits on input, changes the counter, lets the
/// change reach the loop, and returns what happened.
@MainActor
private func change(timed: Bool) async -> (wakes: Int, armed: Bool, fired: Int, lines: [String]) {
    let clock = ManualClock()
    let size = Size(width: 8, height: 1)
    let counter = Counter()
    let host = ViewHost(CountLabel(counter: counter), size: size, clock: clock)
    let driver = FrameDriver(host: host, terminal: HeadlessTerminal(size: size), clock: clock)
    let input = CountingInput()
    let timer = timed ? ManualFrameTimer(clock: clock) : nil
    let loop = FrameLoop(driver: driver, events: input, fps: 60)
    loop.timer = timer
    let run = Task { await loop.run() }
    for _ in 0..<40 { await Task.yield() }
    clock.advance(by: 1)
    counter.count = 1
    for _ in 0..<40 { await Task.yield() }
    let armed = timer?.deadline != nil
    timer?.fire()
    for _ in 0..<40 { await Task.yield() }
    let wakes = input.wakes
    input.end()
    await run.value
    return (wakes, armed, timer?.fireCount ?? 0, host.canvas.lines)
}

@MainActor
@Suite("The input thread is woken only when its wait must change")
struct LoopWakeTests {
    @Test("with a frame timer, a change while the loop sleeps on input arms the timer, which draws it, and wakes no input")
    func timedChangeArmsTheTimerOnly() async {
        let run = await change(timed: true)
        #expect(run.wakes == 0)
        #expect(run.armed)
        #expect(run.fired == 1)
        #expect(run.lines == ["count 1 "])
    }

    @Test("without a timer, the same change wakes the wait once, since its timeout must become the frame's, and the loop draws it")
    func untimedChangeWakesOnce() async {
        let run = await change(timed: false)
        #expect(run.wakes == 1)
        #expect(run.lines == ["count 1 "])
    }
}
