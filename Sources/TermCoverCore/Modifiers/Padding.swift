import Foundation

extension View {
    /// Adds `length` points of space on `edges`, as in SwiftUI; nil for the
    /// default of 16 points (2 columns by 1 row). Lengths land on whole
    /// cells (see `EnvironmentValues.cellSize`): 8 points is a column, 16 a row.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let n = length ?? 16
        return modifier(PaddingModifier(insets: EdgeInsets(top: edges.contains(.top) ? n : 0,
                                                          leading: edges.contains(.leading) ? n : 0,
                                                          bottom: edges.contains(.bottom) ? n : 0,
                                                          trailing: edges.contains(.trailing) ? n : 0)))
    }

    /// Adds `length` points of space on every edge.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Adds the given space on each edge, in points.
    public func padding(_ insets: EdgeInsets) -> some View { modifier(PaddingModifier(insets: insets)) }
}

/// Space on each edge, in points, as in SwiftUI.
public struct EdgeInsets: Hashable, Sendable {
    /// Points on each side.
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    /// Creates insets of the given points.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

/// Space on each edge, in whole cells: `EdgeInsets` on the grid.
struct CellInsets: Hashable {
    var top: Int, leading: Int, bottom: Int, trailing: Int
    init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    init(_ insets: EdgeInsets, _ cells: CellMetrics) {
        self.init(top: cells.rows(insets.top), leading: cells.columns(insets.leading),
                  bottom: cells.rows(insets.bottom), trailing: cells.columns(insets.trailing))
    }
}

struct PaddingModifier: PrimitiveModifier {
    let insets: EdgeInsets
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [PaddingNode(single(content.resolve(context)), insets: CellInsets(insets, context.cells))]
    }
}

@MainActor
final class PaddingNode: WrapperNode {
    let insets: CellInsets
    init(_ child: LayoutNode, insets: CellInsets) { self.insets = insets; super.init(child) }

    override func computeSize(_ p: CellProposal) -> Size {
        let h = insets.leading + insets.trailing, v = insets.top + insets.bottom
        func shrink(_ x: Int?, _ by: Int) -> Int? { x.map { $0 == .max ? .max : max(0, $0 - by) } }
        let s = child.sizeThatFits(CellProposal(width: shrink(p.width, h), height: shrink(p.height, v)))
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
