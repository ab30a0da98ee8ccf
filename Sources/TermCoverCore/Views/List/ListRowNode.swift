/// One row of a list as drawn: its content inside the row's insets, its
/// background behind, the reversal of a current row across its whole
/// width and height, and, on the row holding it, the list's own stop for
/// Tab (the list's path: focus stays on the list as the stop moves).
@MainActor
final class ListRowNode: LayoutNode {
    let content: LayoutNode
    let background: LayoutNode?
    let preferences: ListRowPreferences
    let stopPath: ViewPath?
    let highlighted: Bool
    private let parts: [LayoutNode]

    init(_ row: LayoutNode, preferences: ListRowPreferences, look: ListLook, stopPath: ViewPath?, highlighted: Bool,
         cells: CellMetrics) {
        // `.some(nil)` resets the insets to the style's (in whole columns);
        // an app's are points.
        let insets = (preferences.insets ?? nil).map { CellInsets($0, cells) }
            ?? CellInsets(leading: look.rowLeading, trailing: look.rowTrailing)
        content = insets == CellInsets() ? row : PaddingNode(row, insets: insets)
        background = preferences.background ?? nil
        self.preferences = preferences
        self.stopPath = stopPath
        self.highlighted = highlighted
        parts = (background.map { [$0] } ?? []) + [content]
    }

    override var children: [LayoutNode] { parts }
    override var focusPath: ViewPath? { stopPath }

    override func computeSize(_ p: CellProposal) -> Size { content.sizeThatFits(p) }

    override func place(in rect: Rect) {
        frame = rect
        background?.place(in: rect)
        content.place(in: rect)
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        background?.draw(into: &canvas, context)
        content.draw(into: &canvas, context)
        if highlighted { canvas.reverse(frame) }
    }
}
