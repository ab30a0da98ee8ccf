import Testing
import TermCoverTesting
@testable import TermCoverCore

/// A 4 × 2 blue surface at (3, 1) on a 10 × 5 screen of the terminal's
/// background, moved by `offset`.
private struct MovedSurface: View {
    let x: Double
    let y: Double
    var precision: SubcellPrecision?

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 80, height: 80)
            Color.clear.frame(width: 32, height: 32)
                .background(Color.blue)
                .offset(x: x * 8, y: y * 16)
                .padding(.leading, 24)
                .padding(.top, 16)
        }
        .frame(width: 80, height: 80, alignment: .topLeading)
        .subcellPrecision(precision)
    }
}

@MainActor
@Suite("Sub-cell edges of moving surfaces")
struct SubcellEdgeTests {
    private let blue = Style(foreground: .primary, background: .blue)
    private let nothing = Cell.blank

    private func screen(x: Double = 0, y: Double = 0, precision: SubcellPrecision? = nil,
                        colorSupport: ColorSupport = .palette256) -> CellGrid {
        TestHost(MovedSurface(x: x, y: y, precision: precision), size: Size(width: 10, height: 5),
                 colorSupport: colorSupport).screen
    }

    /// `row` of `canvas`, columns 3...6 (the surface's span), as cells.
    private func span(_ canvas: CellGrid, row: Int, columns: ClosedRange<Int> = 3...6) -> [Cell] {
        columns.map { canvas[$0, row] }
    }

    @Test("moved down 1 3/8 rows: the top edge is a lower 5/8 block above the content, which lands 2 rows down (away from rest); the bottom edge is its upper 3/8")
    func downByFractions() {
        let s = screen(y: 1.375)
        // True top 2.375: row 2 is covered from 2.375 to 3, its lower 5/8.
        #expect(span(s, row: 2) == Array(repeating: Cell("▅", style: Style(foreground: .blue, background: .primary)), count: 4))
        #expect(span(s, row: 3) == Array(repeating: Cell(" ", style: blue), count: 4))
        // True bottom 4.375: row 4 is covered in its upper 3/8, which is a lower
        // 5/8 of the terminal's background; that color can only be ink in
        // reverse video.
        let upper = Cell("▅", style: Style(foreground: .blue, background: .primary, attributes: .reverse))
        #expect(span(s, row: 4) == Array(repeating: upper, count: 4))
        #expect(s[2, 2] == nothing && s[7, 2] == nothing, "nothing beside the surface changes")
        #expect(s.lines[1] == "          ", "the row it left is clear")
    }

    @Test("moved right 1 1/4 columns: the leading edge keeps 3/4 of its column, the trailing edge takes 1/4 of its own")
    func rightByFractions() {
        let s = screen(x: 1.25)
        // True left 4.25: column 4 is covered in its right 3/4, which is the
        // terminal's background in the left 1/4, drawn as ink in reverse video.
        #expect(s[4, 1] == Cell("▎", style: Style(foreground: .blue, background: .primary, attributes: .reverse)))
        #expect(s[4, 2] == s[4, 1])
        for x in 5...7 { #expect(s[x, 1] == Cell(" ", style: blue)) }
        // True right 8.25: column 8 holds the content's last column, covered in its left 1/4.
        #expect(s[8, 1] == Cell("▎", style: Style(foreground: .blue, background: .primary)))
        #expect(s[9, 1] == nothing)
    }

    @Test("halves put the same edge at half a cell, and whole cells draw no edge at all, rounding half up")
    func coarserPrecisions() {
        let halves = screen(y: 1.375, precision: .halves)
        #expect(span(halves, row: 2) == Array(repeating: Cell("▄", style: Style(foreground: .blue, background: .primary)), count: 4))
        let whole = screen(y: 1.375, precision: .wholeCells)
        // cellRound(1.375) = 1: the surface fills rows 2 and 3, and nothing else changes.
        #expect(span(whole, row: 1) == Array(repeating: nothing, count: 4))
        #expect(span(whole, row: 2) == Array(repeating: Cell(" ", style: blue), count: 4))
        #expect(span(whole, row: 3) == Array(repeating: Cell(" ", style: blue), count: 4))
        #expect(span(whole, row: 4) == Array(repeating: nothing, count: 4))
    }

    @Test("the default precision is whole cells on monochrome and 8-color terminals and eighths on the rest")
    func automaticPrecision() {
        #expect(SubcellPrecision.automatic(for: .monochrome) == .wholeCells)
        #expect(SubcellPrecision.automatic(for: .ansi8) == .wholeCells)
        #expect(SubcellPrecision.automatic(for: .ansi16) == .eighths)
        #expect(SubcellPrecision.automatic(for: .palette256) == .eighths)
        #expect(SubcellPrecision.automatic(for: .trueColor) == .eighths)
        #expect(screen(y: 1.375, colorSupport: .ansi8) == screen(y: 1.375, precision: .wholeCells, colorSupport: .ansi8))
        #expect(screen(y: 1.375, colorSupport: .ansi16)[3, 2].character == "▅")
    }

    @Test("within half a cell of rest the content rounds as usual, and the blank cells of its crossed row show the edge")
    func nearRest() {
        let s = screen(y: 0.25)
        // Content stays on rows 1 and 2 (cellRound(0.25) = 0). True top 1.25:
        // row 1 is covered in its lower 3/4; true bottom 3.25: row 3 in its upper 1/4.
        #expect(span(s, row: 1) == Array(repeating: Cell("▆", style: Style(foreground: .blue, background: .primary)), count: 4))
        #expect(span(s, row: 2) == Array(repeating: Cell(" ", style: blue), count: 4))
        #expect(span(s, row: 3) == Array(repeating: Cell("▆", style: Style(foreground: .blue, background: .primary, attributes: .reverse)), count: 4))
    }

    @Test("a crossed row that carries glyphs of the content is drawn whole, blanks and all: a title bar shows no notches of what is beneath")
    func glyphsStayWhole() {
        struct Titled: View {
            var body: some View {
                Text("AB").frame(width: 32, height: 32, alignment: .topLeading)
                    .background(Color.blue)
                    .offset(y: 4)
                    .frame(width: 80, height: 80)
            }
        }
        let s = TestHost(Titled(), size: Size(width: 10, height: 5)).screen
        let row = s.lines.firstIndex { $0.contains("AB") }!
        // Moved 1/4 row down, the content rounds back on to row 1 (the bar's
        // true top is 1.25), so row 1 is the crossed row and holds "AB".
        #expect(s.lines[row] == "   AB     ")
        #expect((3...6).allSatisfy { s[$0, row].style.background == .blue },
                "the glyphs and the blanks beside them are the bar's whole cells: \((3...6).map { s[$0, row] })")
    }

    @Test("content placed on whole cells never steps against the motion")
    func monotonicPlacement() {
        for precision in SubcellPrecision.allCases {
            for onSurface in [false, true] {
                var last = Int.min
                for step in -400...400 {
                    let p = precision.placement(Double(step) / 100, onSurface: onSurface)
                    #expect(p >= last, "\(precision) \(onSurface) at \(Double(step) / 100)")
                    #expect(abs(Double(p) - Double(step) / 100) < 1, "within a cell of the true offset")
                    last = p
                }
            }
        }
    }

    @Test("a surface moving by eighths changes the screen on every frame: 1 s over 28 rows at 60 fps")
    func everyFrameMoves() async {
        struct Mover: View {
            @State var down = false
            var body: some View {
                Color.clear.frame(width: 160, height: 448)
                    .background(Color.blue)
                    .offset(y: down ? 448 : 0)
                    .frame(width: 160, height: 448, alignment: .top)
                    .onKeyPress(.character("t")) { withAnimation(.linear(duration: 1)) { down = true }; return .handled }
            }
        }
        let host = TestHost(Mover(), size: Size(width: 20, height: 28), fps: 60)
        host.press(.character("t"))
        var previous = host.screen
        var changed = 0
        for _ in 0..<60 {
            await host.advance(by: 1.0 / 60)
            if host.screen != previous { changed += 1 }
            previous = host.screen
        }
        // 224 eighths in 60 frames: 3 or 4 a frame. Whole rows would change about 28 times.
        #expect(changed >= 55, "\(changed) of 60 frames changed")
    }

    @Test("a cover whose content paints its own color moves by eighths from its first frame: a 1 s move over 24 rows changes every frame")
    func coverOnItsOwnColorMovesByEighths() async {
        struct Scene: View {
            @State var shown = false
            var body: some View {
                Text("base").frame(maxWidth: .infinity, maxHeight: .infinity)
                    .onKeyPress(.return) { withAnimation(.linear(duration: 1)) { shown = true }; return .handled }
                    // The cover keeps the default presentation background; its content paints palette 254 over it.
                    .fullScreenCover(isPresented: $shown) {
                        Text("cover").frame(maxWidth: .infinity, maxHeight: .infinity)
                            .border(Color(palette: 16)).background(Color(palette: 254))
                            .transition(.move(edge: .bottom))
                    }
            }
        }
        let host = TestHost(Scene(), size: Size(width: 20, height: 24))
        host.press(.return)
        var screens: [CellGrid] = []
        for _ in 0..<60 {
            await host.advance(by: 1.0 / 60)
            screens.append(host.screen)
        }
        // The top edge is at 24 × (1 − t) rows: 0.4 of a row, 3.2 eighths, a
        // frame. At t = 4/60 it is at 22.4: the border lands on row 23, away
        // from rest, and row 22 is 0.6 covered, 4.8 → 5 eighths: "▅".
        #expect(screens[3].row(at: 23).hasPrefix("┌──"))
        #expect(screens[3].row(at: 22) == String(repeating: "▅", count: 20))
        // Before any row of it is on screen its edge shows: at 23.6 rows 0.4
        // of row 23 (3.2 → 3 eighths), at 23.2 0.8 of it (6.4 → 6).
        #expect(screens[0].row(at: 23) == String(repeating: "▃", count: 20))
        #expect(screens[1].row(at: 23) == String(repeating: "▆", count: 20))
        // Every frame differs from the one before, until rest.
        let repeats = (1..<59).filter { screens[$0] == screens[$0 - 1] }
        #expect(repeats.isEmpty, "frames equal to the one before: \(repeats)")
    }
}
