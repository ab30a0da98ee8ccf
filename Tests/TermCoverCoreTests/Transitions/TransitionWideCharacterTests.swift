import Testing
import TermCoverTesting
@testable import TermCoverCore

/// "한국어" (three wide characters, six columns) or the box over a backdrop
/// of wide characters, cut every which way by each transition: no frame may
/// hold half a character. Every continuation cell has its lead right before
/// it, and every wide lead has its continuation right after it.
@MainActor
@Suite("Transitions: wide characters stay whole")
struct TransitionWideCharacterTests {
    static let transitions: [(String, AnyTransition)] = [
        ("identity", .identity),
        ("opacity", .opacity),
        ("slide", .slide),
        ("move leading", .move(edge: .leading)),
        ("move trailing", .move(edge: .trailing)),
        ("move top", .move(edge: .top)),
        ("move bottom", .move(edge: .bottom)),
        ("offset 3, 1", .offset(x: 24, y: 16)),
        ("offset −5", .offset(x: -40)),
        ("scale", .scale),
        ("scale 0.5 leading", .scale(scale: 0.5, anchor: .leading)),
        ("scale 1.7 trailing", .scale(scale: 1.7, anchor: .trailing)),
        ("push from leading", .push(from: .leading)),
        ("push from bottom", .push(from: .bottom)),
        ("asymmetric", .asymmetric(insertion: .scale, removal: .slide)),
        ("slide + opacity", AnyTransition.slide.combined(with: .opacity)),
        ("rotation", .rotation),
        ("dissolve", .dissolve),
        ("wipe leading", .wipe(edge: .leading)),
        ("wipe trailing", .wipe(edge: .trailing)),
        ("wipe top", .wipe(edge: .top)),
        ("wipe bottom", .wipe(edge: .bottom)),
    ]

    /// Inserts and removes, checking every frame at 15 fps.
    private func check<C: View>(_ name: String, _ view: TransitionStage<C>, colorSupport: ColorSupport,
                                allowed: Set<Character>) async {
        let host = TestHost(view, size: Size(width: 12, height: 4), fps: 15, colorSupport: colorSupport)
        let empty = host.screen
        for change in ["insertion", "removal"] {
            host.press(.character("t"))
            for frame in 0...16 {
                #expect(EffectsFixture.wideCharactersAreWhole(host.screen), "\(name), \(change), frame \(frame):\n\(host.screen)")
                for line in host.lines {
                    #expect(line.allSatisfy { allowed.contains($0) }, "\(name), \(change), frame \(frame): \(line)")
                }
                await host.advance(by: 1.0 / 15)
            }
        }
        #expect(host.screen == empty, "\(name): nothing stale after removal")
    }

    @Test("Wide text cut by each transition never shows half a character (palette256 and ansi16)",
          arguments: [ColorSupport.palette256, .ansi16])
    func wideText(colorSupport: ColorSupport) async {
        for (name, transition) in Self.transitions {
            await check(name, TransitionStage(show: false, backdrop: Array(repeating: "............", count: 4)) { Text("한국어").transition(transition) },
                        colorSupport: colorSupport, allowed: Set("한국어. ").union(Picture.glyphs))
        }
    }

    @Test("A box moving over wide characters breaks them into blanks, never halves (palette256 and ansi16)",
          arguments: [ColorSupport.palette256, .ansi16])
    func wideBackdrop(colorSupport: ColorSupport) async {
        for (name, transition) in Self.transitions {
            await check(name, TransitionStage(show: false, backdrop: Array(repeating: "가나다라마바", count: 4)) { Text("ABCDE").transition(transition) },
                        colorSupport: colorSupport, allowed: Set("가나다라마바ABCDE ").union(Picture.glyphs))
        }
    }
}
