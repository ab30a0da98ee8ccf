/// What a long list remembers between frames to build only what is near
/// view: the rows it built last, and the heights of rows it has measured
/// (at one width; rows never built count as the mean of those measured).
@MainActor
final class ListLazyMemory {
    /// The rows built in the last frame.
    var band: Range<Int> = 0..<0
    /// Measured heights by row (-1: not measured), at `width`, for `count` rows.
    private var heights: [Int] = []
    var width: Int?
    var count = 0
    private var measuredTotal = 0
    private var measuredCount = 0

    /// Forgets the heights when the width or the number of rows changed.
    func prepare(width: Int, count: Int) {
        guard width != self.width || count != self.count else { return }
        self.width = width
        self.count = count
        heights = Array(repeating: -1, count: count)
        measuredTotal = 0
        measuredCount = 0
    }

    /// Records row `i`'s height.
    func measured(_ i: Int, _ height: Int) {
        if heights[i] < 0 {
            measuredCount += 1
            measuredTotal += height
        } else {
            measuredTotal += height - heights[i]
        }
        heights[i] = height
    }

    /// Row `i`'s height as measured, else the mean of those measured (at least one row).
    func height(of i: Int) -> Int {
        if heights[i] >= 0 { return heights[i] }
        guard measuredCount > 0 else { return 1 }
        return max(1, (measuredTotal + measuredCount / 2) / measuredCount)
    }
}
