/// A `Grid` laid out: column widths from the widest cell of each column
/// (cells spanning several columns widen the last of them when they need
/// more than the columns and the spacing between give), row heights from
/// the tallest cell of each row, as SwiftUI's grid sizes them. The sizes
/// do not depend on the proposal, so they are worked out once.
@MainActor
final class GridNode: LayoutNode {
    let rows: [LayoutNode]
    let alignment: Alignment
    let horizontalSpacing: Int
    let verticalSpacing: Int
    private lazy var metrics = measure()

    private struct Metrics {
        var columns: [Int]
        var heights: [Int]
        var width: Int
        var height: Int
    }

    init(rows: [LayoutNode], alignment: Alignment, horizontalSpacing: Int, verticalSpacing: Int) {
        self.rows = rows
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    override var children: [LayoutNode] { rows }

    /// The `GridRow` a row is, looking through wrappers around it.
    private static func gridRow(_ node: LayoutNode) -> GridRowNode? {
        var n = node
        while !(n is GridRowNode), let wrapper = n as? WrapperNode { n = wrapper.child }
        return n as? GridRowNode
    }

    /// Each cell's first column and span, row by row (nil for a row that is not a `GridRow`).
    private var layout: [[(cell: LayoutNode, column: Int, span: Int)]?] {
        rows.map { row in
            guard let gridRow = Self.gridRow(row) else { return nil }
            var column = 0
            return gridRow.cells.map { cell in
                defer { column += cell.gridCellColumns }
                return (cell, column, cell.gridCellColumns)
            }
        }
    }

    private func span(_ columns: [Int], from first: Int, count: Int) -> Int {
        let end = min(columns.count, first + count)
        guard first < end else { return 0 }
        return columns[first..<end].reduce(0, +) + horizontalSpacing * (end - first - 1)
    }

    private func measure() -> Metrics {
        let cells = layout
        let count = cells.compactMap { $0?.last.map { $0.column + $0.span } }.max() ?? 0
        var columns = Array(repeating: 0, count: count)
        for row in cells.compactMap({ $0 }) {
            for c in row where c.span == 1 {
                columns[c.column] = max(columns[c.column], c.cell.sizeThatFits(.unspecified).width)
            }
        }
        for row in cells.compactMap({ $0 }) {
            for c in row where c.span > 1 {
                let need = c.cell.sizeThatFits(.unspecified).width - span(columns, from: c.column, count: c.span)
                if need > 0 { columns[min(count, c.column + c.span) - 1] += need }
            }
        }
        let gridWidth = count == 0 ? 0 : columns.reduce(0, +) + horizontalSpacing * (count - 1)
        var width = gridWidth
        var heights: [Int] = []
        for (row, rowCells) in zip(rows, cells) {
            if let rowCells {
                heights.append(rowCells.map {
                    $0.cell.sizeThatFits(CellProposal(width: span(columns, from: $0.column, count: $0.span), height: nil)).height
                }.max() ?? 0)
            } else {
                let s = row.sizeThatFits(CellProposal(width: gridWidth, height: nil))
                width = max(width, s.width)
                heights.append(s.height)
            }
        }
        let height = heights.isEmpty ? 0 : heights.reduce(0, +) + verticalSpacing * (heights.count - 1)
        return Metrics(columns: columns, heights: heights, width: width, height: height)
    }

    override func computeSize(_ p: CellProposal) -> Size {
        Size(width: metrics.width, height: metrics.height)
    }

    override func place(in rect: Rect) {
        frame = rect
        let m = metrics
        var y = rect.y
        for ((row, rowCells), height) in zip(zip(rows, layout), m.heights) {
            let rowRect = Rect(x: rect.x, y: y, width: m.width, height: height)
            if let rowCells {
                placeRow(row, rowRect)
                var cellAlignment = alignment
                if let v = Self.gridRow(row)?.alignment { cellAlignment.vertical = v }
                for c in rowCells {
                    let x = rect.x + span(m.columns, from: 0, count: c.column) + (c.column > 0 ? horizontalSpacing : 0)
                    let cell = Rect(x: x, y: y, width: span(m.columns, from: c.column, count: c.span), height: height)
                    placeAligned(c.cell, in: cell, alignment: cellAlignment)
                }
            } else {
                placeAligned(row, in: rowRect, alignment: alignment)
            }
            y += height + verticalSpacing
        }
    }

    /// Gives the row (and any wrapper around it) the row's rectangle, for
    /// what reads frames (focus, clicks); its cells are placed by the grid.
    private func placeRow(_ row: LayoutNode, _ rect: Rect) {
        var n = row
        while true {
            n.frame = rect
            guard !(n is GridRowNode), let wrapper = n as? WrapperNode else { break }
            n = wrapper.child
        }
    }
}
