/// A row swiped open: its content pushed aside by its actions, which stand
/// at the edge they came from, the first nearest the edge, each a block
/// of its colour with its label in white, the picked one reversed.
@MainActor
final class SwipeRevealNode: WrapperNode {
    let actions: [SwipeAction]
    let edge: HorizontalEdge
    let picked: Int
    /// Each action's block, once placed; `actions`' order.
    private(set) var blocks: [Rect] = []
    private let parts: [LayoutNode]

    init(_ row: LayoutNode, actions: [SwipeAction], edge: HorizontalEdge, picked: Int) {
        self.actions = actions
        self.edge = edge
        self.picked = picked
        parts = [row] + actions.map(\.label)
        super.init(row)
    }

    override var children: [LayoutNode] { parts }

    override func place(in rect: Rect) {
        frame = rect
        let widths = actions.map { $0.label.sizeThatFits(CellProposal(width: nil, height: 1)).width + 2 }
        let total = min(rect.width, widths.reduce(0, +))
        child.place(in: Rect(x: edge == .leading ? rect.x + total : rect.x, y: rect.y,
                             width: max(0, rect.width - total), height: rect.height))
        blocks = []
        // The first action sits at the edge, the others inward from it.
        var x = edge == .leading ? rect.x : rect.maxX
        for (action, width) in zip(actions, widths) {
            if edge == .trailing { x -= width }
            let block = Rect(x: x, y: rect.y, width: width, height: rect.height)
            blocks.append(block)
            action.label.place(in: Rect(x: x + 1, y: rect.y + max(0, (rect.height - 1) / 2), width: width - 2, height: 1))
            if edge == .leading { x += width }
        }
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        child.draw(into: &canvas, context)
        for (i, (action, block)) in zip(actions, blocks).enumerated() {
            let visible = block.intersection(frame)
            canvas.fill(visible, with: action.color)
            action.label.draw(into: &canvas, context)
            // White on the action's colour, whatever colour the label asked for.
            for y in visible.y..<visible.maxY {
                for x in visible.x..<visible.maxX where canvas[x, y].width != 0 {
                    var cell = canvas[x, y]
                    cell.style.foreground = .white
                    cell.style.background = action.color
                    cell.style.attributes.remove(.reverse)
                    if i == picked { cell.style.attributes.insert(.reverse) }
                    canvas.draw(cell, x: x, y: y)
                }
            }
        }
    }

    /// The action under `point`, if any.
    func action(at point: Point) -> Int? { blocks.firstIndex { $0.contains(point) } }
}
