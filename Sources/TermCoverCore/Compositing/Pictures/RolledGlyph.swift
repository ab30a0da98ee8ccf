extension CellGrid {
    /// Draws, in the cell at (x, y), `old` rolling away and `new` rolling in
    /// by `eighths` of the cell: up (the new one rising from below) or down.
    /// A glyph cannot sit between rows, so the two are stacked in a layer
    /// one column wide and two rows tall and the cell shows that layer's
    /// picture (see `composePicture`) seen through it at the offset: block
    /// elements cut at the eighth. 0 and 8 show the glyphs themselves.
    mutating func drawRoll(from old: Cell, to new: Cell, eighths: Int, up: Bool, x: Int, y: Int, monochrome: Bool) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        // What the text is drawn on, without its glyph; the glyphs are drawn
        // on it, so that the picture is of ink on that paper.
        let beneath = self[x, y]
        func onPaper(_ cell: Cell) -> Cell {
            var c = cell
            if c.style.background.alpha < 1 { c.style.background = beneath.style.background }
            return c
        }
        if eighths <= 0 { self[x, y] = onPaper(old); return }
        if eighths >= 8 { self[x, y] = onPaper(new); return }
        var stack = CellGrid(size: Size(width: 1, height: 2))
        stack[0, 0] = onPaper(up ? old : new)
        stack[0, 1] = onPaper(up ? new : old)
        let shift = up ? Double(eighths) / 8 : 1 - Double(eighths) / 8
        var cell = CellGrid(size: Size(width: 1, height: 1),
                          fill: Cell(glyph: BlockGlyphs.space, style: Style(foreground: beneath.style.foreground,
                                                                            background: beneath.style.background)))
        cell.composePicture(stack, picture: LayerPicture(stack), x: 0, y: 0, transform: .offset(x: 0, y: -shift),
                            opacity: 1, precision: .eighths, monochrome: monochrome)
        self[x, y] = cell[0, 0]
    }
}
