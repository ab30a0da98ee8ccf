import Testing
@testable import TermCoverCore

/// Drawing cut to a rectangle (`ClipNode`, scroll views, lists): what is
/// drawn inside stays, every cell outside is as it was, and a wide
/// character the rectangle's sides cut becomes a blank. Expected screens
/// are worked by hand.
@Suite("CellGrid: drawing cut to a rectangle")
struct DrawClippedTests {
    /// A 6×4 canvas of dots.
    static var dots: CellGrid { CellGrid(lines: Array(repeating: "......", count: 4)) }

    /// Writes 漢字漢 (three wide characters, six cells) over every row.
    static func wide(_ canvas: inout CellGrid) {
        for y in 0..<canvas.height { canvas.put("漢字漢", x: 0, y: y, style: .plain) }
    }

    @Test("inside the rectangle the drawing stays; outside, the dots; wide characters cut by its sides become blanks")
    func cutsWideCharacters() {
        var canvas = Self.dots
        canvas.drawClipped(to: Rect(x: 1, y: 1, width: 4, height: 2)) { Self.wide(&$0) }
        // Column 1 held the right half of 漢: blank. Columns 2–3: 字 whole.
        // Column 4 held the left half of a 漢 whose right half is outside: blank.
        #expect(canvas.lines == ["......", ". 字 .", ". 字 .", "......"])
        #expect(canvas == CellGrid(lines: ["......", ". 字 .", ". 字 .", "......"]))
    }

    @Test("a rectangle reaching past the canvas is cut to it; one as large as the canvas keeps the whole drawing")
    func clipsToTheCanvas() {
        var canvas = Self.dots
        canvas.drawClipped(to: Rect(x: -3, y: 2, width: 7, height: 9)) { Self.wide(&$0) }
        // Columns 0–3 of rows 2–3: 漢字 whole; column 4 is outside.
        #expect(canvas.lines == ["......", "......", "漢字..", "漢字.."])
        var whole = Self.dots
        whole.drawClipped(to: Rect(x: 0, y: 0, width: 6, height: 4)) { Self.wide(&$0) }
        #expect(whole.lines == Array(repeating: "漢字漢", count: 4))
    }

    @Test("a rectangle off the canvas shows nothing of the drawing, which still runs")
    func offCanvasStillDraws() {
        var canvas = Self.dots
        var ran = 0
        canvas.drawClipped(to: Rect(x: 10, y: 10, width: 3, height: 3)) {
            ran += 1
            Self.wide(&$0)
        }
        #expect(ran == 1)
        #expect(canvas == Self.dots)
    }

    @Test("a wide character outside the rectangle whose right half the drawing covered inside loses its left half too")
    func cutsWideCharactersBeneath() {
        var canvas = CellGrid(lines: ["字....", "字...."])
        // The rectangle starts at column 1, the right half of 字.
        canvas.drawClipped(to: Rect(x: 1, y: 0, width: 5, height: 1)) { $0.put("xxxxxx", x: 0, y: 0, style: .plain) }
        #expect(canvas.lines == [" xxxxx", "字...."])
    }
}
