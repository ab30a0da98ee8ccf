/// A row of a `Grid`, as in SwiftUI: each of its views is a cell.
/// `alignment` sets where cells sit vertically in the row, in place of the
/// grid's. Outside a grid its views are laid out as an `HStack`'s.
public struct GridRow<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a grid row.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var inner = context.containerContext(axis: .horizontal)
        let inGrid = context.environment[InGridKey.self]
        if inGrid { inner.environment[InGridKey.self] = false }
        let cells = inner.resolve(content, at: .index(0))
        guard inGrid else { return [StackNode(axis: .horizontal, alignment: .center, spacing: 1, children: cells)] }
        return [GridRowNode(cells: cells, alignment: alignment)]
    }
}

/// A `GridRow` in its grid: the grid places the cells.
@MainActor
final class GridRowNode: LayoutNode {
    let cells: [LayoutNode]
    let alignment: VerticalAlignment?
    init(cells: [LayoutNode], alignment: VerticalAlignment?) {
        self.cells = cells
        self.alignment = alignment
    }
    override var children: [LayoutNode] { cells }
}
