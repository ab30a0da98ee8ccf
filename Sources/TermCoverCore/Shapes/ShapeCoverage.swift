import Foundation

/// How much a drawing of an outline (its fill, or a stroke's band) covers
/// of each cell and of each of the cell's 2 × 4 samples: the shares
/// `CellFit` turns into a block element or a quadrant.
///
/// A cell whose center is farther from the band's edges than the cell's
/// half diagonal (with room for the ellipse's estimate) is wholly in or
/// out; only the cells the band's edges cross are sampled, 4 × 4 points a
/// sample.
struct ShapeCoverage {
    enum Extent { case outside, inside, edge }

    let outline: ShapeOutline
    let band: ClosedRange<Double>
    /// Columns a row is tall.
    let aspect: Double
    private let margin: Double

    /// Points a sample is measured at, across and down.
    static let pointsPerSample = 4

    init(outline: ShapeOutline, band: ClosedRange<Double>, aspect: Double) {
        self.outline = outline
        self.band = band
        self.aspect = aspect
        margin = hypot(0.5, aspect / 2) * 1.5
    }

    /// The columns and rows, from the frame's top-left, that the drawing reaches.
    var reach: (columns: Range<Int>, rows: Range<Int>) {
        guard !outline.isEmpty else { return (0..<0, 0..<0) }
        let out = max(0, band.upperBound)
        let c0 = Int((outline.x0 - out).rounded(.down)), c1 = Int((outline.x1 + out).rounded(.up))
        let r0 = Int(((outline.y0 - out) / aspect).rounded(.down)), r1 = Int(((outline.y1 + out) / aspect).rounded(.up))
        return (c0..<max(c0, c1), r0..<max(r0, r1))
    }

    /// Whether the cell at `column`, `row` (from the frame's top-left) is covered wholly, not at all, or in part.
    func extent(column: Int, row: Int) -> Extent {
        let d = outline.distance(Double(column) + 0.5, (Double(row) + 0.5) * aspect)
        if d < band.lowerBound - margin || d > band.upperBound + margin { return .outside }
        if d >= band.lowerBound + margin && d <= band.upperBound - margin { return .inside }
        return .edge
    }

    /// The share of each sample of the cell covered, index row · 2 + column.
    func shares(column: Int, row: Int) -> SIMD8<Float> {
        let n = Self.pointsPerSample
        let sampleWidth = 0.5, sampleHeight = aspect / 4
        var t = SIMD8<Float>()
        for j in 0..<4 {
            for i in 0..<2 {
                let left = Double(column) + Double(i) * sampleWidth
                let top = (Double(row) + Double(j) / 4) * aspect
                var inside = 0
                for v in 0..<n {
                    let y = top + (Double(v) + 0.5) / Double(n) * sampleHeight
                    for u in 0..<n {
                        let x = left + (Double(u) + 0.5) / Double(n) * sampleWidth
                        if band.contains(outline.distance(x, y)) { inside += 1 }
                    }
                }
                t[j * 2 + i] = Float(inside) / Float(n * n)
            }
        }
        return t
    }
}
