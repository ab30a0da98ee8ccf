import Foundation
import Testing
import TermCoverTesting
@testable import TermCoverCore

/// Apple's example for `CustomAnimation`, as documented.
struct ElasticEaseInEaseOutAnimation: CustomAnimation {
    let duration: TimeInterval

    func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V: VectorArithmetic {
        if time > duration { return nil } // The animation has finished.

        let p = time / duration
        let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
        if p < 0.5 {
            return value.scaled(by: -(pow(2, 20 * p - 10) * s) / 2)
        } else {
            return value.scaled(by: (pow(2, -20 * p + 10) * s) / 2 + 1)
        }
    }
}

/// Linear over a second, but done after half of it: `animate` returns nil from 0.5 s on.
struct CutShort: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time >= 0.5 ? nil : value.scaled(by: time)
    }
}

/// Linear over a second, with SwiftUI's default `shouldMerge` and `velocity`.
struct Steady: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time > 1 ? nil : value.scaled(by: time)
    }
}

/// How many times a `Hastening` animation has taken another over.
private struct Merges<Value: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: Int { 0 }
}

extension AnimationContext {
    fileprivate var merges: Int {
        get { state[Merges<Value>.self] }
        set { state[Merges<Value>.self] = newValue }
    }
}

/// Linear, one second per (1 + merges so far): merges always, counting in its state.
struct Hastening: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let p = time * Double(1 + context.merges)
        return p > 1 ? nil : value.scaled(by: p)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        context.merges += 1
        return true
    }
}

/// A row of dots with a bar that a custom animation moves 8 columns right on "m".
private struct Slider: View {
    let animation: Animation
    let done: DoneFlag
    @State private var right = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Text("..........")
            Text("#").offset(x: right ? 64 : 0)
        }
        .frame(width: 80, height: 16, alignment: .topLeading)
        .onKeyPress(.character("m")) {
            withAnimation(animation) { right = true } completion: { done.isDone = true }
            return .handled
        }
    }
}

@MainActor
final class DoneFlag {
    var isDone = false
}

/// Whether `EnvironmentEased` eases in: set on the view whose change it animates.
private struct EasesInKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    fileprivate var easesIn: Bool {
        get { self[EasesInKey.self] }
        set { self[EasesInKey.self] = newValue }
    }
}

/// Over a second: linear, or t² when the environment of the changed view says to ease in.
struct EnvironmentEased: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time <= 1 else { return nil }
        return value.scaled(by: context.environment.easesIn ? time * time : time)
    }
}

@MainActor
@Suite("Animation: custom animations")
struct CustomAnimationTests {
    @Test("A custom animation's value at a time is the start plus what animate covers then: Apple's elastic ease at 0.25, 0.5 and 0.75 of a second")
    func elasticCurveAtTimes() {
        let track = AnimationTrack(value: 0.0)
        track.setTarget(10, animation: Animation(ElasticEaseInEaseOutAnimation(duration: 1)), at: 0)
        // p = 0.25: −(2⁻⁵ · sin(−6.125 · 2π/4.5)) / 2 = −(0.03125 · −0.766044) / 2 = 0.0119694.
        #expect(abs(track.value(at: 0.25) - 0.119694) < 1e-5)
        // p = 0.5: (2⁰ · sin(−1.125 · 2π/4.5)) / 2 + 1 = sin(−π/2) / 2 + 1 = 0.5.
        #expect(abs(track.value(at: 0.5) - 5) < 1e-9)
        // p = 0.75: (2⁻⁵ · sin(3.875 · 2π/4.5)) / 2 + 1 = 1 + 0.03125 · −0.766044 / 2 = 0.9880306: short of the target.
        #expect(abs(track.value(at: 0.75) - 9.880306) < 1e-5)
        #expect(track.value(at: 1.01) == 10)
        #expect(track.isFinished(at: 1.01))
    }

    @Test("A custom animation ends when animate returns nil: the value is the target from then on, whatever the curve was doing")
    func endsWhenAnimateReturnsNil() {
        let animation = Animation(CutShort())
        #expect(abs(animation.finishDuration - 0.5) < 1e-6)
        let track = AnimationTrack(value: 0.0)
        track.setTarget(10, animation: animation, at: 2)
        #expect(abs(track.value(at: 2.25) - 2.5) < 1e-9)
        #expect(abs(track.value(at: 2.49) - 4.9) < 1e-9)
        #expect(track.value(at: 2.5) == 10)
        #expect(track.isFinished(at: 2.5 + 1e-6))
        #expect(!track.isFinished(at: 2.4))
    }

    @Test("By default a custom animation does not merge: a retarget half-way adds its own change, and both run out")
    func additiveByDefault() {
        let track = AnimationTrack(value: 0.0)
        track.setTarget(10, animation: Animation(Steady()), at: 0)
        track.setTarget(20, animation: Animation(Steady()), at: 0.5)
        // 20 + (10·t − 10) + (10·(t − 0.5) − 10).
        #expect(abs(track.value(at: 0.5) - 5) < 1e-9, "no jump at the retarget")
        #expect(abs(track.value(at: 0.75) - 10) < 1e-9)
        #expect(abs(track.value(at: 1.0) - 15) < 1e-9)
        #expect(abs(track.value(at: 1.25) - 17.5) < 1e-9)
        #expect(track.value(at: 1.51) == 20)
    }

    @Test("A custom animation whose shouldMerge says yes takes the running one over from where the value is, with its state")
    func mergeCarriesState() {
        let track = AnimationTrack(value: 0.0)
        track.setTarget(10, animation: Animation(Hastening()), at: 0)
        #expect(abs(track.value(at: 0.5) - 5) < 1e-9)
        track.setTarget(20, animation: Animation(Hastening()), at: 0.5)
        // From 5, the 15 left in half a second (one merge in its state): 5 + 15 · 2(t − 0.5).
        #expect(abs(track.value(at: 0.75) - 12.5) < 1e-9)
        #expect(track.value(at: 1.0 + 1e-6) == 20)
    }

    @Test("A custom animation's progress as an Animation is what animate covers of a change of 1; its velocity, when it gives none, the slope")
    func progressAndVelocity() {
        let animation = Animation(Steady())
        #expect(abs(animation.value(at: 0.3) - 0.3) < 1e-12)
        #expect(abs(animation.velocity(at: 0.3) - 1) < 1e-6)
        #expect(animation.value(at: 2) == 1)
        #expect(Animation(Steady()) == Animation(Steady()))
        #expect(Animation(Steady()) != Animation(CutShort()))
    }

    @Test("A custom animation moves a view and completes its withAnimation when animate returns nil")
    func movesAViewAndCompletes() async {
        let done = DoneFlag()
        let host = TestHost(Slider(animation: Animation(Steady()), done: done), size: Size(width: 10, height: 1), fps: 4)
        host.press(.character("m"))
        await host.advance(by: 0.25)
        host.expectScreen(["..#......."])
        await host.advance(by: 0.5)
        host.expectScreen(["......#..."])
        #expect(!done.isDone)
        await host.advance(by: 0.5)
        host.expectScreen(["........#."])
        #expect(done.isDone)
    }

    @Test("A custom animation's context has the environment of the view whose change it animates")
    func contextHasTheViewsEnvironment() async {
        for easesIn in [false, true] {
            let host = TestHost(Slider(animation: Animation(EnvironmentEased()), done: DoneFlag())
                                    .environment(\.easesIn, easesIn),
                                size: Size(width: 10, height: 1), fps: 4)
            host.press(.character("m"))
            await host.advance(by: 0.5)
            // Half-way through 8 columns: linear 8 · 0.5 = 4, eased in 8 · 0.5² = 2.
            #expect(host.lines == [easesIn ? "..#......." : "....#....."], "eases in: \(easesIn)")
            await host.advance(by: 0.75)
            host.expectScreen(["........#."])
        }
    }
}
