import Synchronization

/// A shape's coverage worked out for every cell it reaches, once for each
/// outline, band and aspect: a page of a grid draws a hundred rounded
/// backgrounds of the same size, and sampling each edge cell's 2 × 4
/// samples at 4 × 4 points apiece for every one of them, every frame, was
/// most of the frame's drawing. Only small shapes are kept (a huge one,
/// mostly off screen, is measured where it shows, as before).
final class CoverageMask: Sendable {
    let columns: Range<Int>
    let rows: Range<Int>
    /// Row by row from the reach's top-left.
    private let extents: [ShapeCoverage.Extent]
    /// The shares of each edge cell, at its index in `extents` (zero elsewhere).
    private let shares: [SIMD8<Float>]

    /// Shapes reaching more cells than this are not kept.
    static let largestCells = 4_096
    /// Cells kept in all, after which the cache starts over.
    private static let cellBudget = 262_144

    private struct Key: Hashable {
        let outline: ShapeOutline
        let band: ClosedRange<Double>
        let aspect: Double
    }

    private static let cache = Mutex<(masks: [Key: CoverageMask], cells: Int)>(([:], 0))

    private init(_ coverage: ShapeCoverage, columns: Range<Int>, rows: Range<Int>) {
        self.columns = columns
        self.rows = rows
        var extents: [ShapeCoverage.Extent] = []
        var shares: [SIMD8<Float>] = []
        extents.reserveCapacity(columns.count * rows.count)
        shares.reserveCapacity(columns.count * rows.count)
        for row in rows {
            for column in columns {
                let extent = coverage.extent(column: column, row: row)
                extents.append(extent)
                shares.append(extent == .edge ? coverage.shares(column: column, row: row) : SIMD8())
            }
        }
        self.extents = extents
        self.shares = shares
    }

    /// The mask of `coverage`, made once and kept; nil for a shape too large to keep.
    static func of(_ coverage: ShapeCoverage) -> CoverageMask? {
        let (columns, rows) = coverage.reach
        let cells = columns.count * rows.count
        guard cells <= largestCells else { return nil }
        let key = Key(outline: coverage.outline, band: coverage.band, aspect: coverage.aspect)
        if let mask = cache.withLock({ $0.masks[key] }) { return mask }
        let mask = CoverageMask(coverage, columns: columns, rows: rows)
        cache.withLock { kept in
            if kept.cells + cells > cellBudget { kept = ([:], 0) }
            kept.masks[key] = mask
            kept.cells += cells
        }
        return mask
    }

    /// Whether the cell at `column`, `row` (from the frame's top-left) is covered wholly, not at all, or in part.
    func extent(column: Int, row: Int) -> ShapeCoverage.Extent {
        extents[(row - rows.lowerBound) * columns.count + column - columns.lowerBound]
    }

    /// The share of each sample of an edge cell covered, as `ShapeCoverage.shares`.
    func shares(column: Int, row: Int) -> SIMD8<Float> {
        shares[(row - rows.lowerBound) * columns.count + column - columns.lowerBound]
    }
}
