import Foundation

/// How much of each cell's 2 × 4 samples a filled path covers: the
/// shares `CellGrid.paint(_:shares:x:y:precision:)` draws with block
/// elements and quadrants.
///
/// The path's polygons are cut by four scan lines a sample row (one a
/// point in a 16-point row); along each line the spans inside the path (by
/// the non-zero or even-odd rule) are added to the samples they cross,
/// exactly, so a sample's share is its covered area to a quarter of its
/// height. Cells are addressed from the frame's top-leading cell.
struct PathRaster {
    /// The first column and row held, from the frame's top-leading cell.
    let column0: Int, row0: Int
    let columns: Int, rows: Int
    /// Eight shares a cell, row by row, index (row · columns + column) · 8 + sample.
    private var shares: [Float]

    /// Scan lines a sample row.
    static let linesPerSample = 4

    /// The coverage of `polygons` (points from the frame's top-leading
    /// corner) on cells of `cells`, within `limit` (cells from the frame's
    /// top-leading cell: what can be seen).
    init(_ polygons: [[CGPoint]], eoFill: Bool, cells: CellMetrics, limit: Rect) {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for polygon in polygons where polygon.count > 2 {
            for p in polygon {
                minX = min(minX, Double(p.x)); maxX = max(maxX, Double(p.x))
                minY = min(minY, Double(p.y)); maxY = max(maxY, Double(p.y))
            }
        }
        let cw = cells.columnWidth, rh = cells.rowHeight
        guard minX < maxX, minY < maxY, minX.isFinite, maxY.isFinite else {
            column0 = 0; row0 = 0; columns = 0; rows = 0; shares = []
            return
        }
        let c0 = max(limit.x, Int((minX / cw).rounded(.down))), c1 = min(limit.maxX, Int((maxX / cw).rounded(.up)))
        let r0 = max(limit.y, Int((minY / rh).rounded(.down))), r1 = min(limit.maxY, Int((maxY / rh).rounded(.up)))
        column0 = c0; row0 = r0
        columns = max(0, c1 - c0); rows = max(0, r1 - r0)
        shares = Array(repeating: 0, count: columns * rows * 8)
        guard columns > 0, rows > 0 else { return }

        // Edges, downward-sorted by their top, with their direction for the winding number.
        var edges: [(top: Double, bottom: Double, x0: Double, slope: Double, winding: Int)] = []
        for polygon in polygons where polygon.count > 2 {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                let ay = Double(a.y), by = Double(b.y)
                guard ay != by else { continue }
                let (p, q, w) = ay < by ? (a, b, 1) : (b, a, -1)
                let slope = Double(q.x - p.x) / Double(q.y - p.y)
                edges.append((Double(p.y), Double(q.y), Double(p.x) - slope * Double(p.y), slope, w))
            }
        }
        edges.sort { $0.top < $1.top }

        let sampleWidth = cw / 2, sampleHeight = rh / 4
        let lines = Self.linesPerSample
        let weight = Float(1) / Float(lines)
        var next = 0
        var active: [Int] = []
        var crossings: [(x: Double, winding: Int)] = []
        for sampleRow in (r0 * 4)..<(r1 * 4) {
            let row = sampleRow / 4 - r0, j = sampleRow % 4
            for v in 0..<lines {
                let y = (Double(sampleRow) + (Double(v) + 0.5) / Double(lines)) * sampleHeight
                while next < edges.count, edges[next].top <= y { active.append(next); next += 1 }
                active.removeAll { edges[$0].bottom <= y }
                crossings.removeAll(keepingCapacity: true)
                for e in active where edges[e].top <= y {
                    crossings.append((edges[e].x0 + edges[e].slope * y, edges[e].winding))
                }
                guard crossings.count > 1 else { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for k in 0..<(crossings.count - 1) {
                    winding += crossings[k].winding
                    let inside = eoFill ? winding & 1 != 0 : winding != 0
                    guard inside else { continue }
                    addSpan(from: crossings[k].x, to: crossings[k + 1].x, row: row, sampleRow: j,
                            sampleWidth: sampleWidth, weight: weight)
                }
            }
        }
    }

    /// Adds the span [a, b] of one scan line to the samples it crosses.
    private mutating func addSpan(from a: Double, to b: Double, row: Int, sampleRow j: Int, sampleWidth: Double, weight: Float) {
        let first = column0 * 2, last = (column0 + columns) * 2
        let s0 = max(first, Int((a / sampleWidth).rounded(.down))), s1 = min(last, Int((b / sampleWidth).rounded(.up)))
        guard s0 < s1 else { return }
        for s in s0..<s1 {
            let left = Double(s) * sampleWidth
            let covered = min(b, left + sampleWidth) - max(a, left)
            guard covered > 0 else { continue }
            let column = s / 2 - column0, i = s % 2
            shares[(row * columns + column) * 8 + j * 2 + i] += Float(covered / sampleWidth) * weight
        }
    }

    /// The shares of the cell at `column`, `row` from the frame's top-leading cell (zero outside).
    func shares(column: Int, row: Int) -> SIMD8<Float> {
        let c = column - column0, r = row - row0
        guard c >= 0, c < columns, r >= 0, r < rows else { return SIMD8() }
        let k = (r * columns + c) * 8
        let t = SIMD8(shares[k], shares[k + 1], shares[k + 2], shares[k + 3], shares[k + 4], shares[k + 5], shares[k + 6], shares[k + 7])
        return t.replacing(with: 1, where: t .> 1)
    }
}
