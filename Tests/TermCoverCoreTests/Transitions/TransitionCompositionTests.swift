import Testing
import TermCoverTesting
@testable import TermCoverCore

/// Moves the view by (x, y): a plain custom modifier for `.modifier(active:identity:)`.
private struct Shift: ViewModifier {
    let x: Double
    let y: Double
    func body(content: Content) -> some View { content.offset(x: x * 8, y: y * 16) }
}

/// `.asymmetric`, `.combined(with:)`, `.modifier(active:identity:)` and
/// `.animation(_:)` on a transition.
@MainActor
@Suite("Transitions: asymmetric, combined, modifier and animation")
struct TransitionCompositionTests {
    @Test("asymmetric(insertion: .scale, removal: .slide) scales in and slides out")
    func asymmetric() async {
        await Stage.expect(.asymmetric(insertion: .scale, removal: .slide), insertion: [
            Expected(0, Stage.empty),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.5, ["..........", ".....ABCD.", ".....EFGH.", "..........", ".........."]),
        ])
        // Scale ½ about the centre (5, 2) half-way in: columns [4, 6), rows [1.5, 2.5), as a picture.
        let host = Stage.host(showing: false, .asymmetric(insertion: .scale, removal: .slide))
        let empty = host.screen
        host.press(.character("t"))
        await host.advance(by: 0.5)
        Picture.expect(host.screen, over: empty, columns: 4...5, rows: 1...2, "half-way in")
    }

    @Test("asymmetric with identity removal: fades in, leaves at once")
    func asymmetricIdentityRemoval() async {
        let host = Stage.host(showing: false, .asymmetric(insertion: .opacity, removal: .identity))
        let empty = host.screen
        host.press(.character("t"))
        #expect(host.screen == empty)
        await host.advance(by: 1)
        #expect(host.lines == Stage.shown)
        host.press(.character("t"))
        #expect(host.screen == empty)
        #expect(!host.engine.host.graph.isAnimating)
    }

    @Test("slide.combined(with: .opacity) moves and fades")
    func slideWithOpacity() async {
        await Stage.expect(.slide.combined(with: .opacity), insertion: [
            Expected(0, Stage.empty),
            Expected(0.25, Stage.empty),
            Expected(0.75, ["..........", "..ABCD....", "..EFGH....", "..........", ".........."]),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.25, ["..........", "....ABCD..", "....EFGH..", "..........", ".........."]),
            Expected(0.75, Stage.empty),
        ])
    }

    @Test("slide + opacity in either order draws the same frames, cell for cell")
    func combinedOrderOfOpacity() async {
        let a = Stage.host(showing: false, .slide.combined(with: .opacity))
        let b = Stage.host(showing: false, AnyTransition.opacity.combined(with: .slide))
        for change in ["insertion", "removal"] {
            for host in [a, b] { host.press(.character("t")) }
            #expect(a.screen == b.screen, "\(change) at t = 0")
            for step in 1...5 {
                await a.advance(by: 0.25)
                await b.advance(by: 0.25)
                #expect(a.screen == b.screen, "\(change) at t = \(Double(step) * 0.25)")
            }
        }
        // The fade did happen: the veil at t = 0.25 covers the moved box (columns 0...3).
        let c = Stage.host(showing: false, AnyTransition.opacity.combined(with: .slide))
        let empty = c.screen
        c.press(.character("t"))
        await c.advance(by: 0.25)
        #expect(c.lines == Stage.empty)
        #expect(c.screen[0, 1] != empty[0, 1])
        #expect(c.screen[4, 1] == empty[4, 1])
    }

    @Test("combined applies the first transition inside: the outer scale also scales the inner offset")
    func combinedOrderOfGeometry() async {
        // offset 4 then scale ½ about the top-leading corner: x ↦ ½(x + 4), so
        // the box's columns [0, 4) land on [2, 4) past its origin (3): 5...6.
        let offsetThenScale = Stage.host(showing: false,
                                         AnyTransition.offset(x: 32).combined(with: .scale(scale: 0.5, anchor: .topLeading)))
        let empty = offsetThenScale.screen
        offsetThenScale.press(.character("t"))
        Picture.expect(offsetThenScale.screen, over: empty, columns: 5...6, rows: 1...1, "offset, then scale")
        // scale ½ then offset 4: x ↦ ½x + 4, columns [4, 6) past the origin: 7...8.
        let scaleThenOffset = Stage.host(showing: false,
                                         AnyTransition.scale(scale: 0.5, anchor: .topLeading).combined(with: .offset(x: 32)))
        scaleThenOffset.press(.character("t"))
        Picture.expect(scaleThenOffset.screen, over: empty, columns: 7...8, rows: 1...1, "scale, then offset")
        for host in [offsetThenScale, scaleThenOffset] {
            await host.advance(by: 1)
            #expect(host.lines == Stage.shown)
        }
    }

    @Test("modifier(active:identity:) animates the custom modifier's properties between the two states")
    func customModifier() async {
        let t = AnyTransition.modifier(active: Shift(x: -4, y: 2), identity: Shift(x: 0, y: 0))
        let mid = ["..........", "..........", ".ABCD.....", ".EFGH.....", ".........."]
        await Stage.expect(t, insertion: [
            Expected(0, ["..........", "..........", "..........", "BCD.......", "FGH......."]),
            Expected(0.5, mid),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.5, mid),
        ])
    }

    @Test("A transition's own animation wins over the change's: 2 s here against 1 s")
    func transitionAnimation() async {
        let t = AnyTransition.move(edge: .trailing).animation(.linear(duration: 2))
        await Stage.expect(t, insertion: [
            Expected(0, ["..........", ".......ABC", ".......EFG", "..........", ".........."]),
            Expected(0.5, ["..........", "......ABCD", "......EFGH", "..........", ".........."]),
            Expected(1, ["..........", ".....ABCD.", ".....EFGH.", "..........", ".........."]),
            Expected(1.5, ["..........", "....ABCD..", "....EFGH..", "..........", ".........."]),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.5, ["..........", "....ABCD..", "....EFGH..", "..........", ".........."]),
            Expected(1, ["..........", ".....ABCD.", ".....EFGH.", "..........", ".........."]),
            Expected(1.5, ["..........", "......ABCD", "......EFGH", "..........", ".........."]),
        ], duration: 2)
    }

    @Test("A transition's own animation runs even when the change is not animated")
    func transitionAnimationWithoutAmbient() async {
        let t = AnyTransition.move(edge: .trailing).animation(.linear(duration: 2))
        await Stage.expect(t, insertion: [
            Expected(0, ["..........", ".......ABC", ".......EFG", "..........", ".........."]),
            Expected(1, ["..........", ".....ABCD.", ".....EFGH.", "..........", ".........."]),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(1, ["..........", ".....ABCD.", ".....EFGH.", "..........", ".........."]),
        ], duration: 2, animation: nil)
    }

    @Test("A transition's own animation applies to the transition only, not to the view's content")
    func transitionAnimationLeavesContentAlone() async {
        // The box's own offset changes with the toggle; the change is not
        // animated, so it jumps, while the transition takes 2 s.
        struct Jumping: View {
            @State var show = false
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Text(Stage.empty.joined(separator: "\n"))
                    if show {
                        Text("AB").offset(x: show ? 16 : 0).transition(AnyTransition.opacity.animation(.linear(duration: 2)))
                    }
                }
                .frame(width: 80, height: 80, alignment: .topLeading)
                .onKeyPress(.character("t")) { show.toggle(); return .handled }
            }
        }
        let host = TestHost(Jumping(), size: Size(width: 10, height: 5), fps: 4)
        host.press(.character("t"))
        await host.advance(by: 1.5)
        #expect(host.lines[0] == "..AB......")
        await host.advance(by: 0.5)
        #expect(host.lines[0] == "..AB......")
    }

    @Test("In asymmetric, the insertion's own animation times the insertion and the removal's the removal")
    func asymmetricAnimations() async {
        let t = AnyTransition.asymmetric(insertion: AnyTransition.move(edge: .trailing).animation(.linear(duration: 2)),
                                         removal: AnyTransition.move(edge: .leading).animation(.linear(duration: 0.5)))
        let host = Stage.host(showing: false, t)
        host.press(.character("t"))
        await host.advance(by: 1)
        host.expectScreen(["..........", ".....ABCD.", ".....EFGH.", "..........", ".........."])
        await host.advance(by: 1)
        #expect(host.lines == Stage.shown)
        host.press(.character("t"))
        await host.advance(by: 0.25)
        host.expectScreen(["..........", ".ABCD.....", ".EFGH.....", "..........", ".........."])
        await host.advance(by: 0.25)
        #expect(host.lines == Stage.empty)
        #expect(!host.engine.host.graph.isAnimating)
    }

    @Test("In combined, a transition's own animation times only that transition")
    func combinedAnimations() async {
        // The move takes 2 s; the fade takes the change's 1 s.
        let t = AnyTransition.move(edge: .trailing).animation(.linear(duration: 2)).combined(with: .opacity)
        let rest = Stage.host(showing: true, t).screen
        let host = Stage.host(showing: false, t)
        host.press(.character("t"))
        await host.advance(by: 1)
        host.expectScreen(["..........", ".....ABCD.", ".....EFGH.", "..........", ".........."])
        // Fully faded in: the letters have their resting style.
        #expect(host.screen[5, 1] == rest[3, 1])
        #expect(host.screen[8, 2] == rest[6, 2])
        await host.advance(by: 1)
        #expect(host.screen == rest)
    }
}
