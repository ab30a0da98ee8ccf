extension CellGrid {
    /// Draws, in the cell at (x, y), `old` giving way to `new` after
    /// `eighths` of 8: always one whole glyph, the old one until half-way
    /// and the new one after, each faded toward its paper the nearer it is
    /// to the swap (dim where colors cannot blend). 0 and 8 show the glyphs
    /// themselves.
    ///
    /// A glyph cannot sit between rows. Drawn as a picture of the two glyphs
    /// stacked and seen through the cell at the offset, a digit mid-roll was
    /// the average of its strokes: a bar of ink, no digit at all. SwiftUI's
    /// `numericText` fades and blurs each digit as it moves, so a whole
    /// glyph that fades out and the next that fades in keeps its look and
    /// keeps every frame legible.
    mutating func drawRoll(from old: Cell, to new: Cell, eighths: Int, x: Int, y: Int, blends: Bool) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        // What the text is drawn on, without its glyph; the glyphs are drawn on it.
        let beneath = self[x, y]
        func onPaper(_ cell: Cell) -> Cell {
            var c = cell
            if c.style.background.alpha < 1 { c.style.background = beneath.style.background }
            return c
        }
        if eighths <= 0 { self[x, y] = onPaper(old); return }
        if eighths >= 8 { self[x, y] = onPaper(new); return }
        let leaving = eighths < 4
        var cell = onPaper(leaving ? old : new)
        // 1/4 at either end of the roll, 1 at the swap.
        let away = leaving ? Double(eighths) / 4 : Double(8 - eighths) / 4
        if blends {
            cell.style.foreground = ColorBlend.mix(cell.style.foreground, isBackground: false,
                                                   cell.style.background, isBackground: true, Self.rollFade * away)
        } else {
            cell.style.attributes.insert(.dim)
        }
        self[x, y] = cell
    }

    /// How far a rolling glyph's ink fades toward its paper at the swap:
    /// half, so the digit stays legible in every frame.
    static let rollFade = 0.5
}
