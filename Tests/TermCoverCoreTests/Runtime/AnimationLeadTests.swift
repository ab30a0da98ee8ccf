import Testing
import TermCoverTesting

/// `SlideUpOnReturn` on 8 rows: one frame of its 1 s slide is 64/60 eighths of a row.
private let size = Size(width: 10, height: 8)

/// The frames the live loop draws for Return at 0.5 s: time and rows.
@MainActor
private func liveFrames() async -> [(time: Double, lines: [String])] {
    let clock = ManualClock()
    let runtime = AppRuntime(SlideUpOnReturn(), terminal: HeadlessTerminal(size: size), clock: clock, noColor: false)
    var frames: [(time: Double, lines: [String])] = []
    runtime.driver.onFrame = { [host = runtime.host] in frames.append(($0.time, host.canvas.lines)) }
    await runtime.makeLoop(events: ScriptedEvents([(0.5, .return)], clock: clock, tail: 1.5)).run()
    return frames
}

@MainActor
@Suite("Animations begin a frame ahead in a live run")
struct AnimationLeadTests {
    @Test("the live frame answering a key already shows the first step of the animation it starts")
    func keyFrameMoves() async {
        let frames = await liveFrames()
        let atKey = frames.first { abs($0.time - 0.5) < 1e-9 }
        // One frame (1/60 s) of a 1 s linear slide over 8 rows is 64/60
        // eighths of a row: the bottom row is one eighth covered.
        #expect(atKey?.lines.last == String(repeating: "▁", count: size.width), "\(frames.map(\.time))")
        // Half-way (0.5 s after the key) the frame shows 0.5 + 1/60 of the
        // way: 4 rows and 8/60 × 8 ≈ 1 eighth more.
        let half = frames.first { abs($0.time - 1.0) < 1e-9 }
        #expect(half?.lines[3] == String(repeating: "▁", count: size.width))
        #expect(half?.lines[4].contains("cover") == true || half?.lines[4...].allSatisfy { !$0.contains("base") } == true)
    }

    @Test("the slide comes to rest one frame interval sooner: its last frame is 1 s − 1/60 s after the key")
    func endsAFrameSooner() async {
        let frames = await liveFrames()
        // Frames sit on a 1/60 s grid from the key; without the lead the last would be at 0.5 + 1.
        let last = frames.last
        #expect(abs((last?.time ?? 0) - (0.5 + 1 - 1.0 / 60)) < 1e-6, "\(frames.map(\.time))")
        #expect(last?.lines.allSatisfy { !$0.contains("base") && !$0.contains("▁") } == true)
        // The first paint, then one frame at each of k = 0 … 59 sixtieths after the key.
        #expect(frames.count == 61)
    }

    @Test("a TestHost begins animations at their frame unless told to lead like a live run")
    func testHostHasNoLead() {
        let host = TestHost(SlideUpOnReturn(), size: size)
        host.clock.set(0.5)
        host.press(.return)
        #expect(host.lines.last == String(repeating: " ", count: size.width))
        let leading = TestHost(SlideUpOnReturn(), size: size)
        leading.animationLead = 1.0 / 60
        leading.clock.set(0.5)
        leading.press(.return)
        #expect(leading.lines.last == String(repeating: "▁", count: size.width))
    }
}
