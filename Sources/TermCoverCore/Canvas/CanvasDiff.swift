import Foundation

extension Canvas {
    /// The runs of cells that differ from `previous`. A wide character and
    /// its continuation always travel together, so a run never starts or
    /// ends in the middle of one. A size change gives every row in full.
    public func changes(since previous: Canvas?) -> [CellRun] {
        guard let previous, previous.width == width, previous.height == height else {
            return (0..<height).map { CellRun(y: $0, x: 0, count: width) }
        }
        var runs: [CellRun] = []
        guard !cells.isEmpty else { return runs }
        cells.withUnsafeBufferPointer { now in
            previous.cells.withUnsafeBufferPointer { before in
                let stride = MemoryLayout<Cell>.stride
                // Identical bytes are identical cells, and most cells and
                // rows are unchanged: a block compare answers those without
                // comparing fields. (Different bytes may still be equal cells,
                // by padding or a Double's two zeros, so those ask `==`.)
                @inline(__always) func same(_ i: Int) -> Bool {
                    memcmp(now.baseAddress! + i, before.baseAddress! + i, stride) == 0 || now[i] == before[i]
                }
                for y in 0..<height {
                    let base = y * width
                    if memcmp(now.baseAddress! + base, before.baseAddress! + base, width * stride) == 0 { continue }
                    var x = 0
                    while x < width {
                        if same(base + x) { x += 1; continue }
                        var start = x
                        if start > 0, now[base + start].width == 0 || before[base + start].width == 0 { start -= 1 }
                        var end = x + 1
                        while end < width, !same(base + end) { end += 1 }
                        if end < width, now[base + end].width == 0 || before[base + end].width == 0 { end += 1 }
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
