import Testing
import TermCoverTesting
@testable import TermCoverCore

/// The values Apple's keyframe example animates.
private struct AnimationValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}

/// Apple's keyframe animator example, as written for iOS, on a key press.
private struct Rabbit: View {
    @State private var runPlan = 0
    var body: some View {
        Text("R")
            .keyframeAnimator(initialValue: AnimationValues(), trigger: runPlan) { content, value in
                content
                    .rotationEffect(value.angle)
                    .scaleEffect(value.scale)
                    .scaleEffect(y: value.verticalStretch)
                    .offset(y: value.verticalTranslation)
            } keyframes: { _ in
                KeyframeTrack(\.angle) {
                    CubicKeyframe(.zero, duration: 0.58)
                    CubicKeyframe(.degrees(16), duration: 0.125)
                    CubicKeyframe(.degrees(-16), duration: 0.125)
                    CubicKeyframe(.degrees(16), duration: 0.125)
                    CubicKeyframe(.zero, duration: 0.125)
                }
                KeyframeTrack(\.verticalStretch) {
                    CubicKeyframe(1.0, duration: 0.1)
                    CubicKeyframe(0.6, duration: 0.15)
                    CubicKeyframe(1.5, duration: 0.1)
                    CubicKeyframe(1.05, duration: 0.15)
                    CubicKeyframe(1.0, duration: 0.88)
                    CubicKeyframe(0.8, duration: 0.1)
                    CubicKeyframe(1.04, duration: 0.4)
                    CubicKeyframe(1.0, duration: 0.22)
                }
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.0, duration: 0.36)
                    SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                    SpringKeyframe(1.0, spring: .bouncy)
                }
                KeyframeTrack(\.verticalTranslation) {
                    LinearKeyframe(0.0, duration: 0.1)
                    SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                    SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                    SpringKeyframe(0.0, spring: .bouncy)
                }
            }
            .onKeyPress(.character("t")) {
                runPlan += 1
                return .handled
            }
    }
}

/// Apple's phase animator examples: a continuous fade and a triggered one.
private struct Pulses: View {
    @State private var likes = 0
    var body: some View {
        VStack {
            Text("A").phaseAnimator([false, true]) { content, phase in
                content.opacity(phase ? 1 : 0.5)
            }
            PhaseAnimator([1.0, 1.5, 1.0], trigger: likes) { scale in
                Text("B").scaleEffect(scale)
            } animation: { scale in
                scale > 1 ? .bouncy : .smooth
            }
        }
    }
}

@MainActor
@Suite("Animators as Apple's documentation writes them")
struct AnimatorExamplesTests {
    @Test("Apple's keyframe example compiles unchanged, plays on its trigger and then stops asking for frames")
    func rabbit() async {
        let host = TestHost(Rabbit(), size: Size(width: 9, height: 9), fps: 30)
        let rest = host.lines
        host.press(.character("t"))
        await host.advance(by: 0.5)
        #expect(host.engine.host.graph.isAnimating)
        #expect(host.lines != rest, "half a second in, the rabbit is off the ground")
        await host.advance(by: 3)
        #expect(!host.engine.host.graph.isAnimating)
    }

    @Test("Apple's phase examples compile unchanged; the continuous one keeps going")
    func pulses() async {
        let host = TestHost(Pulses(), size: Size(width: 9, height: 3), fps: 30)
        await host.advance(by: 2)
        #expect(host.engine.host.graph.isAnimating)
    }
}
