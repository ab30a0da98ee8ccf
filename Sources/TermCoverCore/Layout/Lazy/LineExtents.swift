/// The lengths along a lazy container's axis of its lines (a row of a
/// `LazyVStack`, a row of cells of a `LazyVGrid`), most of them never
/// measured: a line that was built and placed keeps its measured length,
/// any other counts as the typical line (the mean of those measured,
/// rounded; one cell before any is). Lines sit `spacing` apart.
///
/// Sums are kept per block of lines, so that where a line starts and which
/// line is at a position cost a pass over the blocks and one block, not
/// over every line: a log of 100,000 lines is asked several times a frame.
struct LineExtents {
    private static let blockSize = 256
    /// Each line's measured length, or -1.
    private var lengths: [Int32] = []
    /// Per block: the sum of the measured lengths in it, and how many are measured.
    private var blockSums: [Int] = []
    private var blockKnown: [Int] = []
    private var knownSum = 0
    private var knownCount = 0

    /// The number of lines.
    var count: Int { lengths.count }

    /// The length an unmeasured line counts as.
    var typical: Int {
        knownCount == 0 ? 1 : max(1, Int((Double(knownSum) / Double(knownCount)).rounded()))
    }

    /// Forgets every measurement (the lines were laid out across another
    /// length, so their lengths along the axis may differ).
    mutating func reset() {
        let n = count
        lengths = []
        blockSums = []
        blockKnown = []
        knownSum = 0
        knownCount = 0
        resize(to: n)
    }

    /// Makes room for `n` lines: new ones unmeasured, lines past `n` gone.
    mutating func resize(to n: Int) {
        guard n != lengths.count else { return }
        if n < lengths.count {
            for i in n..<lengths.count where lengths[i] >= 0 { forget(i) }
            lengths.removeSubrange(n...)
        } else {
            lengths.append(contentsOf: repeatElement(-1, count: n - lengths.count))
        }
        let blocks = (n + Self.blockSize - 1) / Self.blockSize
        if blocks < blockSums.count {
            blockSums.removeSubrange(blocks...)
            blockKnown.removeSubrange(blocks...)
        } else {
            blockSums.append(contentsOf: repeatElement(0, count: blocks - blockSums.count))
            blockKnown.append(contentsOf: repeatElement(0, count: blocks - blockKnown.count))
        }
    }

    private mutating func forget(_ i: Int) {
        let b = i / Self.blockSize, old = Int(lengths[i])
        blockSums[b] -= old
        blockKnown[b] -= 1
        knownSum -= old
        knownCount -= 1
        lengths[i] = -1
    }

    /// True when line `i` was measured.
    func isMeasured(_ i: Int) -> Bool { lengths[i] >= 0 }

    /// Line `i`'s length: measured, or typical.
    func length(of i: Int) -> Int { lengths[i] >= 0 ? Int(lengths[i]) : typical }

    /// Records that line `i` measured `length`.
    mutating func set(_ i: Int, _ length: Int) {
        guard i < lengths.count, lengths[i] != Int32(clamping: length) else { return }
        if lengths[i] >= 0 { forget(i) }
        let b = i / Self.blockSize
        lengths[i] = Int32(clamping: length)
        blockSums[b] += length
        blockKnown[b] += 1
        knownSum += length
        knownCount += 1
    }

    private func blockLength(_ b: Int, spacing: Int) -> Int {
        let n = min(Self.blockSize, count - b * Self.blockSize)
        return blockSums[b] + (n - blockKnown[b]) * typical + n * spacing
    }

    /// Where line `i` starts (`count` for the end, past the last spacing).
    func start(of i: Int, spacing: Int) -> Int {
        let b = i / Self.blockSize
        var position = 0
        for block in 0..<min(b, blockSums.count) { position += blockLength(block, spacing: spacing) }
        var line = b * Self.blockSize
        while line < i {
            position += length(of: line) + spacing
            line += 1
        }
        return position
    }

    /// The length of all the lines with the spacing between them.
    func total(spacing: Int) -> Int {
        count == 0 ? 0 : start(of: count, spacing: spacing) - spacing
    }

    /// The line that covers `position` (or the spacing after it), and where
    /// it starts; the last line for a position past the end, 0 before the start.
    func line(at position: Int, spacing: Int) -> (index: Int, start: Int) {
        guard count > 0, position > 0 else { return (0, 0) }
        var start = 0
        var b = 0
        while b < blockSums.count - 1 {
            let next = start + blockLength(b, spacing: spacing)
            if next > position { break }
            start = next
            b += 1
        }
        var line = b * Self.blockSize
        while line < count - 1 {
            let next = start + length(of: line) + spacing
            if next > position { break }
            start = next
            line += 1
        }
        return (line, start)
    }
}
