import Foundation

/// A grid of rows and columns, as SwiftUI's `Grid` (iOS 16): each
/// `GridRow` inside is a row, its views its cells, one per column (or as
/// many as `.gridCellColumns(_:)` says); every column is as wide as its
/// widest cell and every row as tall as its tallest, and each cell sits
/// in its space by `alignment` (a row's own vertical alignment, when it
/// has one). A view that is not a `GridRow` is a row of its own across all
/// the columns. Cells keep their ideal widths whatever the grid is
/// offered: a grid wider than its space overhangs it, as any view does.
/// Spacing is in points: 1 column between columns and 0 rows between rows
/// by default.
public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid; spacing in points, landing on whole columns and rows.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var inner = context.containerContext(axis: .vertical)
        inner.environment[InGridKey.self] = true
        let rows = inner.resolve(content, at: .index(0))
        return [GridNode(rows: rows, alignment: alignment, horizontalSpacing: max(0, horizontalSpacing.map { context.cells.columns($0) } ?? 1),
                         verticalSpacing: max(0, verticalSpacing.map { context.cells.rows($0) } ?? 0))]
    }
}

/// True for the rows of a `Grid` (and no deeper).
struct InGridKey: EnvironmentKey {
    static let defaultValue = false
}
