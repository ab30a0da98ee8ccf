import Testing
@testable import TermCoverCore

/// Before a 256-color frame is sent, a blank takes the ink of the cell before
/// it that shows ink, so a row of blanks over one background is one color
/// pair. Inks are worked by hand: gray (238, 238, 238) is the gray ramp's
/// 255 exactly, pure red is the cube's 196 (16 + 36·5).
@Suite("CellGrid: the ink of blanks in 256 colors")
struct BlankInkTests {
    static let paper = Color(.rgb(0, 95, 95))  // Teal, palette 23: no dither.
    static let text = Color(.rgb(238, 238, 238)), red = Color(.rgb(255, 0, 0))

    @Test("a blank's unseen ink becomes the ink of the last inked cell before it in its row, or the terminal's default before any")
    func blanksTakeTheInkBefore() {
        // " ab  c": a leading blank, a word, two blanks, a letter; every blank inked red.
        var canvas = CellGrid(lines: [" ab  c"])
        for x in 0..<6 {
            let blank = canvas[x, 0].character == " "
            canvas[x, 0].style = Style(foreground: blank ? Self.red : Self.text, background: Self.paper)
        }
        let out = canvas.quantized(for: .palette256)
        #expect(out.lines == [" ab  c"])
        #expect((0..<6).map { out[$0, 0].style.foreground.kind }
                == [.terminalDefault, .palette(255), .palette(255), .palette(255), .palette(255), .palette(255)])
        #expect((0..<6).allSatisfy { out[$0, 0].style.background.kind == .palette(23) })
    }

    @Test("an underlined or reversed blank keeps its own ink, which it shows; each row starts afresh")
    func shownInkIsKept() {
        var canvas = CellGrid(lines: ["a  ", "   "])
        for y in 0..<2 {
            for x in 0..<3 { canvas[x, y].style = Style(foreground: Self.red, background: Self.paper) }
        }
        canvas[0, 0].style.foreground = Self.text
        canvas[1, 0].style.attributes = .underline
        canvas[2, 0].style.attributes = .reverse
        let out = canvas.quantized(for: .palette256)
        #expect((0..<3).map { out[$0, 0].style.foreground.kind } == [.palette(255), .palette(196), .palette(196)])
        #expect((0..<3).map { out[$0, 1].style.foreground.kind } == [.terminalDefault, .terminalDefault, .terminalDefault])
    }
}
