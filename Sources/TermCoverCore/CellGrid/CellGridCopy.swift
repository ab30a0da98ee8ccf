extension CellGrid {
    /// True when every cell is opaque and drawn: a background of full
    /// alpha, and a character or the right half of a wide one. Such a layer
    /// composes onto any canvas as a plain copy of its cells.
    var isOpaqueSurface: Bool {
        cells.allSatisfy { $0.style.background.alpha >= 1 && ($0.hasCharacter || $0.width == 0) }
    }

    /// Copies an opaque `layer` (see `isOpaqueSurface`) with its top-left at
    /// (x, y), clipped to this canvas, row by row as block copies: what
    /// composing it cell by cell would give, with wide characters cut by
    /// the copy's left and right edges, on either side, turned into blanks.
    mutating func copy(opaque layer: CellGrid, x: Int, y: Int) {
        let x0 = max(0, x), x1 = min(width, x + layer.width)
        let y0 = max(0, y), y1 = min(height, y + layer.height)
        guard x0 < x1, y0 < y1 else { return }
        let canvasWidth = width
        let rebuilt = isSharedCopy && x0 == 0 && x1 == canvasWidth
        if rebuilt { rebuild(taking: y0..<y1, from: layer, at: (x, y)) }
        isSharedCopy = false
        cells.withUnsafeMutableBufferPointer { cells in
            layer.cells.withUnsafeBufferPointer { source in
                for ty in y0..<y1 {
                    let row = ty * canvasWidth
                    // A wide character of this canvas cut by the copy's edges loses its other half.
                    if x0 > 0, cells[row + x0].width == 0, cells[row + x0 - 1].width == 2 { Self.blank(&cells[row + x0 - 1]) }
                    if x1 < canvasWidth, cells[row + x1].width == 0 { Self.blank(&cells[row + x1]) }
                    if !rebuilt {
                        (cells.baseAddress! + row + x0).update(from: source.baseAddress! + (ty - y) * layer.width + (x0 - x),
                                                               count: x1 - x0)
                    }
                    // And so does one of the layer's.
                    if cells[row + x0].width == 0 { Self.blank(&cells[row + x0]) }
                    if cells[row + x1 - 1].width == 2 { Self.blank(&cells[row + x1 - 1]) }
                }
            }
        }
    }

    /// New cells: the rows of `taken` from `layer` placed at `origin`, the
    /// others from these cells, each cell written once. The copy then finds
    /// its rows in place and only mends wide characters at the layer's edges.
    private mutating func rebuild(taking taken: Range<Int>, from layer: CellGrid, at origin: (x: Int, y: Int)) {
        let width = self.width, height = self.height, count = width * height
        let old = cells
        cells = old.withUnsafeBufferPointer { source in
            layer.cells.withUnsafeBufferPointer { layerCells in
                [Cell](unsafeUninitializedCapacity: count) { buffer, initialized in
                    for ty in 0..<height {
                        let from = taken.contains(ty)
                            ? layerCells.baseAddress! + (ty - origin.y) * layer.width - origin.x
                            : source.baseAddress! + ty * width
                        (buffer.baseAddress! + ty * width).initialize(from: from, count: width)
                    }
                    initialized = count
                }
            }
        }
    }

    private static func blank(_ cell: inout Cell) {
        cell.glyph = GlyphCode.space
        cell.width = 1
    }
}
