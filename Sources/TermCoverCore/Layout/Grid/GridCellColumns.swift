extension View {
    /// Makes the view span `count` columns of its `Grid` row, as in SwiftUI.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(GridCellColumnsModifier(count: max(1, count)))
    }
}

struct GridCellColumnsModifier: PrimitiveModifier {
    let count: Int
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [GridSpanNode(single(content.resolve(context)), columns: count)]
    }
}

/// A cell that spans several columns of a `Grid` row.
@MainActor
final class GridSpanNode: WrapperNode {
    let columns: Int
    init(_ child: LayoutNode, columns: Int) {
        self.columns = columns
        super.init(child)
    }
    override var gridCellColumns: Int { columns }
}
