extension Canvas {
    /// The runs of cells that differ from `previous`. A wide character and
    /// its continuation always travel together, so a run never starts or
    /// ends in the middle of one. A size change gives every row in full.
    public func changes(since previous: Canvas?) -> [CellRun] {
        guard let previous, previous.width == width, previous.height == height else {
            return (0..<height).map { CellRun(y: $0, x: 0, count: width) }
        }
        var runs: [CellRun] = []
        cells.withUnsafeBufferPointer { now in
            previous.cells.withUnsafeBufferPointer { before in
                for y in 0..<height {
                    let base = y * width
                    var x = 0
                    while x < width {
                        if now[base + x] == before[base + x] { x += 1; continue }
                        var start = x
                        if start > 0, now[base + start].width == 0 || before[base + start].width == 0 { start -= 1 }
                        var end = x + 1
                        while end < width, now[base + end] != before[base + end] { end += 1 }
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
