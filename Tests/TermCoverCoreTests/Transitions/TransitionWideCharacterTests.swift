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

/// Emoji sequences under the effects that cut, fade or redraw a layer:
/// each stays one cluster of width 2, whole or gone, never half.
@MainActor
@Suite("Transitions: emoji clusters stay whole")
struct TransitionClusterTests {
    static let clusters = ["👨\u{200D}👩\u{200D}👧", "\u{1F1EB}\u{1F1F7}", "1\u{FE0F}\u{20E3}", "👍\u{1F3FD}"]

    @Test("a family, a flag, a keycap and a skin tone fade, dissolve, slide and scale as single glyphs two columns wide",
          arguments: [ColorSupport.palette256, .ansi16])
    func clustersStayWhole(colorSupport: ColorSupport) async {
        let transitions: [(String, AnyTransition)] = [
            ("opacity", .opacity), ("dissolve", .dissolve), ("slide", .slide), ("move trailing", .move(edge: .trailing)),
            ("scale", .scale), ("rotation", .rotation), ("wipe leading", .wipe(edge: .leading)),
        ]
        let glyphs = Set(Self.clusters.map { Character($0) })
        for (name, transition) in transitions {
            let stage = TransitionStage(show: false, backdrop: Array(repeating: "..............", count: 4)) {
                Text(Self.clusters.joined()).transition(transition)
            }
            let host = TestHost(stage, size: Size(width: 14, height: 4), fps: 15, colorSupport: colorSupport)
            for change in ["insertion", "removal"] {
                host.press(.character("t"))
                for frame in 0...16 {
                    let screen = host.screen
                    #expect(EffectsFixture.wideCharactersAreWhole(screen), "\(name), \(change), frame \(frame):\n\(screen)")
                    for y in 0..<screen.height {
                        for x in 0..<screen.width {
                            guard let c = screen[x, y].character, !c.isASCII, !Picture.glyphs.contains(c) else { continue }
                            #expect(glyphs.contains(c) && screen[x, y].width == 2, "\(name), \(change), frame \(frame), (\(x), \(y))")
                        }
                    }
                    // At rest, shown: the four clusters at columns 3, 5, 7, 9 of the row the stage puts them on.
                    if change == "insertion" && frame == 16 {
                        for (i, cluster) in Self.clusters.enumerated() {
                            #expect(screen[3 + 2 * i, 1].character == Character(cluster) && screen[4 + 2 * i, 1].isContinuation,
                                    "\(name): \(screen)")
                        }
                    }
                    await host.advance(by: 1.0 / 15)
                }
            }
        }
    }
}
