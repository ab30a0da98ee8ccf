import Foundation

extension CellGrid {
    /// Draws a cell a gradient covers wholly on a 256-color terminal, from
    /// the two colors of its `GradientPalette` around the cell's center:
    /// of the cell's 2 × 4 samples, the later color takes as many as the
    /// share of the way between the two asks for (out of 8, rounded up or
    /// down by the cell's blue-noise threshold, so a run of cells averages
    /// the share exactly), those furthest along the gradient; the block
    /// element that shows them (`CellFit`) has just those two colors.
    ///
    /// A cell one color or the other shows the mix as cell-sized patches,
    /// which at a shape's size (a star a dozen cells across) read as
    /// blotches; split in the cell the way the gradient runs, the step
    /// between two palette colors moves by eighths, as true color's does.
    mutating func paintInPalette(_ line: GradientPalette, _ gradient: GradientStyle, fraction: Double, column: Int, row: Int,
                                 x: Int, y: Int, rect: CGRect, cells: CellMetrics) {
        let (lo, hi, share) = line.bracket(at: fraction)
        let later = Int((share * 8 + BlueNoise.threshold(x: x, y: y)).rounded(.down))
        guard lo != hi, later > 0 else { fill(Rect(x: x, y: y, width: 1, height: 1), with: lo); return }
        guard later < 8 else { fill(Rect(x: x, y: y, width: 1, height: 1), with: hi); return }
        var along: [(t: Double, index: Int)] = []
        for j in 0..<4 {
            for i in 0..<2 {
                let px = (Double(column) + (Double(i) + 0.5) / 2) * cells.columnWidth
                let py = (Double(row) + (Double(j) + 0.5) / 4) * cells.rowHeight
                along.append((gradient.fraction(at: CGPoint(x: px, y: py), in: rect), j * 2 + i))
            }
        }
        // Furthest along first; a tie (samples across the gradient's run) top-left first.
        along.sort { $0.t != $1.t ? $0.t > $1.t : $0.index < $1.index }
        var mask = SIMD8<Float>(repeating: 0)
        for sample in along.prefix(later) { mask[sample.index] = 1 }
        fill(Rect(x: x, y: y, width: 1, height: 1), with: lo)
        paint(hi, shares: mask, x: x, y: y, precision: .eighths)
    }
}
