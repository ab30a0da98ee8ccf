import Testing
@testable import TermCoverCore
import TermCoverTesting

private struct Slide: View {
    let calls: Calls
    let transition: AnyTransition
    @State private var show = false
    var body: some View {
        Text("base")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .onKeyPress(.return) { withAnimation(.linear(duration: 1)) { show = true }; return .handled }
            .fullScreenCover(isPresented: $show) { [calls, transition] in
                let _ = calls.count += 1
                Text("cover").frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background { Color(palette: 4) }
                    .transition(transition)
            }
    }
}

/// A cover presented by a task through a coordinator's proxy, as `cover-live-scene` does.
private struct CoordinatedSlide: View {
    var body: some View {
        PresentationCoordinator { proxy in
            Text("base").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .task { try? await proxy.present() }
                .fullScreenCover(presentation: proxy, animation: .linear(duration: 1.0)) {
                    Text("cover").frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background { Color(palette: 4) }
                        .transition(.move(edge: .bottom))
                }
        }
    }
}

/// A base view that counts its evaluations.
private struct CountedBase: View {
    let calls: Calls
    var body: some View {
        let _ = calls.count += 1
        Text("base").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct CountedSlide: View {
    let base: Calls
    let content: Calls
    @State private var show = false
    var body: some View {
        CountedBase(calls: base)
            .onKeyPress(.return) { withAnimation(.linear(duration: 1)) { show = true }; return .handled }
            .fullScreenCover(isPresented: $show) { [content] in
                let _ = content.count += 1
                Text("cover").frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background { Color(palette: 4) }
                    .transition(.move(edge: .bottom))
            }
    }
}

/// An offset sprung by `withAnimation(completion:)`, noting when the completion ran.
private struct SprungOffset: View {
    let completions: Calls
    @State private var x = 0.0
    var body: some View {
        Text("X").offset(x: x * 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .onKeyPress(.return) {
                withAnimation(.spring(response: 0.5, dampingFraction: 1)) { x = 40 } completion: { [completions] in
                    completions.count += 1
                }
                return .handled
            }
    }
}

/// A slide under a status bar that shows a count kept outside the graph.
private struct SlideUnderStatus: View {
    let frames: Calls
    @State private var show = false
    var body: some View {
        Text("base")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .onKeyPress(.return) { withAnimation(.linear(duration: 1)) { show = true }; return .handled }
            .fullScreenCover(isPresented: $show) {
                Text("cover").frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background { Color(palette: 4) }
                    .transition(.move(edge: .bottom))
            }
            .windowOverlay(alignment: .bottom) { [frames] in Text("frame \(frames.count)") }
    }
}

private struct Drifter: View {
    @State private var x = 0.0
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("X").offset(x: x * 8)
            Text("still")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .onKeyPress(.return) { withAnimation(.linear(duration: 1)) { x = 4 }; return .handled }
    }
}

@MainActor
// Serialized: `tick` flips `EffectNode.skipsUnchangedLooks` for the whole process.
@Suite("A moving translation updates its node in place, and what it moves is not built again", .serialized)
struct TranslationInPlaceTests {
    @Test("a cover sliding in for 1 s at 60 fps is built in its first frames, not in each of the 60")
    func slidingCoverIsNotRebuilt() async {
        let calls = Calls()
        let host = TestHost(Slide(calls: calls, transition: .move(edge: .bottom)), size: Size(width: 10, height: 24))
        host.press(.return)
        await host.advance(by: 0.1)
        let early = calls.count
        await host.advance(by: 0.5)
        // 0.6 s in, 40% of 24 rows (9.6) below its place: the text from row 11 or 12 is near row 21.
        #expect(host.lines.contains { $0.contains("cover") }, "\(host.screen)")
        await host.advance(by: 0.5)
        #expect(early <= 4)
        // Once more at most, when the presentation ends and its phase changes.
        #expect(calls.count <= early + 1)
        #expect(host.lines.contains { $0.contains("cover") } && !host.lines.contains { $0.contains("base") })
    }

    /// Advances `host` a tick, and `reference` a tick composing every tick
    /// (the behaviour before translations compared their looks).
    private func tick(_ host: TestHost, _ reference: TestHost) async {
        await host.advance(by: 1.0 / 60)
        EffectNode.skipsUnchangedLooks = false
        await reference.advance(by: 1.0 / 60)
        EffectNode.skipsUnchangedLooks = true
    }

    @Test("a whole-cell slide composes a screen only on the ticks where the cover reaches a new row, each the screen composing every tick shows")
    func wholeCellSlideComposesOnNewRowsOnly() async {
        var environment = EnvironmentValues()
        environment.subcellPrecision = .wholeCells
        let size = Size(width: 10, height: 24)
        let host = TestHost(Slide(calls: Calls(), transition: .move(edge: .bottom)), size: size, environment: environment)
        let reference = TestHost(Slide(calls: Calls(), transition: .move(edge: .bottom)), size: size, environment: environment)
        host.press(.return)
        reference.press(.return)
        let (before, referenceBefore) = (host.engine.host.compositions, reference.engine.host.compositions)
        for k in 1...60 {
            await tick(host, reference)
            #expect(host.screen == reference.screen, "tick \(k)")
            // What reached the terminal, too: a tick that composed nothing sends nothing.
            #expect(host.terminal.screen == reference.terminal.screen, "tick \(k), terminal")
        }
        #expect(reference.engine.host.compositions - referenceBefore >= 60)
        // Linear over 1 s from 24 rows below: tick k is 24 (1 - k/60) rows down,
        // drawn on the nearest whole row, so the 60 ticks reach 25 rows (24 … 0),
        // a new one on 24 of them: about two ticks in five. Frames evaluated
        // in full always compose: the first after the key, and where the
        // animation and then the presentation end; three more at most.
        let composed = host.engine.host.compositions - before
        #expect(composed <= 27, "\(composed) screens composed for 60 ticks")
    }

    @Test("while a whole-cell cover slides, the loop is told to sleep until the first tick whose screen differs from the one shown",
          arguments: [false, true])
    func wholeCellSlideSleepsUntilTheNextRow(throughCoordinator: Bool) async {
        var environment = EnvironmentValues()
        environment.subcellPrecision = .wholeCells
        let size = Size(width: 10, height: 24)
        // Presented by a key, or by a task awaiting a coordinator's proxy (whose
        // insertion leaves a translation node of a pass that is gone).
        let view: @MainActor () -> AnyView = {
            throughCoordinator ? AnyView(CoordinatedSlide()) : AnyView(Slide(calls: Calls(), transition: .move(edge: .bottom)))
        }
        let host = TestHost(view(), size: size, environment: environment)
        // The oracle: a host that composes every tick, whose screens say which ticks change.
        let reference = TestHost(view(), size: size, environment: environment)
        if !throughCoordinator {
            host.press(.return)
            reference.press(.return)
        }
        await tick(host, reference)
        await tick(host, reference)
        var screens: [CellGrid] = []
        EffectNode.skipsUnchangedLooks = false
        for _ in 0..<70 {
            screens.append(reference.screen)
            await reference.advance(by: 1.0 / 60)
        }
        EffectNode.skipsUnchangedLooks = true
        screens.append(reference.screen)
        var slept = 0
        for k in 0..<50 {
            let schedule = host.engine.schedule!
            let next = schedule.core.nextFrame
            let predicted = schedule.graph.firstChange
            // The first tick after k whose screen differs from tick k's.
            let changes = (k + 1...70).first { screens[$0] != screens[k] }
            if let predicted, let changes {
                let ticks = Int(((predicted - next) * 60).rounded()) + 1
                #expect(ticks <= changes - k, "tick \(k): sleeps \(ticks) ticks, the screen changes after \(changes - k)")
                if ticks > 1 { slept += 1 }
            }
            await host.advance(by: 1.0 / 60)
            #expect(host.screen == screens[k + 1], "tick \(k + 1)")
        }
        // 24 rows in 60 ticks: three ticks in five land on the row already shown.
        #expect(slept >= 15, "slept past a tick \(slept) times in 50")
    }

    @Test("at every precision, a cover sliding in and an offset drifting show at each tick the screen composing every tick shows",
          arguments: SubcellPrecision.allCases)
    func skippedTicksNeverShowStaleScreens(precision: SubcellPrecision) async {
        var environment = EnvironmentValues()
        environment.subcellPrecision = precision
        // Each host gets a view of its own: a view's @State belongs to the graph that installed it.
        let views: [@MainActor () -> AnyView] = [{ AnyView(Slide(calls: Calls(), transition: .move(edge: .trailing))) },
                                                 { AnyView(Drifter()) }]
        for view in views {
            let size = Size(width: 12, height: 6)
            let host = TestHost(view(), size: size, colorSupport: .trueColor, environment: environment)
            let reference = TestHost(view(), size: size, colorSupport: .trueColor, environment: environment)
            host.press(.return)
            reference.press(.return)
            for k in 1...62 {
                await tick(host, reference)
                #expect(host.screen == reference.screen, "tick \(k) at \(precision)")
                #expect(host.terminal.screen == reference.terminal.screen, "tick \(k) at \(precision), terminal")
            }
        }
    }

    @Test("a cover that scales in is built again each frame: only translations are updated in place")
    func scalingCoverIsRebuilt() async {
        let calls = Calls()
        let host = TestHost(Slide(calls: calls, transition: .scale), size: Size(width: 10, height: 24))
        host.press(.return)
        await host.advance(by: 0.5)
        // A scale moves more than where the cover is drawn: no frame is drawn in place.
        #expect(!host.engine.host.graph.inPlace.isAllowed)
        await host.advance(by: 0.6)
        #expect(calls.count > 30)
    }

    @Test("an offset animating by 4 columns in 1 s shows at 0, 1, 2, 3 and 4 at quarter seconds, and its sibling stays")
    func offsetMovesInPlace() async {
        let host = TestHost(Drifter(), size: Size(width: 8, height: 2), fps: 4)
        var rows: [String] = [host.lines[0]]
        host.press(.return)
        for _ in 0..<4 {
            await host.advance(by: 0.25)
            rows.append(host.lines[0])
        }
        // Linear: x = 4t, so t = 0, ¼, ½, ¾, 1 s puts the X at columns 0 to 4.
        #expect(rows == ["X       ", " X      ", "  X     ", "   X    ", "    X   "])
        #expect(host.lines[1] == "still   ")
    }

    @Test("while a cover slides and nothing else moves, no body runs: base and content are built once, and the frames still move it")
    func slideEvaluatesNothing() async {
        let base = Calls(), content = Calls()
        let host = TestHost(CountedSlide(base: base, content: content), size: Size(width: 10, height: 24))
        host.press(.return)
        await host.advance(by: 0.1)
        let (baseEarly, contentEarly) = (base.count, content.count)
        var rows: [Int] = []
        for _ in 0..<3 {
            await host.advance(by: 0.25)
            rows.append(host.lines.firstIndex { $0.contains("cover") } ?? -1)
        }
        // Linear over 1 s and 24 rows: at 0.35, 0.6 and 0.85 s the cover is
        // 15.6, 9.6 and 3.6 rows below its place; its text (row 11 or 12 of
        // the cover, the middle of 24) is 26 (off screen), then 20 or 21, then 14 or 15.
        #expect(rows[0] == -1)
        #expect(rows[1] == 20 || rows[1] == 21, "\(rows)")
        #expect(rows[2] == 14 || rows[2] == 15, "\(rows)")
        #expect(base.count == baseEarly && content.count == contentEarly)
        // Nothing but the translation moved: those frames were drawn in place.
        #expect(host.engine.host.graph.inPlace.isAllowed)
        // The frame that ends the slide is evaluated in full, and the phase
        // change it brings rebuilds neither the base nor the content.
        await host.advance(by: 0.3)
        #expect(host.coverPhases == [.presented])
        #expect(base.count == baseEarly && content.count <= contentEarly + 1)
    }

    @Test("a spring's completion comes when it is logically complete, at its response, though its frames are drawn in place")
    func springCompletionIsOnTime() async throws {
        let completions = Calls()
        let host = TestHost(SprungOffset(completions: completions), size: Size(width: 50, height: 2))
        host.press(.return)
        let start = host.clock.now
        var fired: Double?
        var stillMoving: Bool?
        for _ in 0..<60 {
            await host.advance(by: 1.0 / 60)
            if fired == nil, completions.count > 0 {
                fired = host.clock.now - start
                stillMoving = host.engine.host.graph.isAnimating
            }
        }
        // Logically complete at t = response (0.5 s); a critically damped
        // spring then still has (1 + 2π)e^(-2π) ≈ 1.4% of its way to go, more
        // than the 1% at which it settles: it is still animating then.
        let at = try #require(fired)
        #expect(stillMoving == true)
        #expect(at >= 0.5 - 1e-9 && at < 0.5 + 1.0 / 60 + 1e-9, "fired at \(at)")
        #expect(completions.count == 1)
    }

    @Test("a window overlay is evaluated every frame of a slide, so a status bar shows each frame's figures")
    func overlayEveryFrame() async {
        let frames = Calls()
        let host = TestHost(SlideUnderStatus(frames: frames), size: Size(width: 20, height: 10))
        host.engine.driver.onFrame = { [frames] _ in frames.count += 1 }
        host.press(.return)
        var shown: [String] = []
        for _ in 0..<6 {
            await host.advance(by: 0.1)
            shown.append(host.lines[9].trimmingCharacters(in: .whitespaces))
        }
        // Six tenths of a second, six different counts: none of those frames was drawn in place.
        #expect(Set(shown).count == 6, "\(shown)")
    }
}

