import Testing
import TermCoverTesting
@testable import TermCoverCore

/// The terminal-native transitions: `.dissolve` shows the box's cells in
/// the 4×4 Bayer order of their place in the box (a cell shows once the
/// progress passes (level + ½)/16; the box's rows have levels 0 8 2 10 and
/// 12 4 14 6), and `.wipe(edge:)` shows cellRound(progress · extent)
/// columns or rows counted from the edge.
@MainActor
@Suite("Transitions: dissolve and wipe")
struct TransitionMaskTests {
    @Test("dissolve shows the box cell by cell in dither order and hides it in reverse")
    func dissolve() async {
        let quarter = ["..........", "...A.C....", "..........", "..........", ".........."]
        let half = ["..........", "...A.C....", "....F.H...", "..........", ".........."]
        let threeQuarters = ["..........", "...ABCD...", "....F.H...", "..........", ".........."]
        await Stage.expect(.dissolve, insertion: [
            Expected(0, Stage.empty),
            Expected(0.25, quarter),
            Expected(0.5, half),
            Expected(0.75, threeQuarters),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.25, threeQuarters),
            Expected(0.5, half),
            Expected(0.75, quarter),
        ])
    }

    @Test("dissolve keeps the pattern with the view: a dissolving view moved by a sibling modifier dissolves the same cells")
    func dissolveFollowsTheView() async {
        // The same box at (3, 1) and shifted one column right by an offset
        // inside the transition show the same letters half-way.
        let host = Stage.host(showing: false) { Box().offset(x: 1).transition(.dissolve) }
        host.press(.character("t"))
        await host.advance(by: 0.5)
        #expect(host.lines == ["..........", "....A.C...", ".....F.H..", "..........", ".........."])
    }

    @Test("wipe(edge: .leading) reveals from the leading edge and hides back toward it")
    func wipeLeading() async {
        await Stage.expect(.wipe(edge: .leading), insertion: [
            Expected(0, Stage.empty),
            Expected(0.25, ["..........", "...A......", "...E......", "..........", ".........."]),
            Expected(0.5, ["..........", "...AB.....", "...EF.....", "..........", ".........."]),
            Expected(0.75, ["..........", "...ABC....", "...EFG....", "..........", ".........."]),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.25, ["..........", "...ABC....", "...EFG....", "..........", ".........."]),
            Expected(0.5, ["..........", "...AB.....", "...EF.....", "..........", ".........."]),
            Expected(0.75, ["..........", "...A......", "...E......", "..........", ".........."]),
        ])
    }

    @Test("wipe(edge: .trailing) reveals from the trailing edge")
    func wipeTrailing() async {
        let half = ["..........", ".....CD...", ".....GH...", "..........", ".........."]
        await Stage.expect(.wipe(edge: .trailing), insertion: [
            Expected(0, Stage.empty),
            Expected(0.25, ["..........", "......D...", "......H...", "..........", ".........."]),
            Expected(0.5, half),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.5, half),
        ])
    }

    @Test("wipe(edge: .top) and wipe(edge: .bottom) reveal whole rows")
    func wipeVertical() async {
        await Stage.expect(.wipe(edge: .top), insertion: [
            Expected(0, Stage.empty),
            Expected(0.5, ["..........", "...ABCD...", "..........", "..........", ".........."]),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.5, ["..........", "...ABCD...", "..........", "..........", ".........."]),
        ])
        await Stage.expect(.wipe(edge: .bottom), insertion: [
            Expected(0, Stage.empty),
            Expected(0.5, ["..........", "..........", "...EFGH...", "..........", ".........."]),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.5, ["..........", "..........", "...EFGH...", "..........", ".........."]),
        ])
    }
}
