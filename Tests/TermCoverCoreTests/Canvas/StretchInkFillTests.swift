import Testing
@testable import TermCoverCore

/// The ink each blank of a row is sent with (`StretchInk`), worked by hand
/// from the rule: in a stretch of one background, the nearest word's ink
/// before the blank, else after it, else the terminal's default.
@Suite("CellGrid: the ink of blanks by stretches of one background")
struct StretchInkFillTests {
    static let red = Color(.palette(196)), green = Color(.palette(46)), blue = Color(.palette(24))

    private func inks(_ canvas: CellGrid) -> [Color] {
        let inks = UnsafeMutablePointer<Color>.allocate(capacity: canvas.width)
        defer { inks.deallocate() }
        canvas.cells.withUnsafeBufferPointer { StretchInk.fill(inks, row: $0, start: 0, count: canvas.width) }
        return (0..<canvas.width).map { inks[$0] }
    }

    @Test("blanks before a word take its ink, blanks after a word keep it, a stretch of blanks only takes the default")
    func stretches() {
        // "  ab  cd" on blue, then four blanks on the default background; every blank inked green, unseen.
        var canvas = CellGrid(size: Size(width: 12, height: 1))
        for x in 0..<12 {
            canvas[x, 0] = Cell(" ", style: Style(foreground: Self.green, background: x < 8 ? Self.blue : Color(.terminalDefault)))
        }
        canvas.put("ab", x: 2, y: 0, style: Style(foreground: Self.red, background: Self.blue))
        canvas.put("cd", x: 6, y: 0, style: Style(foreground: Self.green, background: Self.blue))
        let none = Color(.terminalDefault)
        #expect(inks(canvas) == [Self.red, Self.red, Self.red, Self.red, Self.red, Self.red,
                                 Self.green, Self.green, none, none, none, none])
    }

    @Test("an underlined or reversed blank shows its ink and keeps it")
    func shownInk() {
        var canvas = CellGrid(size: Size(width: 3, height: 1))
        for x in 0..<3 { canvas[x, 0] = Cell(" ", style: Style(foreground: Self.red, background: Self.blue)) }
        canvas[1, 0].style.attributes = .underline
        #expect(inks(canvas) == [Self.red, Self.red, Self.red])
        canvas[1, 0].style.foreground = Self.green
        // The plain blanks on either side take the underlined blank's ink, the only ink shown in their stretch.
        #expect(inks(canvas) == [Self.green, Self.green, Self.green])
    }
}
