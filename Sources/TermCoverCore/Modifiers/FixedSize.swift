extension View {
    /// Fixes the view at its ideal size in both axes, as in SwiftUI: it is
    /// offered no size to fit, so text neither wraps nor truncates, and the
    /// view may overhang its parent.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Fixes the view at its ideal size in the axes given, as in SwiftUI.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}

struct FixedSizeModifier: PrimitiveModifier {
    let horizontal: Bool
    let vertical: Bool
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [FixedSizeNode(single(content.resolve(context)), horizontal: horizontal, vertical: vertical)]
    }
}

/// Proposes nothing (the ideal) along its fixed axes.
@MainActor
final class FixedSizeNode: WrapperNode {
    let horizontal: Bool
    let vertical: Bool
    init(_ child: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child)
    }

    private func fixed(_ p: CellProposal) -> CellProposal {
        CellProposal(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    override func computeSize(_ p: CellProposal) -> Size { child.sizeThatFits(fixed(p)) }

    override func place(in rect: Rect) {
        frame = rect
        child.place(in: Rect(x: rect.x, y: rect.y, size: child.sizeThatFits(fixed(CellProposal(rect.size)))))
    }
}
