import Testing
import TermCoverTesting
@testable import TermCoverCore

/// A bar as long as the animator's value, on a 10×1 screen at 4 fps, so
/// that each frame is a quarter of a second; `t` changes the trigger.
private struct TriggeredBar: View {
    @State private var taps = 0
    var body: some View {
        KeyframeAnimator(initialValue: 2.0, trigger: taps) { length in
            Text(String(repeating: "#", count: Int(length.rounded()))).frame(width: 80, alignment: .leading)
        } keyframes: { _ in
            // 2 → 8 in 1.5 s and back to 6 in 0.5 s: one cell per frame.
            LinearKeyframe(8.0, duration: 1.5)
            LinearKeyframe(6.0, duration: 0.5)
        }
        .onKeyPress(.character("t")) {
            taps += 1
            return .handled
        }
    }
}

/// The same bar looping 0 → 4 → 0 every 2 s while `repeating`; `r` toggles it.
private struct LoopingBar: View {
    @State var repeating = true
    var body: some View {
        Text("#")
            .keyframeAnimator(initialValue: 1.0, repeating: repeating) { content, length in
                HStack(spacing: 0) {
                    ForEach(0..<Int(length.rounded()), id: \.self) { _ in content }
                }
                .frame(width: 80, alignment: .leading)
            } keyframes: { _ in
                LinearKeyframe(4.0, duration: 1.5)
                LinearKeyframe(1.0, duration: 1.5)
            }
            .onKeyPress(.character("r")) {
                repeating.toggle()
                return .handled
            }
    }
}

@MainActor
@Suite("Keyframe animators")
struct KeyframeAnimatorTests {
    static func host<V: View>(_ view: V) -> TestHost {
        TestHost(view, size: Size(width: 10, height: 1), fps: 4)
    }

    @Test("with a trigger, the content gets the initial value until the trigger changes, and nothing animates")
    func restsAtInitialValue() async {
        let host = Self.host(TriggeredBar())
        host.expectScreen(["##        "])
        let composed = host.engine.driver.composedCount
        await host.advance(by: 1)
        host.expectScreen(["##        "])
        #expect(host.engine.driver.composedCount == composed, "an idle animator asks for no frames")
        #expect(!host.engine.host.graph.isAnimating)
    }

    @Test("a trigger change plays the keyframes once from the value shown, frame by frame on the clock")
    func playsOncePerTrigger() async {
        let host = Self.host(TriggeredBar())
        host.press(.character("t"))
        host.expectScreen(["##        "])
        await host.advance(by: 0.25)
        host.expectScreen(["###       "])
        await host.advance(by: 1.25)
        host.expectScreen(["########  "])
        #expect(host.engine.host.graph.isAnimating)
        await host.advance(by: 0.25)
        host.expectScreen(["#######   "])
        await host.advance(by: 0.25)
        host.expectScreen(["######    "])
        #expect(!host.engine.host.graph.isAnimating, "the keyframes ended at 2 s")
    }

    @Test("when the keyframes finish the animator remains at their end value, which the next play starts from")
    func restsAtEndValue() async {
        let host = Self.host(TriggeredBar())
        host.press(.character("t"))
        await host.advance(by: 3)
        #expect(host.lines == ["######    "], "rests at the last keyframe's 6, not the initial 2")
        #expect(!host.engine.host.graph.isAnimating)
        let composed = host.engine.driver.composedCount
        await host.advance(by: 1)
        #expect(host.engine.driver.composedCount == composed)
        // Again from 6: 6 + (8 − 6)·(0.75/1.5) = 7 after 0.75 s.
        host.press(.character("t"))
        await host.advance(by: 0.75)
        host.expectScreen(["#######   "])
    }

    @Test("a trigger change while playing starts the keyframes again from the interpolated value")
    func retriggerRestarts() async {
        let host = Self.host(TriggeredBar())
        host.press(.character("t"))
        await host.advance(by: 1.5)
        host.expectScreen(["########  "])
        // A key typed while frames are due lands on the next frame, as
        // live: at 1.75 s the bar has come down to 8 − 2·(0.25/0.5) = 7.
        host.press(.character("t"))
        host.expectScreen(["#######   "])
        // From 7 to 8 in 1.5 s, then down to 6 in the last half second:
        // 8 − 2·(0.25/0.5) = 7 at 1.75 s.
        await host.advance(by: 1.75)
        host.expectScreen(["#######   "])
        await host.advance(by: 0.25)
        host.expectScreen(["######    "])
        #expect(!host.engine.host.graph.isAnimating)
    }

    @Test("a trigger change while playing keeps the velocity: a cubic keyframe without its own carries on the motion it interrupts")
    func retriggerKeepsVelocity() {
        let player = KeyframePlayer(resting: 0.0)
        player.play({ _ in KeyframeTrack { LinearKeyframe(10.0, duration: 1) } }, at: 0)
        // Half-way, at 5 and 10 per second, new keyframes hold the value: the
        // Hermite curve from 5 at 10/s to 5 at rest is ½·5 + ⅛·10 + ½·5 = 6.25 after ½ s.
        player.play({ value in KeyframeTrack { CubicKeyframe(value, duration: 1) } }, at: 0.5)
        #expect(abs(player.value(at: 1) - 6.25) < 1e-9)
        #expect(player.value(at: 1.5) == 5)
    }

    @Test("repeating, the keyframes loop for as long as the view is shown; not repeating, the content gets the timeline's start")
    func repeatingLoops() async {
        let host = Self.host(LoopingBar())
        host.expectScreen(["#         "])
        // 1 + 3·(0.5/1.5) = 2.
        await host.advance(by: 0.5)
        host.expectScreen(["##        "])
        await host.advance(by: 1)
        host.expectScreen(["####      "])
        await host.advance(by: 1.5)
        host.expectScreen(["#         "])
        await host.advance(by: 1.5)
        #expect(host.lines == ["####      "], "the second loop, from the end of the first")
        #expect(host.engine.host.graph.isAnimating)
        host.press(.character("r"))
        host.expectScreen(["#         "])
        await host.advance(by: 0.5)
        #expect(!host.engine.host.graph.isAnimating)
        host.expectScreen(["#         "])
    }
}

/// A looping animator that `t` removes with a one-second fade.
private struct LeavingLoop: View {
    @State private var show = true
    var body: some View {
        VStack(spacing: 0) {
            if show {
                KeyframeAnimator(initialValue: 1.0, repeating: true) { length in
                    Text(String(repeating: "#", count: Int(length.rounded())))
                } keyframes: { _ in
                    LinearKeyframe(4.0, duration: 1.5)
                    LinearKeyframe(1.0, duration: 1.5)
                }
                .transition(.opacity)
            }
        }
        .frame(width: 80, alignment: .leading)
        .onKeyPress(.character("t")) {
            withAnimation(.linear(duration: 1)) { show.toggle() }
            return .handled
        }
    }
}

@MainActor
@Suite("Keyframe animators leaving")
struct KeyframeAnimatorLeavingTests {
    @Test("a looping animator does not hold up the removal of the view it is in: it leaves when its transition ends")
    func loopLeaves() async {
        let host = TestHost(LeavingLoop(), size: Size(width: 10, height: 1), fps: 4)
        await host.advance(by: 1)
        host.press(.character("t"))
        await host.advance(by: 1.25)
        host.expectScreen(["          "])
        await host.advance(by: 0.5)
        #expect(!host.engine.host.graph.isAnimating, "the loop went with its view")
    }
}
