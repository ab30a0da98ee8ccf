import Foundation

struct CellSizeKey: EnvironmentKey {
    static let defaultValue = CGSize(width: CellMetrics.defaultSize.width, height: CellMetrics.defaultSize.height)
}

extension EnvironmentValues {
    /// How many points one terminal cell is: 8 wide and 16 tall by default,
    /// so a point is an eighth of a column and an eighth of a row is two
    /// points. Every length the views take (`frame`, `padding`, spacing,
    /// `offset`, radii, line widths) is in points and lands on cells by
    /// this size; `GeometryProxy` reports points by it. A TermCover
    /// addition: set a larger cell to fit a layout made for a bigger
    /// screen into fewer cells. A size that is not positive and finite
    /// counts as the default.
    public var cellSize: CGSize {
        get { self[CellSizeKey.self] }
        set { self[CellSizeKey.self] = newValue }
    }
}

extension CGFloat {
    /// The width of `count` columns of the default 8-point cell, for a
    /// terminal-first author who counts in cells: `.frame(width: .columns(20))`.
    public static func columns(_ count: Int) -> CGFloat { CGFloat(count) * CGFloat(CellMetrics.defaultSize.width) }
    /// The height of `count` rows of the default 16-point cell:
    /// `VStack(spacing: .rows(1))`.
    public static func rows(_ count: Int) -> CGFloat { CGFloat(count) * CGFloat(CellMetrics.defaultSize.height) }
}

extension EdgeInsets {
    /// `count` cells on every edge at the default cell size: `count` columns
    /// at the leading and trailing edges and `count` rows at the top and
    /// bottom, so `.padding(.cells(1))` leaves one cell all round.
    public static func cells(_ count: Int) -> EdgeInsets { cells(horizontal: count, vertical: count) }
    /// `horizontal` columns at the leading and trailing edges and `vertical`
    /// rows at the top and bottom, at the default cell size.
    public static func cells(horizontal: Int, vertical: Int) -> EdgeInsets {
        EdgeInsets(top: .rows(vertical), leading: .columns(horizontal), bottom: .rows(vertical), trailing: .columns(horizontal))
    }
}
