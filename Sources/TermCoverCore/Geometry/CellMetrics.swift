import Foundation

/// How lengths in points land on the terminal's cell grid: the one place
/// that turns a SwiftUI length into cells (the rule is the DocC article
/// "Points on the Cell Grid").
///
/// A cell is `cellSize` points (8 wide, 16 tall by default). Layout keeps
/// text and controls on whole cells, so a length that sizes or spaces views
/// rounds to the nearest whole cell, an exact half towards zero (a terminal
/// wants density: 24 points of vertical spacing is 1.5 rows, and gives 1).
/// A frame's positive length is at least one cell, so that nothing an
/// author sized to be seen vanishes. Offsets, corner radii, line widths
/// and blur radii are not rounded: they move and draw edges at eighths of
/// a cell, where one point is exactly an eighth of a default column.
struct CellMetrics: Hashable, Sendable {
    /// Points per column.
    var columnWidth: Double
    /// Points per row.
    var rowHeight: Double

    /// The cell of `size` points, or the default one when `size` is not a
    /// positive, finite size.
    init(_ size: CGSize) {
        let w = Double(size.width), h = Double(size.height)
        let valid = w.isFinite && h.isFinite && w > 0 && h > 0
        columnWidth = valid ? w : CellMetrics.defaultSize.width
        rowHeight = valid ? h : CellMetrics.defaultSize.height
    }

    /// SwiftUI's usual terminal-sized cell: 8 by 16 points.
    static let defaultSize = (width: 8.0, height: 16.0)
    /// The default cell.
    static let standard = CellMetrics(CGSize(width: defaultSize.width, height: defaultSize.height))

    /// Whole columns for a horizontal length in points (infinity: unbounded).
    func columns(_ points: Double) -> Int { wholeCells(points / columnWidth) }
    /// Whole rows for a vertical length in points (infinity: unbounded).
    func rows(_ points: Double) -> Int { wholeCells(points / rowHeight) }
    /// Columns for a horizontal length along `axis`'s cells.
    func cells(_ points: Double, along axis: Axis) -> Int {
        axis == .horizontal ? columns(points) : rows(points)
    }
    /// Whole columns for a frame's width: a positive width is at least one column.
    func frameColumns(_ points: Double) -> Int { atLeastOne(points, columns(points)) }
    /// Whole rows for a frame's height: a positive height is at least one row.
    func frameRows(_ points: Double) -> Int { atLeastOne(points, rows(points)) }

    /// Fractional columns for a horizontal distance in points, unrounded.
    func exactColumns(_ points: Double) -> Double { points / columnWidth }
    /// Fractional rows for a vertical distance in points, unrounded.
    func exactRows(_ points: Double) -> Double { points / rowHeight }

    /// Points across `columns` columns.
    func points(columns: Int) -> Double { Double(columns) * columnWidth }
    /// Points down `rows` rows.
    func points(rows: Int) -> Double { Double(rows) * rowHeight }
    /// A size in cells, in points.
    func points(_ size: Size) -> CGSize {
        CGSize(width: points(columns: size.width), height: points(rows: size.height))
    }

    private func atLeastOne(_ points: Double, _ cells: Int) -> Int {
        points > 0 ? Swift.max(1, cells) : Swift.max(0, cells)
    }
}

/// A length in cells rounded to whole cells: the nearest, an exact half
/// towards zero (1.5 is 1, 2.5 is 2, -1.5 is -1). Infinity is unbounded
/// (`Int.max`); NaN is 0.
func wholeCells(_ cells: Double) -> Int {
    if cells.isNaN { return 0 }
    if cells.isInfinite { return cells > 0 ? .max : .min }
    let magnitude = Swift.max(0, (cells.magnitude - 0.5).rounded(.up))
    guard magnitude < Double(Int.max / 2) else { return cells > 0 ? .max : .min }
    return cells < 0 ? -Int(magnitude) : Int(magnitude)
}

extension ResolveContext {
    /// The cell grid lengths resolve on here (`EnvironmentValues.cellSize`).
    var cells: CellMetrics { CellMetrics(environment.cellSize) }
}
