extension Color: View, PrimitiveView {
    public typealias Body = Never

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [ColorNode(color: self)] }
}

/// Fills all the space it is offered with a color.
@MainActor
final class ColorNode: LayoutNode {
    /// Changes after the node is built only for a navigation stack's dim,
    /// which the frames of a push drawn in place take (`NavigationResolver`).
    var color: Color
    init(color: Color) { self.color = color }

    override func computeSize(_ p: CellProposal) -> Size {
        func fill(_ v: Int?) -> Int { v == nil ? 1 : (v == .max ? 1 : v!) }
        return Size(width: fill(p.width), height: fill(p.height))
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        canvas.fill(frame, with: color)
    }
}
