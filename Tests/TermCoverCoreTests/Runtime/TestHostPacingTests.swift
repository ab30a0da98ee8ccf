import Testing
import Foundation
import TermCoverTesting

/// Enter presents a cover that slides up over 1 s, linearly; Esc dismisses
/// it (the default for a cover). Every letter typed counts on the base.
private struct SlideAndCount: View {
    @State private var show = false
    @State private var typed = 0
    var body: some View {
        Text("base \(typed)")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onKeyPress(.return) { withAnimation(.linear(duration: 1)) { show = true }; return .handled }
            .onKeyPress(characters: .letters) { _ in typed += 1; return .handled }
            .fullScreenCover(isPresented: $show) {
                Text("cover").frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background { Color(palette: 4) }
                    .transition(.move(edge: .bottom))
            }
    }
}

/// One drawn frame: its time on the clock and the screen.
private struct DrawnFrame: Equatable, CustomStringConvertible {
    let time: Double
    let lines: [String]
    static func == (a: Self, b: Self) -> Bool { abs(a.time - b.time) < 1e-9 && a.lines == b.lines }
    var description: String { "\(Int((time * 1e6).rounded())) µs: \(lines)" }
}

private let size = Size(width: 12, height: 8)

/// The frames the real live loop (`FrameLoop`, as `AppRuntime.makeLoop` wires it) draws for `keys`, on a manual clock.
@MainActor
private func liveFrames(_ keys: [(time: Double, key: Key)]) async -> [DrawnFrame] {
    let clock = ManualClock()
    let runtime = AppRuntime(SlideAndCount(), terminal: HeadlessTerminal(size: size), clock: clock, noColor: false)
    var frames: [DrawnFrame] = []
    runtime.driver.onFrame = { [host = runtime.host] in frames.append(DrawnFrame(time: $0.time, lines: host.canvas.lines)) }
    await runtime.makeLoop(events: ScriptedEvents(keys, clock: clock, tail: 2)).run()
    return frames
}

/// The frames `TestHost` draws when `drive` presses keys and moves time.
@MainActor
private func hostFrames(_ drive: (TestHost) async -> Void) async -> [DrawnFrame] {
    var frames: [DrawnFrame] = []
    let host = TestHost(SlideAndCount(), size: size)
    // The live loop begins animations a frame ahead (`ViewGraph.animationLead`).
    host.animationLead = 1.0 / 60
    frames.append(DrawnFrame(time: 0, lines: host.lines))
    host.engine.driver.onFrame = { [host] in frames.append(DrawnFrame(time: $0.time, lines: host.lines)) }
    await drive(host)
    return frames
}

@MainActor
@Suite("TestHost hands keys over and draws their frames as the live loop does")
struct TestHostPacingTests {
    @Test("an Esc typed between two frames of a slide is shown on the next frame of the grid, in TestHost as live")
    func escapeMidTransition() async {
        let live = await liveFrames([(0.5, .return), (0.8123, .escape)])
        let test = await hostFrames { host in
            host.clock.set(0.5)
            host.press(.return)
            await host.advance(by: 0.3)
            host.clock.set(0.8123)
            host.press(.escape)
            // The Esc came 12.3 ms after the frame at 0.8 s: its frame is the next one, at 0.8 s + 1/60 s.
            #expect(abs(host.clock.now - (0.8 + 1.0 / 60)) < 1e-9)
            await host.advance(by: 2)
        }
        #expect(test.count > 20, "the slide and its reversal are many frames")
        #expect(test == live)
    }

    @Test("a key pressed on an idle screen more than a frame after the last is drawn at once, without moving the clock")
    func idlePressIsImmediate() async {
        let host = TestHost(SlideAndCount(), size: size)
        host.clock.set(1)
        host.press(.character("x"))
        #expect(host.clock.now == 1)
        #expect(host.lines.contains { $0.contains("base 1") })
    }
}
