import Testing
import TermCoverTesting
@testable import TermCoverCore

/// A bar whose length animates, on a 10×1 screen.
private struct Bar: View, Animatable {
    var length: Double
    nonisolated var animatableData: Double {
        get { length }
        set { length = newValue }
    }
    var body: some View {
        Text(String(repeating: "#", count: Int(length.rounded()))).frame(width: 80, alignment: .leading)
    }
}

/// Phases 2, 6, 4: into 6 over 1 s, into the others over 0.5 s; `t` triggers.
private struct TriggeredPulse: View {
    @State private var taps = 0
    var body: some View {
        PhaseAnimator([2.0, 6.0, 4.0], trigger: taps) { length in
            Bar(length: length)
        } animation: { length in
            length == 6 ? .linear(duration: 1) : .linear(duration: 0.5)
        }
        .onKeyPress(.character("t")) {
            taps += 1
            return .handled
        }
    }
}

/// Phases 1 and 3 cycling without a trigger, 0.5 s a step, as a modifier.
private struct ContinuousPulse: View {
    var body: some View {
        Bar(length: 1).phaseAnimator([1.0, 3.0]) { _, length in
            Bar(length: length)
        } animation: { _ in .linear(duration: 0.5) }
    }
}

@MainActor
@Suite("Phase animators")
struct PhaseAnimatorTests {
    static func host<V: View>(_ view: V) -> TestHost {
        TestHost(view, size: Size(width: 10, height: 1), fps: 4)
    }

    @Test("the content shows the first phase until the trigger changes, and nothing animates")
    func restsAtFirstPhase() async {
        let host = Self.host(TriggeredPulse())
        host.expectScreen(["##        "])
        let composed = host.engine.driver.composedCount
        await host.advance(by: 1)
        #expect(host.engine.driver.composedCount == composed)
        #expect(!host.engine.host.graph.isAnimating)
    }

    @Test("a trigger change steps through each phase in turn with the animation for the phase it goes to, then back to the first")
    func stepsThroughPhases() async {
        let host = Self.host(TriggeredPulse())
        host.press(.character("t"))
        // The change is seen in the frame the key draws; the first step
        // starts with the frame after it, which a live run draws at once.
        await host.settle()
        host.expectScreen(["##        "])
        // 2 → 6 linearly over 1 s.
        await host.advance(by: 0.5)
        host.expectScreen(["####      "])
        await host.advance(by: 0.5)
        host.expectScreen(["######    "])
        // Complete at 1 s, so 6 → 4 over 0.5 s starts then.
        await host.advance(by: 0.25)
        host.expectScreen(["#####     "])
        await host.advance(by: 0.25)
        host.expectScreen(["####      "])
        // And 4 → 2, the first phase again, over 0.5 s.
        await host.advance(by: 0.25)
        host.expectScreen(["###       "])
        await host.advance(by: 0.25)
        host.expectScreen(["##        "])
        await host.advance(by: 0.5)
        #expect(host.lines == ["##        "], "it stops at the first phase")
        #expect(!host.engine.host.graph.isAnimating)
        // The next trigger plays the phases again.
        host.press(.character("t"))
        await host.settle()
        await host.advance(by: 0.5)
        host.expectScreen(["####      "])
    }

    @Test("without a trigger the phases cycle for as long as the view is shown")
    func continuousCycles() async {
        let host = Self.host(ContinuousPulse())
        await host.settle()
        host.expectScreen(["#         "])
        let expected = ["##        ", "###       ", "##        ", "#         "]
        for cycle in 0..<3 {
            for (step, row) in expected.enumerated() {
                await host.advance(by: 0.25)
                #expect(host.lines == [row], "cycle \(cycle), step \(step)")
            }
        }
        #expect(host.engine.host.graph.isAnimating)
    }
}

@MainActor
@Suite("Phase animators, timing")
struct PhaseAnimatorTimingTests {
    @Test("a trigger change starts the first step on the frame that saw it, not the frame after")
    func firstStepStartsWithTheTriggerFrame() async {
        let host = PhaseAnimatorTests.host(TriggeredPulse())
        host.press(.character("t"))
        let pressed = host.clock.now
        await host.advance(by: 0.5)
        // 2 → 6 over 1 s from the key's frame: 2 + 4 · (0.5 / 1) = 4.
        #expect(host.clock.now - pressed == 0.5)
        host.expectScreen(["####      "])
    }
}
