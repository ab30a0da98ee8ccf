import Testing
@testable import TermCoverCore

@Suite("A translucent fill")
struct TranslucentFillTests {
    @Test("a translucent fill over a mixed canvas lands on every cell as drawing its background cell by cell does")
    func fillMatchesCellByCell() {
        // Runs of the same colors (which a fill's remembered blends meet again),
        // a change of colors mid-row, reverse video, blanks and a wide character.
        var canvas = CellGrid(size: Size(width: 12, height: 3))
        canvas.put("Message 12", x: 0, y: 0, style: Style(foreground: .white, background: .blue))
        canvas.put("12:30", x: 6, y: 1, style: Style(foreground: .gray, background: .black))
        canvas.put("Back", x: 0, y: 1, style: Style(foreground: .white, background: .black, attributes: .reverse))
        canvas.put("界", x: 4, y: 2, style: Style(foreground: .red, background: .blue))
        let dim = Color.black.opacity(0.25)
        var filled = canvas
        filled.fill(Rect(x: 0, y: 0, width: 12, height: 3), with: dim)
        var drawn = canvas
        for y in 0..<3 {
            for x in 0..<12 { drawn.draw(Cell(nil, style: Style(foreground: .clear, background: dim)), x: x, y: y) }
        }
        for y in 0..<3 {
            for x in 0..<12 { #expect(filled[x, y] == drawn[x, y], "(\(x), \(y))") }
        }
        #expect(filled[0, 0].style.background != canvas[0, 0].style.background, "the fill dims")
    }
}
