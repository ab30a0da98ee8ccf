import Testing
import TermCoverTesting
@testable import TermCoverCore

/// The terminal-native transitions: `.dissolve` shows the box's cells in
/// the blue-noise order of their place in the box (a cell shows once the
/// progress passes its threshold), and `.wipe(edge:)` moves a soft band 4
/// columns (2 rows) wide across the box, entering from outside it and
/// leaving past its far side, with glyphs changing in the band's middle:
/// at progress p, the glyph front is p · (extent + band) − band / 2 cells
/// in from the edge, and a cell d cells in shows the box's glyph once
/// d + ½ is at or behind it.
/// A 40×12 block of #, dissolving in and out over 1 s on `t`.
private struct Block: View {
    @State var show = false
    var body: some View {
        ZStack {
            Color.clear.frame(width: 320, height: 192)
            if show {
                Text(Array(repeating: String(repeating: "#", count: 40), count: 12).joined(separator: "\n"))
                    .transition(.dissolve)
            }
        }
        .onKeyPress(.character("t")) {
            withAnimation(.linear(duration: 1)) { show.toggle() }
            return .handled
        }
    }
}

@MainActor
@Suite("Transitions: dissolve and wipe")
struct TransitionMaskTests {
    /// The stage with exactly the box's cells at (column, row) in `cells`.
    static func stage(showing cells: (Int, Int) -> Bool) -> [String] {
        var lines = Stage.empty.map(Array.init)
        let box = Stage.shown.map(Array.init)
        for y in 0..<2 { for x in 0..<4 where cells(x, y) { lines[y + 1][x + 3] = box[y + 1][x + 3] } }
        return lines.map { String($0) }
    }

    @Test("dissolve shows the box cell by cell in its blue-noise order and hides it in reverse")
    func dissolve() async {
        func at(_ p: Double) -> [String] { Self.stage { p > BlueNoise.threshold(x: $0, y: $1) } }
        await Stage.expect(.dissolve, insertion: [
            Expected(0, Stage.empty), Expected(0.25, at(0.25)), Expected(0.5, at(0.5)), Expected(0.75, at(0.75)),
        ], removal: [
            Expected(0, Stage.shown), Expected(0.25, at(0.75)), Expected(0.5, at(0.5)), Expected(0.75, at(0.25)),
        ])
    }

    @Test("dissolve keeps the pattern with the view: a dissolving view moved by a sibling modifier dissolves the same cells")
    func dissolveFollowsTheView() async {
        // The same box at (3, 1) and shifted one column right by an offset
        // inside the transition show the same letters half-way.
        let host = Stage.host(showing: false) { Box().offset(x: 8).transition(.dissolve) }
        host.press(.character("t"))
        await host.advance(by: 0.5)
        let unshifted = Self.stage { 0.5 > BlueNoise.threshold(x: $0, y: $1) }
        #expect(host.lines == unshifted.map { "." + $0.dropLast() })
    }

    @Test("a 1 s dissolve of a 40×12 view changes the screen on at least 40 of its 60 frames")
    func dissolveChangesEveryFrame() async {
        let host = TestHost(Block(), size: Size(width: 40, height: 12), fps: 60)
        host.press(.character("t"))
        var previous = host.screen, changed = 0
        for _ in 0..<60 {
            await host.advance(by: 1.0 / 60)
            if host.screen != previous { changed += 1 }
            previous = host.screen
        }
        #expect(changed >= 40)
    }

    @Test("wipe(edge: .leading) reveals from the leading edge and hides back toward it")
    func wipeLeading() async {
        await Stage.expect(.wipe(edge: .leading), insertion: [
            Expected(0, Stage.empty),
            // 8p − 2 cells: none at 0.25, 2 at 0.5, all 4 at 0.75.
            Expected(0.25, Stage.empty),
            Expected(0.5, ["..........", "...AB.....", "...EF.....", "..........", ".........."]),
            Expected(0.75, Stage.shown),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.25, Stage.shown),
            Expected(0.5, ["..........", "...AB.....", "...EF.....", "..........", ".........."]),
            Expected(0.75, Stage.empty),
        ])
    }

    @Test("wipe(edge: .trailing) reveals from the trailing edge")
    func wipeTrailing() async {
        let half = ["..........", ".....CD...", ".....GH...", "..........", ".........."]
        await Stage.expect(.wipe(edge: .trailing), insertion: [
            Expected(0, Stage.empty),
            Expected(0.25, Stage.empty),
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
