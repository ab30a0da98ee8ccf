/// The ink a blank cell is given before a frame is sent: the ink of the
/// last cell before it in its row that shows ink, or the terminal's
/// default at the start of a row.
///
/// A blank shows no ink, but the terminal is sent its color pair all the
/// same, and a pair change is the biggest cost of a cell (both colors,
/// about 22 bytes, against one for the space). In a fade the blanks carry
/// whatever ink was blended into them (the stage's dim dots seen through
/// the layer, the cover's text color), so a row of blanks over a dithered
/// background changed pair at nearly every cell, and changed again, unseen,
/// whenever that hidden ink moved. Given the ink before them, blanks
/// change pair only where their background does, and text with spaces
/// keeps one pair across its words.
enum BlankInk {
    /// The ink of blanks before any cell of their row shows ink.
    static let start = Color(.terminalDefault)

    /// True for a cell whose ink is not seen: a space, one column wide, not
    /// underlined (which draws in the ink) nor reversed (which shows the ink
    /// as the background).
    @inline(__always)
    static func hidesInk(_ cell: Cell) -> Bool {
        cell.glyph == GlyphCode.space && cell.width == 1
            && cell.style.attributes.isDisjoint(with: [.underline, .reverse])
    }
}
