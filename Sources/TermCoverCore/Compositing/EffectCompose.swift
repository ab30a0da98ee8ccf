/// The entry point the view system calls to put a rendered layer on a
/// canvas with its render effects: a `LayerTransform` (offset, scale,
/// rotation in modifier order) and an opacity.
extension CellGrid {
    /// Composes `layer`, whose top-left sits at (x, y) before effects, over
    /// this canvas through `transform`, at `opacity`.
    ///
    /// - Line-drawing glyphs (`-|/\`, box drawing, arrows) are replaced by
    ///   the ones that look like them turned by `transform.rotation`.
    /// - Undrawn layer cells (nil character, clear background) never draw.
    /// - Wide characters stay whole: both halves are drawn only when two
    ///   adjacent destination cells show the two halves of the same glyph
    ///   (in either order, so a 180° turn keeps them); otherwise the half
    ///   that lands becomes a blank in its style, and a glyph whose lead
    ///   lands on the last column becomes a blank.
    /// - Opacity 0 changes nothing; opacity 1 is a normal compose for
    ///   opaque cells. Between (and for cells with translucent colors, such
    ///   as a wipe's soft edge), colors cross-fade when
    ///   `colorSupport.canBlend` (see `drawBlended`); otherwise the layer
    ///   draws whole, in the dim attribute below half (`FaintLayer`).
    package mutating func compose(_ layer: CellGrid, x: Int, y: Int, transform: LayerTransform = .identity,
                                 opacity: Double = 1, colorSupport: ColorSupport) {
        let alpha = opacity.isNaN ? 0 : min(1, max(0, opacity))
        guard alpha > 0, layer.width > 0, layer.height > 0 else { return }
        let sampling = LayerSampling(layer: layer.size, origin: (x, y), transform: transform, clip: bounds)
        let region = sampling.region
        var blends = BlendMemo()
        // Mid-fade, overlapping words of the two layers swap together (see `SwapUnits`).
        // Without blending the whole layer draws at once, dim or not (`FaintLayer`): nothing swaps.
        var units: SwapUnits? = alpha < 1 && colorSupport.canBlend ? SwapUnits(width: width) : nil
        for ty in region.y..<region.maxY {
            units?.find(row: ty, beneath: self, layer: layer, sampling: sampling,
                        paper: colorSupport == .palette256) { x, y in Self.swapThreshold(x: x, y: y) }
            var tx = region.x
            while tx < region.maxX {
                let s = sampling.source(x: tx, y: ty)
                guard s >= 0, !layer.cells[s].isTransparent else { tx += 1; continue }
                var cell = layer.cells[s]
                if transform.rotation.radians != 0, cell.width == 1, GlyphTurn.mayTurn(cell.glyph), let c = cell.character {
                    cell.character = GlyphTurn.turned(c, by: transform.rotation.radians)
                }
                let next = sampling.source(x: tx + 1, y: ty)
                let column = s % layer.width, row = s / layer.width
                if cell.width == 2, next == s + 1, column + 1 < layer.width, layer.cells[s + 1].width == 0 {
                    place(cell, wide: true, x: tx, y: ty, layerX: column, layerY: row, alpha: alpha, swapAt: units?[tx], paperAt: units?.paper(tx), colorSupport: colorSupport, blends: &blends)
                    tx += 2
                } else if cell.width == 0, next == s - 1, column > 0, layer.cells[s - 1].width == 2 {
                    // Mirrored: the continuation lands left of its lead.
                    place(layer.cells[s - 1], wide: true, x: tx, y: ty, layerX: column - 1, layerY: row, alpha: alpha, swapAt: units?[tx], paperAt: units?.paper(tx), colorSupport: colorSupport, blends: &blends)
                    tx += 2
                } else if cell.width != 1 {
                    place(Cell(" ", style: cell.style), wide: false, x: tx, y: ty, layerX: column, layerY: row, alpha: alpha, swapAt: units?[tx], paperAt: units?.paper(tx), colorSupport: colorSupport, blends: &blends)
                    tx += 1
                } else {
                    place(cell, wide: false, x: tx, y: ty, layerX: column, layerY: row, alpha: alpha, swapAt: units?[tx], paperAt: units?.paper(tx), colorSupport: colorSupport, blends: &blends)
                    tx += 1
                }
            }
        }
    }

    /// Draws one glyph (one or two columns) at the given opacity: see `drawFaded`.
    private mutating func place(_ cell: Cell, wide: Bool, x: Int, y: Int, layerX: Int, layerY: Int, alpha: Double,
                                swapAt unit: Double?, paperAt paperUnit: Double?, colorSupport: ColorSupport,
                                blends: inout BlendMemo) {
        drawFaded(cell, wide: wide, x: x, y: y, layerX: layerX, layerY: layerY, alpha: alpha, swapAt: unit,
                  paperAt: paperUnit, colorSupport: colorSupport, blends: &blends)
    }

    /// A normal draw of one glyph; a wide one writes its continuation too,
    /// exactly as `compose(_:x:y:)` does.
    mutating func drawUnit(_ cell: Cell, wide: Bool, x: Int, y: Int) {
        draw(cell, x: x, y: y)
        if wide { draw(Cell(nil, width: 0, style: cell.style), x: x + 1, y: y) }
    }
}
