import Testing
import TermCoverTesting

@Suite("The canvas holds cells and never splits a wide character")
struct CanvasTests {
    @Test("CellGrid(lines:) and lines round-trip, padding short rows")
    func roundTrip() {
        let c = CellGrid(lines: ["ab", "c"])
        #expect(c.size == Size(width: 2, height: 2))
        #expect(c.lines == ["ab", "c "])
        #expect(c.description == "\"ab\"\n\"c \"")
    }

    @Test("Overwriting half of a wide character blanks its other half")
    func overwriteHalf() {
        var c = CellGrid(lines: ["한x"])
        c.put("y", x: 1, y: 0, style: .plain)
        #expect(c.lines == [" yx"])
        var d = CellGrid(lines: ["한x"])
        d.put("z", x: 0, y: 0, style: .plain)
        #expect(d.lines == ["z x"])
    }

    @Test("A wide character cut by the clip becomes a blank")
    func clipWide() {
        var c = CellGrid(size: Size(width: 3, height: 1))
        c.put("a한", x: 1, y: 0, style: .plain)
        #expect(c.lines == [" a "])
    }

    @Test("The diff of two canvases lists only the changed runs, wide characters whole")
    func diff() {
        let a = CellGrid(lines: ["abcd", "한국"])
        var b = a
        b.put("X", x: 1, y: 0, style: .plain)
        b.put("Y", x: 3, y: 1, style: .plain)
        let runs = b.changes(since: a)
        #expect(runs == [CellRun(y: 0, x: 1, count: 1), CellRun(y: 1, x: 2, count: 2)])
        #expect(a.changes(since: a).isEmpty)
    }

    @Test("A translucent fill blends in OKLab over what is beneath and keeps the glyph")
    func translucentFill() {
        var c = CellGrid(lines: ["a"])
        c.fill(c.bounds, with: Color(.rgb(255, 255, 255), alpha: 0.5))
        // OKLab midpoint of black (L 0) and white (L 1) is L 0.5, whose sRGB gray is 99
        // (L^3 = 0.125 linear, 1.055 * 0.125^(1/2.4) - 0.055 = 0.3885 → 99).
        #expect(c[0, 0].character == "a")
        #expect(c[0, 0].style.background == Color(.rgb(99, 99, 99)))
    }

    @Test("A cell is 24 bytes and an opacity keeps six decimal places")
    func cellSize() {
        // 24 = a style of two 8-byte colors and a byte of attributes, then
        // the width byte, then the 4-byte glyph on its boundary: every frame
        // copies and compares whole screens of these.
        #expect(MemoryLayout<Cell>.stride == 24)
        // Stored as a Float: 24 bits of mantissa, so within 2^-24 of 1.
        let color = Color(.rgb(10, 20, 30), alpha: 0.3)
        #expect(abs(color.alpha - 0.3) < 1e-7)
        #expect(Color.clear.alpha == 0 && Color.red.alpha == 1)
        #expect(abs(color.opacity(0.5).alpha - 0.15) < 1e-7)
    }

    @Test("A translucent background over reverse video veils its foreground even under a space, which is the cell's paper")
    func veilOverReverseVideo() {
        var c = CellGrid(size: Size(width: 2, height: 1))
        // A focused button's gap: a space in reverse video, white paper (the foreground) showing.
        let focused = Style(foreground: .white, background: .black, attributes: .reverse)
        c.put(" ", x: 0, y: 0, style: focused)
        c.put("a", x: 1, y: 0, style: Style(foreground: .white, background: .black))
        // A half-black dim laid over both: only a background, so the glyphs stay.
        let dim = Style(foreground: .clear, background: Color.black.opacity(0.5))
        c.draw(Cell(nil, style: dim), x: 0, y: 0)
        c.draw(Cell(nil, style: dim), x: 1, y: 0)
        #expect(c[0, 0].style.foreground != .white, "the reversed space's paper dims with everything else")
        #expect(c[0, 0].style.foreground == c[1, 0].style.foreground, "as far as the letter beside it dims")
        #expect(c[0, 0].style.attributes.contains(.reverse))
    }
}
