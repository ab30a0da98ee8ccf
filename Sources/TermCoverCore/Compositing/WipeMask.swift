/// The terminal-native `wipe` transition's mask: the layer is revealed by a
/// soft edge moving across it.
extension CellGrid {
    /// How many cells the soft edge spans across columns; rows, about twice
    /// as tall, take half as many.
    static let wipeEdgeColumns = 4

    /// This layer as revealed from `edge` at `progress`. Fully revealed
    /// cells are kept as they are, hidden ones become undrawn, and the cells
    /// under the edge, a band a few columns (or rows) wide, are part way:
    /// their colors' alpha is scaled by how far the edge has passed them, so
    /// the compose cross-fades them with what is beneath (see
    /// `drawBlended`); glyphs change in the band's middle (the layer's
    /// behind it, the ones beneath ahead of it, veiled), so the text edge
    /// is straight while the colors are soft. The band enters from outside the layer and leaves
    /// past its far side, so progress 0 shows nothing and 1 shows all. A
    /// wide glyph under the edge is kept whole, at its more revealed half's
    /// amount.
    public func masked(wipe progress: Double, from edge: Edge) -> CellGrid {
        let p = progress.isNaN ? 0 : min(1, max(0, progress))
        if p >= 1 { return self }
        var out = CellGrid(size: size, fill: .transparent)
        guard p > 0 else { return out }
        let horizontal = edge == .leading || edge == .trailing
        let extent = horizontal ? width : height
        let band = Double(horizontal ? Self.wipeEdgeColumns : max(1, Self.wipeEdgeColumns / 2))
        let front = p * (Double(extent) + band)
        // The share of the cell `d` cells in from `edge` that is revealed.
        func revealed(_ d: Int) -> Double { min(1, max(0, (front - Double(d) - 0.5) / band)) }
        func depth(_ x: Int, _ y: Int) -> Int {
            switch edge {
            case .leading: x
            case .trailing: width - 1 - x
            case .top: y
            case .bottom: height - 1 - y
            }
        }
        for y in 0..<height {
            var x = 0
            while x < width {
                let cell = self[x, y]
                let isWide = cell.width == 2 && x + 1 < width && self[x + 1, y].width == 0
                var amount = revealed(depth(x, y))
                if isWide { amount = max(amount, revealed(depth(x + 1, y))) }
                if amount > 0 {
                    for column in x..<(isWide ? x + 2 : x + 1) {
                        var kept = self[column, y]
                        if kept.width == 0 && !isWide { kept = Cell(" ", style: kept.style) }
                        if amount < 1 {
                            kept.style.foreground = kept.style.foreground.opacity(amount)
                            kept.style.background = kept.style.background.opacity(amount)
                        }
                        // Glyphs change at the band's middle, a straight
                        // front; ahead of it only the background shows.
                        if amount < 0.5 { kept = Cell(nil, style: Style(foreground: .clear, background: kept.style.background)) }
                        out[column, y] = kept
                    }
                }
                x += isWide ? 2 : 1
            }
        }
        return out
    }
}
