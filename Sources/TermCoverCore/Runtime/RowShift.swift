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

extension CellGrid {
    /// The longest block of at least `minimumRows` rows that moved
    /// together by at most `maximumOffset` rows since `previous`, if one
    /// did; rows unchanged in place never count as moved.
    public func rowShift(since previous: CellGrid?, minimumRows: Int = 4, maximumOffset: Int = 3) -> RowShift? {
        guard let previous, previous.width == width, previous.height == height else { return nil }
        return rowShift(since: previous, changed: rowsChanged(since: previous),
                        minimumRows: minimumRows, maximumOffset: maximumOffset)
    }

    /// The runs of cells that differ from `previous` once `shift` has
    /// moved its rows: a moved row that arrived whole is not listed, and
    /// the rows the move vacated are listed whole. A move that does not
    /// fit the canvas lists every row.
    public func changes(since previous: CellGrid?, after shift: RowShift) -> [CellRun] {
        guard let previous, previous.width == width, previous.height == height else { return changes(since: nil) }
        return changes(since: previous, after: shift, changed: nil)
    }

    /// The rows that moved since `previous` (see `rowShift(since:)`) when
    /// `findingShift`, and the runs that differ beyond them: each row is
    /// compared in place once, for both.
    func changesAndShift(since previous: CellGrid?, findingShift: Bool) -> (shift: RowShift?, changes: [CellRun]) {
        guard findingShift, let previous, previous.width == width, previous.height == height else {
            return (nil, changes(since: previous))
        }
        let changed = rowsChanged(since: previous)
        guard let shift = rowShift(since: previous, changed: changed, minimumRows: 4, maximumOffset: 3) else {
            return (nil, changes(since: previous) { changed[$0] ? .row($0) : .unchanged })
        }
        return (shift, changes(since: previous, after: shift, changed: changed))
    }

    /// For each row, true when its bytes differ from the same row of `previous` (of the same size).
    func rowsChanged(since previous: CellGrid) -> [Bool] {
        cells.withUnsafeBufferPointer { now in
            previous.cells.withUnsafeBufferPointer { before in
                let rowBytes = width * MemoryLayout<Cell>.stride
                return (0..<height).map { y in
                    memcmp(now.baseAddress! + y * width, before.baseAddress! + y * width, rowBytes) != 0
                }
            }
        }
    }

    private func rowShift(since previous: CellGrid, changed: [Bool], minimumRows: Int, maximumOffset: Int) -> RowShift? {
        guard height > 1, width > 0, changed.lazy.filter({ $0 }).count >= minimumRows else { return nil }
        return cells.withUnsafeBufferPointer { now in
            previous.cells.withUnsafeBufferPointer { before in
                let rowBytes = width * MemoryLayout<Cell>.stride
                // Byte equality only: a row that is equal but not
                // byte-equal is merely written again.
                func same(_ y: Int, _ y0: Int) -> Bool {
                    memcmp(now.baseAddress! + y * width, before.baseAddress! + y0 * width, rowBytes) == 0
                }
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

    /// `changes(since:after:)` for a canvas of `previous`'s size; rows
    /// `changed` says are unchanged in place are not compared again.
    private func changes(since previous: CellGrid, after shift: RowShift, changed: [Bool]?) -> [CellRun] {
        // A move that leaves the canvas says nothing true: every row, then.
        guard !shift.rows.isEmpty, shift.region.lowerBound >= 0, shift.region.upperBound <= height else {
            return changes(since: nil)
        }
        // Each moved row is compared with the row it came from, without
        // building the moved canvas; a shift found here (`changed` given)
        // was found by those rows' bytes being equal, so they are not
        // compared again.
        return changes(since: previous) { y in
            if shift.rows.contains(y) { return changed == nil ? .row(y + shift.offset) : .unchanged }
            if shift.vacated.contains(y) { return .whole }
            return changed?[y] == false ? .unchanged : .row(y)
        }
    }
}
