extension View {
    /// Adds `length` cells of space on `edges` (1 by default), as in SwiftUI.
    /// A length is a cell (a column or a row), not a point.
    public func padding(_ edges: Edge.Set = .all, _ length: Int? = nil) -> some View {
        let n = length ?? 1
        return modifier(PaddingModifier(insets: EdgeInsets(top: edges.contains(.top) ? n : 0,
                                                          leading: edges.contains(.leading) ? n : 0,
                                                          bottom: edges.contains(.bottom) ? n : 0,
                                                          trailing: edges.contains(.trailing) ? n : 0)))
    }

    /// Adds `length` cells of space on every edge.
    public func padding(_ length: Int) -> some View { padding(.all, length) }

    /// Adds `length` cells of space on `edges`, rounded to whole cells (see
    /// `wholeCells`): SwiftUI code that pads with a `Double` compiles as is.
    /// A cell is not a point: SwiftUI's `padding(16)` is about 2 columns and 1 row.
    public func padding(_ edges: Edge.Set = .all, _ length: Double) -> some View {
        padding(edges, wholeCells(length))
    }

    /// Adds `length` cells of space on every edge, rounded to whole cells.
    public func padding(_ length: Double) -> some View { padding(.all, length) }

    /// Adds the given space on each edge.
    public func padding(_ insets: EdgeInsets) -> some View { modifier(PaddingModifier(insets: insets)) }
}

/// Space on each edge, in cells.
public struct EdgeInsets: Hashable, Sendable {
    /// Cells on each side.
    public var top: Int, leading: Int, bottom: Int, trailing: Int
    /// Creates insets.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

struct PaddingModifier: PrimitiveModifier {
    let insets: EdgeInsets
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [PaddingNode(single(content.resolve(context)), insets: insets)]
    }
}

@MainActor
final class PaddingNode: WrapperNode {
    let insets: EdgeInsets
    init(_ child: LayoutNode, insets: EdgeInsets) { self.insets = insets; super.init(child) }

    override func computeSize(_ p: ProposedViewSize) -> Size {
        let h = insets.leading + insets.trailing, v = insets.top + insets.bottom
        func shrink(_ x: Int?, _ by: Int) -> Int? { x.map { $0 == .max ? .max : max(0, $0 - by) } }
        let s = child.sizeThatFits(ProposedViewSize(width: shrink(p.width, h), height: shrink(p.height, v)))
        return Size(width: s.width.addingClamped(h), height: s.height.addingClamped(v))
    }

    override func place(in rect: Rect) {
        frame = rect
        child.place(in: Rect(x: rect.x + insets.leading, y: rect.y + insets.top,
                             width: max(0, rect.width - insets.leading - insets.trailing),
                             height: max(0, rect.height - insets.top - insets.bottom)))
    }

    override var isSpacer: Bool { false }
}
