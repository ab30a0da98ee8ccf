import Foundation

/// Lays its children out in columns of the rows `rows` describes, as
/// SwiftUI's `LazyHGrid`: children fill each column top to bottom, a
/// column is as wide as its widest cell, and only the columns in or near
/// view are built (see `LazyVStack`). Row heights follow
/// `GridTrackSizing`. `spacing` is the columns between columns (1 by
/// default); a row's `GridItem.spacing` the rows after it (0).
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    /// Views and plain values only.
    static var holdsDynamicProperties: Bool { false }

    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy horizontal grid. `pinnedViews` is accepted and pins
    /// nothing (see `PinnedScrollableViews`).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.resolveLazy(content, axis: .horizontal, spacing: max(0, spacing.map { context.cells.columns($0) } ?? 1),
                            arrangement: .grid(rows.map { $0.inCells(along: .vertical, context.cells) }, alignment: Alignment(horizontal: .center, vertical: alignment),
                                               defaultSpacing: 0))
    }
}
