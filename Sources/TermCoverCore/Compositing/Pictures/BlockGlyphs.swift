/// The block elements that split a cell, by what they cover. One glyph and
/// two colors draw any split: an upper k/8 is a lower (8 − k)/8 with the
/// colors swapped, and a right k/8 a left (8 − k)/8. Only glyphs that the
/// common monospaced fonts carry are used (see docs/ARCHITECTURE.md).
enum BlockGlyphs {
    /// ' '.
    static let space: UInt32 = 0x20
    /// █, the whole cell.
    static let full: UInt32 = 0x2588

    /// True for a block element (U+2580–U+259F): eighths, quadrants and
    /// shades, the glyphs pictures split cells with.
    static func isBlock(_ glyph: UInt32) -> Bool { glyph >= 0x2580 && glyph <= 0x259F }

    /// The lower `eighths`/8 of a cell (1...7), or a space or █ at the ends.
    static func lower(_ eighths: Int) -> UInt32 {
        eighths <= 0 ? space : eighths >= 8 ? full : 0x2580 + UInt32(eighths)
    }

    /// The left `eighths`/8 of a cell (1...7), or a space or █ at the ends.
    static func left(_ eighths: Int) -> UInt32 {
        eighths <= 0 ? space : eighths >= 8 ? full : 0x2590 - UInt32(eighths)
    }

    /// Quadrants by a 4-bit set: 1 upper left, 2 upper right, 4 lower left, 8 lower right.
    static let quadrants: [UInt32] = [
        0x20, 0x2598, 0x259D, 0x2580, 0x2596, 0x258C, 0x259E, 0x259B,
        0x2597, 0x259A, 0x2590, 0x259C, 0x2584, 0x2599, 0x259F, 0x2588,
    ]

    /// A cell showing `glyph`'s ink in `ink` over `paper`, both opaque.
    ///
    /// A terminal cannot paint ink in its default background color, so when
    /// `ink` is that color the cell asks for reverse video instead: the
    /// terminal then paints the ink with the cell's background and the rest
    /// with its foreground, whatever the user's theme.
    static func cell(_ glyph: UInt32, ink: Color, paper: Color) -> Cell {
        if glyph == space || ink == paper { return Cell(glyph: space, style: Style(foreground: .primary, background: paper)) }
        if glyph == full { return Cell(glyph: space, style: Style(foreground: .primary, background: ink)) }
        if ink.kind == .terminalDefault {
            return Cell(glyph: glyph, style: Style(foreground: paper, background: ink, attributes: .reverse))
        }
        return Cell(glyph: glyph, style: Style(foreground: ink, background: paper))
    }
}
