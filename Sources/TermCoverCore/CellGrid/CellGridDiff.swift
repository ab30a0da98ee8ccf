import Foundation

extension CellGrid {
    /// The runs of cells that differ from `previous`. A wide character and
    /// its continuation always travel together, so a run never starts or
    /// ends in the middle of one. A size change gives every row in full.
    public func changes(since previous: CellGrid?) -> [CellRun] {
        guard let previous, previous.width == width, previous.height == height else {
            return (0..<height).map { CellRun(y: $0, x: 0, count: width) }
        }
        return changes(since: previous) { .row($0) }
    }

    /// What a row of a new frame is compared with (see `changes(since:rowsFrom:)`).
    enum RowSource {
        /// A row of the previous canvas.
        case row(Int)
        /// Nothing known: the whole row is listed.
        case whole
        /// Known equal to the same row: not compared again.
        case unchanged
    }

    /// The runs of cells of each row that differ from what `source` says it
    /// is compared with in `previous` (of the same size).
    func changes(since previous: CellGrid, rowsFrom source: (Int) -> RowSource) -> [CellRun] {
        var runs: [CellRun] = []
        guard !cells.isEmpty else { return runs }
        cells.withUnsafeBufferPointer { now in
            previous.cells.withUnsafeBufferPointer { before in
                let stride = MemoryLayout<Cell>.stride
                for y in 0..<height {
                    let base = y * width
                    let from: Int
                    switch source(y) {
                    case .unchanged: continue
                    case .whole:
                        runs.append(CellRun(y: y, x: 0, count: width))
                        continue
                    case .row(let row): from = row
                    }
                    let old = from * width
                    // A cell's `==` is a few integer compares, cheaper than
                    // a call to memcmp; whole rows still go to memcmp first,
                    // since most rows are unchanged.
                    @inline(__always) func same(_ x: Int) -> Bool { now[base + x] == before[old + x] }
                    if memcmp(now.baseAddress! + base, before.baseAddress! + old, width * stride) == 0 { continue }
                    var x = 0
                    while x < width {
                        if same(x) { x += 1; continue }
                        var start = x
                        if start > 0, now[base + start].width == 0 || before[old + start].width == 0 { start -= 1 }
                        var end = x + 1
                        while end < width, !same(end) { end += 1 }
                        if end < width, now[base + end].width == 0 || before[old + end].width == 0 { end += 1 }
                        if let last = runs.last, last.y == y, last.x + last.count >= start {
                            runs[runs.count - 1].count = end - last.x
                        } else {
                            runs.append(CellRun(y: y, x: start, count: end - start))
                        }
                        x = end
                    }
                }
            }
        }
        return runs
    }
}
