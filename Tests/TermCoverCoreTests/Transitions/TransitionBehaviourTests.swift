import Testing
import TermCoverTesting
@testable import TermCoverCore

/// How transitions behave around them: interruptions, reduced motion,
/// disabled animations, identity, ForEach and nesting.
@MainActor
@Suite("Transitions: interruption, reduced motion, identity and containers")
struct TransitionBehaviourTests {
    /// "AB" on row 1 of a 40×3 screen, offset by 24 columns when active.
    private struct Runner: View {
        @State var show = false
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.clear.frame(width: 320, height: 48)
                VStack(alignment: .leading, spacing: 0) {
                    Color.clear.frame(width: 8, height: 16)
                    if show { Text("AB").transition(.offset(x: 192)) }
                }
            }
            .frame(width: 320, height: 48, alignment: .topLeading)
            .onKeyPress(.character("t")) {
                withAnimation(.linear(duration: 1)) { show.toggle() }
                return .handled
            }
        }
    }

    @Test("A view re-added while leaving turns around from where it is: no frame moves more than the animation's own step")
    func turnAround() async {
        let host = TestHost(Runner(), size: Size(width: 40, height: 3), fps: 60)
        func column() -> Int? { EffectsFixture.column(of: "A", in: host.screen, row: 1) }
        host.press(.character("t"))
        await host.advance(by: 1)
        #expect(column() == 0)
        host.press(.character("t"))                  // leaves toward column 24…
        await host.advance(by: 0.5)
        #expect(column() == 12)
        host.press(.character("t"))                  // …and comes back half-way
        var positions: [Int] = []
        for _ in 0..<90 {
            await host.advance(by: 1.0 / 60)
            guard let c = column() else { Issue.record("the view vanished while turning around"); return }
            positions.append(c)
        }
        var previous = 12
        for (frame, c) in positions.enumerated() {
            // 24 columns a second is 0.4 a frame; the old motion's remainder and the
            // new one added together never move more than one column a frame.
            #expect(abs(c - previous) <= 1, "frame \(frame + 1): \(previous) → \(c)")
            previous = c
        }
        #expect(positions.last == 0)
        #expect(host.lines[1].hasPrefix("AB"))
        #expect(!host.engine.host.graph.isAnimating)
    }

    @Test("A view removed while appearing turns around too, then leaves for good")
    func removeWhileAppearing() async {
        let host = TestHost(Runner(), size: Size(width: 40, height: 3), fps: 60)
        host.press(.character("t"))
        await host.advance(by: 0.5)
        #expect(EffectsFixture.column(of: "A", in: host.screen, row: 1) == 12)
        host.press(.character("t"))
        var previous = 12
        for frame in 0..<120 {
            await host.advance(by: 1.0 / 60)
            if let c = EffectsFixture.column(of: "A", in: host.screen, row: 1) {
                #expect(abs(c - previous) <= 1, "frame \(frame + 1)")
                previous = c
            }
        }
        #expect(host.lines[1] == String(repeating: " ", count: 40))
        #expect(!host.engine.host.graph.isAnimating)
    }

    @Test("Reduce motion turns a move into a cross-fade in place")
    func reduceMotion() async {
        func reduced() -> TestHost {
            var env = EnvironmentValues()
            env.accessibilityReduceMotion = true
            return Stage.host(showing: false, .move(edge: .leading), environment: env)
        }
        let fade = Stage.host(showing: false, .opacity)
        let host = reduced()
        #expect(host.screen == fade.screen)
        for h in [host, fade] { h.press(.character("t")) }
        for step in 1...4 {
            #expect(host.screen == fade.screen, "insertion frame \(step)")
            #expect(Stage.inPlace(host.lines), "never moved")
            for h in [host, fade] { await h.advance(by: 0.25) }
        }
        #expect(host.lines == Stage.shown)
        for h in [host, fade] { h.press(.character("t")) }
        for step in 1...4 {
            #expect(host.screen == fade.screen, "removal frame \(step)")
            for h in [host, fade] { await h.advance(by: 0.25) }
        }
        #expect(host.lines == Stage.empty)
    }

    @Test("Reduce motion set with .environment on the view cross-fades as well")
    func reduceMotionModifier() async {
        let host = TestHost(TransitionStage(show: false) { Box().transition(.slide) }
            .environment(\.accessibilityReduceMotion, true), size: Size(width: 10, height: 5), fps: 4)
        let empty = host.screen
        host.press(.character("t"))
        #expect(host.screen == empty)
        await host.advance(by: 0.25)
        #expect(host.lines == Stage.empty)
        #expect(host.screen != empty)
        await host.advance(by: 0.5)
        #expect(host.lines == Stage.shown)
        await host.advance(by: 0.25)
        host.press(.character("t"))
        await host.advance(by: 0.25)
        #expect(host.lines == Stage.shown)       // still in place, not slid away
        await host.advance(by: 0.25)
        #expect(Stage.inPlace(host.lines))
        await host.advance(by: 0.5)
        #expect(host.screen == empty)
    }

    @Test("With disablesAnimations the view is inserted and removed within the frame of the change")
    func disablesAnimations() async {
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.disablesAnimations = true
        let rest = Stage.host(showing: true, .slide).screen
        let host = Stage.host(showing: false, .slide, transaction: transaction)
        let empty = host.screen
        host.press(.character("t"))
        #expect(host.screen == rest)
        host.press(.character("t"))
        #expect(host.screen == empty)
        #expect(!host.engine.host.graph.isAnimating)
    }

    @Test("Even a transition with its own animation is not animated when animations are disabled")
    func disablesAnimationsOverTransitionAnimation() async {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        let host = Stage.host(showing: false, AnyTransition.slide.animation(.linear(duration: 1)), transaction: transaction)
        let empty = host.screen
        host.press(.character("t"))
        #expect(host.lines == Stage.shown)
        host.press(.character("t"))
        #expect(host.screen == empty)
    }

    @Test("Without animation the view is inserted and removed within the frame of the change")
    func noAnimation() async {
        for transition in [AnyTransition.slide, .opacity, .scale, .dissolve, .wipe(edge: .leading)] {
            let rest = Stage.host(showing: true, transition).screen
            let host = Stage.host(showing: false, transition, animation: nil)
            let empty = host.screen
            host.press(.character("t"))
            #expect(host.screen == rest)
            host.press(.character("t"))
            #expect(host.screen == empty)
            #expect(!host.engine.host.graph.isAnimating)
        }
    }

    @Test("Views present from the first frame appear at rest, even with a transition that has its own animation")
    func firstFrame() async {
        let host = Stage.host(showing: true, AnyTransition.move(edge: .trailing).animation(.linear(duration: 2)))
        #expect(host.lines == Stage.shown)
        #expect(!host.engine.host.graph.isAnimating)
    }

    /// Four-letter rows in a ForEach: `r` removes "bbbb", `i` puts it back.
    private struct Rows: View {
        @State var items = ["aaaa", "bbbb", "cccc"]
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(items, id: \.self) { Text($0).transition(.move(edge: .trailing)) }
            }
            .frame(width: 80, height: 64, alignment: .topLeading)
            .onKeyPress(.character("r")) {
                withAnimation(.linear(duration: 1)) { items.removeAll { $0 == "bbbb" } }
                return .handled
            }
            .onKeyPress(.character("i")) {
                withAnimation(.linear(duration: 1)) { items.insert("bbbb", at: 1) }
                return .handled
            }
        }
    }

    @Test("In a ForEach, only the element removed or inserted transitions, in its own place")
    func forEach() async {
        let host = TestHost(Rows(), size: Size(width: 10, height: 4), fps: 4)
        let all = host.screen
        host.expectScreen(["aaaa      ", "bbbb      ", "cccc      ", "          "])
        host.press(.character("r"))
        host.expectScreen(["aaaa      ", "bbbb      ", "cccc      ", "          "])
        await host.advance(by: 0.5)
        host.expectScreen(["aaaa      ", "  bbbb    ", "cccc      ", "          "])
        await host.advance(by: 0.5)
        host.expectScreen(["aaaa      ", "cccc      ", "          ", "          "])
        #expect(!host.engine.host.graph.isAnimating)

        host.press(.character("i"))
        host.expectScreen(["aaaa      ", "    bbbb  ", "cccc      ", "          "])
        await host.advance(by: 0.5)
        host.expectScreen(["aaaa      ", "  bbbb    ", "cccc      ", "          "])
        await host.advance(by: 0.5)
        #expect(host.screen == all)
    }

    /// "ABCD" on row 2; `n` changes its identity. The new one comes down
    /// from 2 rows up while the old one leaves 2 rows down.
    private struct Identified: View {
        @State var n = 0
        var body: some View {
            ZStack(alignment: .topLeading) {
                Text(Stage.empty.joined(separator: "\n"))
                VStack(alignment: .leading, spacing: 0) {
                    Color.clear.frame(width: 80, height: 32)
                    ZStack(alignment: .topLeading) {
                        Text(n == 0 ? "ABCD" : "WXYZ")
                            .transition(.asymmetric(insertion: .offset(y: -32), removal: .offset(y: 32)))
                            .id(n)
                    }
                    .padding(.leading, 24)
                }
            }
            .frame(width: 80, height: 80, alignment: .topLeading)
            .onKeyPress(.character("n")) {
                withAnimation(.linear(duration: 1)) { n += 1 }
                return .handled
            }
        }
    }

    @Test("Changing .id removes the old view and inserts the new one, each with its transition")
    func identityChange() async {
        let host = TestHost(Identified(), size: Size(width: 10, height: 5), fps: 4)
        host.expectScreen(["..........", "..........", "...ABCD...", "..........", ".........."])
        host.press(.character("n"))
        host.expectScreen(["...WXYZ...", "..........", "...ABCD...", "..........", ".........."])
        await host.advance(by: 0.5)
        host.expectScreen(["..........", "...WXYZ...", "..........", "...ABCD...", ".........."])
        await host.advance(by: 0.5)
        host.expectScreen(["..........", "..........", "...WXYZ...", "..........", ".........."])
        #expect(!host.engine.host.graph.isAnimating)
    }

    @Test("A .transition reached through a nested if or an .id applies when the outer if changes")
    func nestedDynamicContent() async {
        let mid = ["..........", ".ABCD.....", ".EFGH.....", "..........", ".........."]
        struct Either: View {
            let flag: Bool
            var body: some View {
                if flag { Box().transition(.move(edge: .leading)) } else { Text("never") }
            }
        }
        let nestedIf = Stage.host(showing: false) { Either(flag: true) }
        let withID = Stage.host(showing: false) { Box().transition(.move(edge: .leading)).id(7) }
        for host in [nestedIf, withID] {
            let empty = host.screen
            host.press(.character("t"))
            host.expectScreen(["..........", "BCD.......", "FGH.......", "..........", ".........."])
            await host.advance(by: 0.5)
            #expect(host.lines == mid)
            await host.advance(by: 0.5)
            #expect(host.lines == Stage.shown)
            host.press(.character("t"))
            await host.advance(by: 0.5)
            #expect(host.lines == mid)
            await host.advance(by: 0.5)
            #expect(host.screen == empty)
        }
    }
}
