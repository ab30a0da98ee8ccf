import Foundation
import Testing
import TermCoverTesting
@testable import TermCoverCore

/// Covers 10 units a second whatever the change, as a constant-speed
/// animation does: done (nil) once time ≥ |value| / 10, so a longer change
/// runs longer. A change of 1, the one a probe would try, is done at 0.1 s.
struct ConstantSpeed: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let distance = value.magnitudeSquared.squareRoot()
        guard distance > 0, time < distance / 10 else { return nil }
        return value.scaled(by: time * 10 / distance)
    }
}

/// `ConstantSpeed` that says it is logically complete once half the change
/// is covered (time ≥ |value| / 20).
struct HalfwayComplete: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let distance = value.magnitudeSquared.squareRoot()
        if time >= distance / 20 { context.isLogicallyComplete = true }
        guard distance > 0, time < distance / 10 else { return nil }
        return value.scaled(by: time * 10 / distance)
    }
}

/// Covers half the change at once and never returns nil.
struct NeverEnding: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        value.scaled(by: 0.5)
    }
}

/// How long `EnvironmentPaced` lasts: set on the view whose change it animates.
private struct PaceKey: EnvironmentKey {
    static let defaultValue: TimeInterval = 1
}

extension EnvironmentValues {
    fileprivate var pace: TimeInterval {
        get { self[PaceKey.self] }
        set { self[PaceKey.self] = newValue }
    }
}

/// Linear over as many seconds as the changed view's environment says (1 by default).
struct EnvironmentPaced: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let duration = context.environment.pace
        return time >= duration ? nil : value.scaled(by: time / duration)
    }
}

/// A row of dots with a bar that an animation moves 8 columns right on "m",
/// completing by `criteria`.
private struct Runner: View {
    let animation: Animation
    let criteria: AnimationCompletionCriteria
    let done: DoneFlag
    @State private var right = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Text("..........")
            Text("#").offset(x: right ? 8 : 0)
        }
        .frame(width: 10, height: 1, alignment: .topLeading)
        // A cell of one point: the animations' units (10 a second) are columns.
        .environment(\.cellSize, CGSize(width: 1, height: 1))
        .onKeyPress(.character("m")) {
            withAnimation(animation, completionCriteria: criteria) { right = true } completion: { done.isDone = true }
            return .handled
        }
    }
}

@MainActor
@Suite("Animation: a custom animation's run ends by its own change")
struct CustomRunEndTests {
    @Test("A custom animation runs until animate returns nil for that change: at 10 units a second a change of 20 still moves at 1.5 s and rests at 2 s, a change of 5 rests at 0.5 s")
    func lengthDependsOnTheValue() {
        let long = AnimationTrack(value: 0.0)
        long.setTarget(20, animation: Animation(ConstantSpeed()), at: 0)
        // 10 a second: 15 of 20 covered at 1.5 s, 19.9 at 1.99 s; nil from 20 / 10 = 2 s.
        #expect(abs(long.value(at: 1.5) - 15) < 1e-9)
        #expect(!long.isFinished(at: 1.5))
        #expect(abs(long.value(at: 1.99) - 19.9) < 1e-9)
        #expect(long.value(at: 2) == 20)
        #expect(long.isFinished(at: 2))

        let short = AnimationTrack(value: 0.0)
        short.setTarget(5, animation: Animation(ConstantSpeed()), at: 3)
        // Started at 3 s: 2.5 of 5 covered at 3.25 s; nil from 3 + 5 / 10 = 3.5 s.
        #expect(abs(short.value(at: 3.25) - 2.5) < 1e-9)
        #expect(!short.isFinished(at: 3.49))
        #expect(short.value(at: 3.5) == 5)
        #expect(short.isFinished(at: 3.5))
    }

    @Test("A custom animation is logically complete when its own run's context says so, and finished when that run's animate returns nil")
    func logicalCompletionIsTheRunsOwn() {
        let track = AnimationTrack(value: 0.0)
        let id = track.setTarget(20, animation: Animation(HalfwayComplete()), at: 0)
        // Half of 20 at 10 a second: logically complete from 1 s, finished from 2 s.
        _ = track.value(at: 0.9)
        #expect(!track.isLogicallyComplete(id: id, at: 0.9))
        #expect(abs(track.value(at: 1.0) - 10) < 1e-9)
        #expect(track.isLogicallyComplete(id: id, at: 1.0))
        #expect(!track.isFinished(id: id, at: 1.5))
        #expect(track.isFinished(id: id, at: 2.0))
    }

    @Test("withAnimation's completion (removed) comes in the frame in which the run's own animate returns nil, not when a change of 1 would")
    func removedCompletionAtTheRunsEnd() async {
        let done = DoneFlag()
        let host = TestHost(Runner(animation: Animation(ConstantSpeed()), criteria: .removed, done: done),
                            size: Size(width: 10, height: 1), fps: 4)
        host.press(.character("m"))
        // 8 columns at 10 a second: 5 covered at 0.5 s, 7.5 at 0.75 s; nil from 0.8 s, so the frame at 1 s.
        await host.advance(by: 0.5)
        host.expectScreen([".....#...."])
        #expect(!done.isDone)
        await host.advance(by: 0.25)
        #expect(!done.isDone)
        await host.advance(by: 0.25)
        host.expectScreen(["........#."])
        #expect(done.isDone)
    }

    @Test("withAnimation's completion (logically complete) comes in the frame in which the run's own context says so")
    func logicalCompletionInAView() async {
        let done = DoneFlag()
        let host = TestHost(Runner(animation: Animation(HalfwayComplete()), criteria: .logicallyComplete, done: done),
                            size: Size(width: 10, height: 1), fps: 4)
        host.press(.character("m"))
        // 8 columns at 10 a second: 2.5 covered at 0.25 s, logically complete from 8 / 20 = 0.4 s,
        // so in the frame at 0.5 s, with 5 columns covered and the bar still moving.
        await host.advance(by: 0.25)
        #expect(!done.isDone)
        await host.advance(by: 0.25)
        host.expectScreen([".....#...."])
        #expect(done.isDone)
    }

    @Test("A custom animation whose length reads the environment runs as long as the changed view's environment says")
    func lengthReadsTheEnvironment() async {
        let done = DoneFlag()
        let host = TestHost(Runner(animation: Animation(EnvironmentPaced()), criteria: .removed, done: done)
                                .environment(\.pace, 2),
                            size: Size(width: 10, height: 1), fps: 4)
        host.press(.character("m"))
        // 8 columns over 2 s: 6 covered at 1.5 s; nil from 2 s.
        await host.advance(by: 1.5)
        host.expectScreen(["......#..."])
        #expect(!done.isDone)
        await host.advance(by: 0.5)
        host.expectScreen(["........#."])
        #expect(done.isDone)
    }

    @Test("A custom animation that never returns nil is bounded: its run ends an hour after it starts")
    func neverEndingIsBounded() {
        let track = AnimationTrack(value: 0.0)
        let id = track.setTarget(10, animation: Animation(NeverEnding()), at: 5)
        // Half of 10 covered, for good: 5 while it runs, the target once the hour is up.
        #expect(track.value(at: 100) == 5)
        #expect(!track.isFinished(at: 3604))
        #expect(track.value(at: 3605) == 10)
        #expect(track.isFinished(at: 3605))
        #expect(track.isLogicallyComplete(id: id, at: 3605))
    }
}
