import Foundation

/// Lays its children out in rows of the columns `columns` describes, as
/// SwiftUI's `LazyVGrid`: children fill each row leading to trailing, a
/// row is as tall as its tallest cell, and only the rows in or near view
/// are built (see `LazyVStack` for what that means for state). Column
/// widths follow `GridTrackSizing`. `spacing` is the rows between rows
/// (0 by default); a column's `GridItem.spacing` the columns after it (1).
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    /// Views and plain values only.
    static var holdsDynamicProperties: Bool { false }

    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy vertical grid. `pinnedViews` is accepted and pins
    /// nothing (see `PinnedScrollableViews`).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.resolveLazy(content, axis: .vertical, spacing: max(0, spacing.map { context.cells.rows($0) } ?? 0),
                            arrangement: .grid(columns.map { $0.inCells(along: .horizontal, context.cells) }, alignment: Alignment(horizontal: alignment, vertical: .center),
                                               defaultSpacing: 1))
    }
}
