import Foundation

/// Rows that moved up or down together since the last frame: rows `rows`
/// of the new frame are rows `rows` shifted by `offset` of the last one
/// (`offset` 1: each row shows what the row below it showed). A cover
/// sliding over the screen moves nearly all of its rows at once, so a
/// terminal that can scroll a region moves them in its own memory and
/// writes only the rows that are really new.
public struct RowShift: Hashable, Sendable {
    /// The rows of the new frame that show rows of the last one.
    public var rows: Range<Int>
    /// How far down the last frame those rows came from (negative: up).
    public var offset: Int

    /// Rows `rows` of the new frame show rows `rows` shifted by `offset` of the last.
    public init(rows: Range<Int>, offset: Int) {
        self.rows = rows
        self.offset = offset
    }

    /// The region that scrolls: the moved rows and those they left,
    /// which show nothing known once the region has scrolled.
    public var region: Range<Int> {
        offset > 0 ? rows.lowerBound..<(rows.upperBound + offset) : (rows.lowerBound + offset)..<rows.upperBound
    }

    /// The rows of `region` that the move leaves holding nothing known.
    public var vacated: Range<Int> {
        offset > 0 ? rows.upperBound..<(rows.upperBound + offset) : (rows.lowerBound + offset)..<rows.lowerBound
    }
}

extension Canvas {
    /// The longest block of at least `minimumRows` rows that moved
    /// together by at most `maximumOffset` rows since `previous`, if one
    /// did; rows unchanged in place never count as moved.
    public func rowShift(since previous: Canvas?, minimumRows: Int = 4, maximumOffset: Int = 3) -> RowShift? {
        guard let previous, previous.width == width, previous.height == height, height > 1, width > 0 else { return nil }
        return cells.withUnsafeBufferPointer { now in
            previous.cells.withUnsafeBufferPointer { before in
                let rowBytes = width * MemoryLayout<Cell>.stride
                // Byte equality only: a row that is equal but not
                // byte-equal is merely written again.
                func same(_ y: Int, _ y0: Int) -> Bool {
                    memcmp(now.baseAddress! + y * width, before.baseAddress! + y0 * width, rowBytes) == 0
                }
                let changed = (0..<height).map { !same($0, $0) }
                guard changed.lazy.filter({ $0 }).count >= minimumRows else { return nil }
                var best: RowShift?
                for offset in -maximumOffset...maximumOffset where offset != 0 {
                    var y = 0
                    while y < height {
                        // A block: changed rows each equal to the row `offset` away.
                        var end = y
                        while end < height, changed[end], end + offset >= 0, end + offset < height, same(end, end + offset) {
                            end += 1
                        }
                        if end - y >= minimumRows, end - y > (best?.rows.count ?? 0) {
                            best = RowShift(rows: y..<end, offset: offset)
                        }
                        y = max(end, y + 1)
                    }
                }
                return best
            }
        }
    }

    /// The runs of cells that differ from `previous` once `shift` has
    /// moved its rows: a moved row that arrived whole is not listed, and
    /// the rows the move vacated are listed whole. A move that does not
    /// fit the canvas lists every row.
    public func changes(since previous: Canvas?, after shift: RowShift) -> [CellRun] {
        // A move that leaves the canvas says nothing true: every row, then.
        guard let previous, previous.width == width, previous.height == height, !shift.rows.isEmpty,
              shift.region.lowerBound >= 0, shift.region.upperBound <= height else { return changes(since: nil) }
        // Each moved row is compared with the row it came from, without
        // building the moved canvas.
        return changes(since: previous) { y in
            if shift.rows.contains(y) { return y + shift.offset }
            return shift.vacated.contains(y) ? nil : y
        }
    }
}
