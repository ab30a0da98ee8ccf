import Foundation

extension View {
    /// Puts the centre of the view at (x, y) points in its parent's space,
    /// as in SwiftUI: the view takes all the space offered and the content
    /// sits with its centre there, on the nearest cells.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(PositionModifier(x: Double(x), y: Double(y)))
    }

    /// Puts the centre of the view at `position`, in points.
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }
}

struct PositionModifier: PrimitiveModifier {
    let x: Double, y: Double
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let cells = context.cells
        return [PositionNode(single(content.resolve(context)), x: cells.exactColumns(x), y: cells.exactRows(y))]
    }
}

/// Takes the space offered and centres its child on a point of it, in fractional cells.
@MainActor
final class PositionNode: WrapperNode {
    let x: Double, y: Double
    init(_ child: LayoutNode, x: Double, y: Double) {
        self.x = x
        self.y = y
        super.init(child)
    }

    override func computeSize(_ p: CellProposal) -> Size {
        // All that is offered; where there is no bound, what the child wants.
        let ideal = child.sizeThatFits(CellProposal(width: nil, height: nil))
        func take(_ offered: Int?, _ ideal: Int) -> Int { offered.map { $0 == .max ? ideal : max(0, $0) } ?? ideal }
        return Size(width: take(p.width, ideal.width), height: take(p.height, ideal.height))
    }

    override func place(in rect: Rect) {
        frame = rect
        let size = child.sizeThatFits(CellProposal(rect.size))
        let left = wholeCells(x - Double(size.width) / 2), top = wholeCells(y - Double(size.height) / 2)
        child.place(in: Rect(x: rect.x + left, y: rect.y + top, size: size))
    }
}
