/// A context menu open: its items in a box by the view it belongs to (its
/// preview in a box above them), over the screen. The first item has
/// focus; Up and Down (Home, End) move it among the items; a button run
/// closes the menu; a click outside closes it too.
struct ContextMenuPopup: View, PrimitiveView {
    typealias Body = Never
    let items: AnyView
    let preview: AnyView?
    let anchor: PickerAnchor
    let close: @MainActor () -> Void

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        let close = self.close
        // Any button chosen closes the menu, after its action.
        c.environment[ButtonActionObserverKey.self] = { _ in close() }
        let rows = c.resolve(VStack(alignment: .leading, spacing: 0) { items }.lineLimit(1), at: .name("items"))
        let menu = MenuItemsNode(BorderedNode(single(rows)), focused: context.focusedPath, graph: context.graph)
        var parts: [LayoutNode] = []
        if let preview { parts.append(BorderedNode(single(c.resolve(preview, at: .name("preview"))))) }
        parts.append(menu)
        let box = StackNode(axis: .vertical, alignment: Alignment(horizontal: .leading, vertical: .center), spacing: 0,
                            children: parts)
        return [OutsideClickNode(AnchoredNode(box, anchor: anchor), action: close)]
    }
}

/// A menu's items: Up and Down move focus among the controls inside.
@MainActor
final class MenuItemsNode: WrapperNode {
    let focused: ViewPath?
    let graph: ViewGraph

    init(_ child: LayoutNode, focused: ViewPath?, graph: ViewGraph) {
        self.focused = focused
        self.graph = graph
        super.init(child)
    }

    /// The focused item is reversed across the whole box, as a menu highlights its row.
    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        child.draw(into: &canvas, context)
        guard let focused, let item = find(focused, in: child) else { return }
        let inner = Rect(x: frame.x + 1, y: frame.y, width: max(0, frame.width - 2), height: frame.height)
        // The whole row: a label's gaps (a Label's icon and title) included.
        canvas.reverse(Rect(x: inner.x, y: item.frame.y, width: inner.width, height: item.frame.height))
    }

    private func find(_ path: ViewPath, in node: LayoutNode) -> LayoutNode? {
        if node.focusPath == path { return node }
        for child in node.children { if let found = find(path, in: child) { return found } }
        return nil
    }

    override func handleKey(_ key: Key) -> Bool {
        var paths: [ViewPath] = []
        func collect(_ node: LayoutNode) {
            if let path = node.focusPath { paths.append(path) }
            node.children.forEach(collect)
        }
        collect(child)
        guard !paths.isEmpty else { return false }
        let at = focused.flatMap { paths.firstIndex(of: $0) }
        let to: Int
        switch key {
        case .upArrow: to = max(0, (at ?? paths.count) - 1)
        case .downArrow: to = min(paths.count - 1, (at ?? -1) + 1)
        case .home: to = 0
        case .end: to = paths.count - 1
        default: return false
        }
        graph.focusRequest = paths[to]
        return true
    }
}

/// Fills the screen under a pop-up: a click that no part of the pop-up took closes it.
@MainActor
final class OutsideClickNode: WrapperNode {
    let action: @MainActor () -> Void

    init(_ child: LayoutNode, action: @escaping @MainActor () -> Void) {
        self.action = action
        super.init(child)
    }

    override func handleClick(at point: Point, count: Int) -> Bool {
        action()
        return true
    }
}
