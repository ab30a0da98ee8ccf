/// Painting cells that a shape covers in part.
extension CellGrid {
    /// Paints `color` over the cell at (x, y) where `shares` (index
    /// row · 2 + column of its 2 × 4 samples) says the shape covers it.
    ///
    /// A cell covered in part shows one glyph and two colors: what is there
    /// and the color over it, as `CellFit` places the split at `precision`.
    /// What was drawn in the cell counts by its background only: an edge
    /// through a glyph would turn into texture. In a layer with nothing
    /// known beneath (a clear cell), the color can only be the glyph's ink,
    /// so the cell shows the quadrants the shape covers most of.
    mutating func paint(_ color: Color, shares t: SIMD8<Float>, x: Int, y: Int, precision: SubcellPrecision,
                        quadrantsOnly: Bool = false) {
        guard contains(x: x, y: y), !color.isClear else { return }
        let mean = t.sum() / 8
        if mean <= 1.0 / 64 { return }
        if mean >= 63.0 / 64 || (precision == .wholeCells && mean >= 0.5) {
            fill(Rect(x: x, y: y, width: 1, height: 1), with: color)
            return
        }
        if precision == .wholeCells { return }
        let paper = Self.paper(of: self[x, y])
        if paper == nil || quadrantsOnly {
            var pattern = 0
            for q in 0..<4 {
                let column = q & 1, top = (q >> 1) * 2
                if (t[top * 2 + column] + t[(top + 1) * 2 + column]) / 2 >= 0.5 { pattern |= 1 << q }
            }
            if pattern == 0 { return }
            if pattern == 15 { fill(Rect(x: x, y: y, width: 1, height: 1), with: color); return }
            if let paper {
                draw(BlockGlyphs.cell(BlockGlyphs.quadrants[pattern], ink: ColorBlend.over(color, paper), paper: paper), x: x, y: y)
            } else {
                draw(Cell(glyph: BlockGlyphs.quadrants[pattern], style: Style(foreground: color, background: .clear)), x: x, y: y)
            }
            return
        }
        guard let paper else { return }
        let inside = ColorBlend.over(color, paper)
        let insideLight = LinearLight.premultiplied(inside, asBackground: true)
        let outsideLight = LinearLight.premultiplied(paper, asBackground: true)
        let fit = CellFit(shares: t, outside: outsideLight, inside: insideLight, precision: precision)
        // The fit hands back the very colors it was given: name them as terminal colors again.
        let ink = fit.ink == insideLight ? inside : paper
        let cellPaper = fit.paper == insideLight ? inside : paper
        draw(BlockGlyphs.cell(fit.glyph, ink: ink, paper: cellPaper), x: x, y: y)
    }

    /// The opaque color a cell shows around its glyph, or nil where it is
    /// not known yet (a clear or translucent layer cell).
    static func paper(of cell: Cell) -> Color? {
        if cell.style.attributes.contains(.reverse) {
            let shown = cell.style.foreground
            guard shown.alpha >= 1 else { return nil }
            if shown.kind == .terminalDefault {
                let fg = TerminalColors.current.foreground
                return Color(.rgb(fg.red, fg.green, fg.blue))
            }
            return shown
        }
        let shown = cell.style.background
        return shown.alpha >= 1 ? shown : nil
    }

    /// Blanks halves of wide characters left without their other half in
    /// `rect`, after its cells were taken one by one from two canvases.
    mutating func repairWideCharacters(in rect: Rect) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        let x0 = max(0, r.x - 1), x1 = min(width, r.maxX + 1)
        for y in r.y..<r.maxY {
            for x in x0..<x1 {
                let cell = self[x, y]
                if cell.width == 0, x == 0 || self[x - 1, y].width != 2 {
                    self[x, y] = Cell(" ", style: cell.style)
                } else if cell.width == 2, x + 1 >= width || self[x + 1, y].width != 0 {
                    self[x, y] = Cell(" ", style: cell.style)
                }
            }
        }
    }
}
