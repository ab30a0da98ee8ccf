import Foundation
import Testing
import TermCoverTesting
@testable import TermCoverCore

/// The phases a transition's body was asked for, repeats run together.
@MainActor
final class PhaseLog {
    private(set) var phases: [TransitionPhase] = []
    func note(_ phase: TransitionPhase) {
        if phases.last != phase { phases.append(phase) }
    }
}

/// Slides in from 4 columns to the left and out 4 columns to the right,
/// noting each phase it is asked for: `phase.value` is −1, 0 and +1.
struct Sideways: Transition {
    let log: PhaseLog
    func body(content: Content, phase: TransitionPhase) -> some View {
        log.note(phase)
        return content.offset(x: 32 * phase.value)
    }
}

/// Apple's custom transition from "Create custom visual effects with
/// SwiftUI" (WWDC24, 10:36), exactly as shown there.
struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .opacity(phase.isIdentity ? 1 : 0)
            .blur(radius: phase.isIdentity ? 0 : 80)
            .rotationEffect(
                .degrees(
                    phase == .willAppear ? 360 :
                        phase == .didDisappear ? -360 : .zero
                )
            )
            .brightness(phase == .willAppear ? 1 : 0)
    }
}

/// Comes down from above the screen, leaves down below it: 8 rows a phase.
struct DropThrough: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(y: 128 * phase.value)
    }
}

/// Presents `content` over the base rows on "p", dismisses it on "d", each
/// with a linear second.
private struct CoverToggle<C: View>: View {
    @ViewBuilder let content: () -> C
    @State private var show = false
    var body: some View {
        BaseRows()
            .onKeyPress(.character("p")) { withAnimation(oneSecond) { show = true }; return .handled }
            .fullScreenCover(isPresented: $show) {
                content().onKeyPress(.character("d")) { withAnimation(oneSecond) { show = false }; return .handled }
            }
    }
}

@MainActor
@Suite("Transitions: the Transition protocol")
struct TransitionProtocolTests {
    @Test("A Transition's body is asked for willAppear, then identity on insertion, then didDisappear on removal, and the view moves through them")
    func phasesInOrder() async {
        let log = PhaseLog()
        let host = Stage.host(showing: false) { Box().transition(Sideways(log: log)) }
        #expect(log.phases == [])
        host.press(.character("t"))
        var elapsed = 0.0
        await Stage.play(host, [
            Expected(0, ["..........", "BCD.......", "FGH.......", "..........", ".........."]),
            Expected(0.25, ["..........", "ABCD......", "EFGH......", "..........", ".........."]),
            Expected(0.5, ["..........", ".ABCD.....", ".EFGH.....", "..........", ".........."]),
            Expected(0.75, ["..........", "..ABCD....", "..EFGH....", "..........", ".........."]),
            Expected(1, Stage.shown),
        ], "insertion", elapsed: &elapsed)
        #expect(log.phases == [.willAppear, .identity])
        await host.advance(by: 0.5)
        host.press(.character("t"))
        elapsed = 0
        await Stage.play(host, [
            Expected(0.25, ["..........", "....ABCD..", "....EFGH..", "..........", ".........."]),
            Expected(0.5, ["..........", ".....ABCD.", ".....EFGH.", "..........", ".........."]),
            Expected(0.75, ["..........", "......ABCD", "......EFGH", "..........", ".........."]),
            Expected(1, Stage.empty),
        ], "removal", elapsed: &elapsed)
        #expect(log.phases == [.willAppear, .identity, .didDisappear])
        #expect(!host.engine.host.graph.isAnimating)
    }

    @Test("A Transition struct is a cover's transition too: it comes down from above and leaves downwards, as its phases say")
    func coverTakesATransitionStruct() async {
        let host = TestHost(CoverToggle { CoverRows().transition(DropThrough()) }, size: coverSize, fps: coverFPS)
        host.press(.character("p"))
        await host.advance(by: 2 * frame)
        let cover = coverScreen()
        #expect(host.lines == [cover[6], cover[7]] + baseScreen[2...])
        await host.advance(by: 6 * frame)
        #expect(host.lines == cover)
        host.press(.character("d"))
        await host.advance(by: 3 * frame)
        #expect(host.lines == screen(coverAt: 3))
        await host.advance(by: 5 * frame)
        #expect(host.lines == baseScreen)
    }

    @Test("Apple's Twirl compiles unchanged and ends at rest on the box; reduced motion fades it instead, as a transition with motion")
    func twirlAndReducedMotion() async {
        let host = Stage.host(showing: false) { Box().transition(Twirl()) }
        host.press(.character("t"))
        await host.advance(by: 1)
        #expect(host.lines == Stage.shown)
        #expect(Twirl.properties.hasMotion)
        #expect(!OpacityTransition.properties.hasMotion && !IdentityTransition.properties.hasMotion)
        var reduced = EnvironmentValues()
        reduced.accessibilityReduceMotion = true
        let faded = Stage.host(showing: false, environment: reduced) { Box().transition(Twirl()) }
        let fade = Stage.host(showing: false, environment: reduced) { Box().transition(.opacity) }
        faded.press(.character("t"))
        fade.press(.character("t"))
        for _ in 0..<4 {
            await faded.advance(by: 0.25)
            await fade.advance(by: 0.25)
            #expect(faded.screen == fade.screen)
        }
    }

    @Test("combined(with:) and animation(_:) on Transition values build what they build on AnyTransition")
    func combinators() async {
        let pairs: [(AnyTransition, AnyTransition, String)] = [
            (.scale.combined(with: .opacity), AnyTransition(ScaleTransition.scale.combined(with: OpacityTransition.opacity)), "scale + opacity"),
            (.move(edge: .top).animation(.linear(duration: 0.5)),
             AnyTransition(MoveTransition(edge: .top).animation(.linear(duration: 0.5))), "move with its own animation"),
        ]
        for (reference, value, what) in pairs {
            await expectSameMotion(reference, value, what)
        }
    }

    @Test("The built-ins as Transition values draw what their AnyTransition forms draw, frame by frame, in and out")
    func builtInsMatchAnyTransition() async {
        let pairs: [(AnyTransition, AnyTransition, String)] = [
            (.opacity, AnyTransition(OpacityTransition()), "opacity"),
            (.scale, AnyTransition(ScaleTransition.scale), "scale"),
            (.scale(scale: 0.5, anchor: .leading), AnyTransition(ScaleTransition(0.5, anchor: .leading)), "scale(0.5, anchor: .leading)"),
            (.move(edge: .top), AnyTransition(MoveTransition(edge: .top)), "move(edge: .top)"),
            (.move(edge: .trailing), AnyTransition(MoveTransition(edge: .trailing)), "move(edge: .trailing)"),
            (.push(from: .trailing), AnyTransition(PushTransition(edge: .trailing)), "push(from: .trailing)"),
            (.offset(x: 16, y: 16), AnyTransition(OffsetTransition(CGSize(width: 16, height: 16))), "offset(x: 2, y: 1)"),
            (.slide, AnyTransition(SlideTransition()), "slide"),
            (.identity, AnyTransition(IdentityTransition()), "identity"),
        ]
        for (reference, value, what) in pairs {
            await expectSameMotion(reference, value, what)
        }
    }

    @Test("The built-ins are usable where some Transition is expected, by their static names")
    func staticMembers() {
        func name(_ t: some Transition) -> String { "\(type(of: t))" }
        #expect(name(.opacity) == "OpacityTransition")
        #expect(name(.scale) == "ScaleTransition")
        #expect(name(.scale(0.5, anchor: .top)) == "ScaleTransition")
        #expect(name(.move(edge: .bottom)) == "MoveTransition")
        #expect(name(.push(from: .leading)) == "PushTransition")
        #expect(name(.offset(CGSize(width: 1, height: 2))) == "OffsetTransition")
        #expect(name(.offset(x: 8)) == "OffsetTransition")
        #expect(name(.slide) == "SlideTransition")
        #expect(name(.identity) == "IdentityTransition")
        #expect(name(.blurReplace) == "BlurReplaceTransition")
        #expect(name(.blurReplace(.upUp)) == "BlurReplaceTransition")
        #expect(ScaleTransition.scale.scale == 1e-5)
    }

    @Test("asymmetric(insertion:removal:) comes in through the insertion's willAppear and goes through the removal's didDisappear, each other part staying at identity")
    func asymmetricPhases() async {
        let comingIn = PhaseLog(), goingOut = PhaseLog()
        let host = Stage.host(showing: false) {
            Box().transition(.asymmetric(insertion: Sideways(log: comingIn), removal: Sideways(log: goingOut)))
        }
        host.press(.character("t"))
        var elapsed = 0.0
        // In from 4 columns to the left (the insertion's −1), as Sideways alone.
        await Stage.play(host, [
            Expected(0.25, ["..........", "ABCD......", "EFGH......", "..........", ".........."]),
            Expected(0.5, ["..........", ".ABCD.....", ".EFGH.....", "..........", ".........."]),
            Expected(1, Stage.shown),
        ], "insertion", elapsed: &elapsed)
        #expect(comingIn.phases == [.willAppear, .identity])
        #expect(goingOut.phases == [.identity], "the removal is at rest while the view comes in")
        host.press(.character("t"))
        elapsed = 0
        // Out 4 columns to the right (the removal's +1).
        await Stage.play(host, [
            Expected(0.25, ["..........", "....ABCD..", "....EFGH..", "..........", ".........."]),
            Expected(0.75, ["..........", "......ABCD", "......EFGH", "..........", ".........."]),
            Expected(1, Stage.empty),
        ], "removal", elapsed: &elapsed)
        #expect(comingIn.phases == [.willAppear, .identity], "the insertion is at rest while the view goes")
        #expect(goingOut.phases == [.identity, .didDisappear])
    }

    @Test("AsymmetricTransition as a value moves as AnyTransition.asymmetric does, and has motion when either part has")
    func asymmetricMatchesAnyTransition() async {
        await expectSameMotion(.asymmetric(insertion: .scale, removal: .move(edge: .top)),
                               AnyTransition(AsymmetricTransition(insertion: ScaleTransition.scale, removal: MoveTransition(edge: .top))),
                               "scale in, move out")
        await expectSameMotion(.asymmetric(insertion: .opacity, removal: .push(from: .leading).animation(.linear(duration: 0.5))),
                               AnyTransition(AsymmetricTransition.asymmetric(insertion: OpacityTransition.opacity,
                                                                             removal: PushTransition.push(from: .leading).animation(.linear(duration: 0.5)))),
                               "fade in, push out with its own animation")
        func name(_ t: some Transition) -> String { "\(type(of: t))" }
        #expect(name(.asymmetric(insertion: .opacity, removal: .slide)) == "AsymmetricTransition<OpacityTransition, SlideTransition>")
        #expect(AsymmetricTransition<OpacityTransition, SlideTransition>.properties.hasMotion)
        #expect(!AsymmetricTransition<OpacityTransition, IdentityTransition>.properties.hasMotion)
    }

    /// Inserts and removes the box with each transition, comparing the two
    /// screens every quarter second.
    private func expectSameMotion(_ a: AnyTransition, _ b: AnyTransition, _ what: String,
                                  sourceLocation: SourceLocation = #_sourceLocation) async {
        let first = Stage.host(showing: false, a), second = Stage.host(showing: false, b)
        for change in ["insertion", "removal"] {
            first.press(.character("t"))
            second.press(.character("t"))
            for step in 0...5 {
                #expect(first.screen == second.screen, "\(what), \(change) at t = \(Double(step) / 4)", sourceLocation: sourceLocation)
                await first.advance(by: 0.25)
                await second.advance(by: 0.25)
            }
        }
    }
}
