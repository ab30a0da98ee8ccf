import Foundation

/// The view a `Layout` makes of its content: each view of the content is a
/// subview, as in a stack.
struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let layout: L
    let content: Content

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        // An AnyLayout is the layout it wraps; the content keeps one place
        // in the graph, so a change of layout keeps the subviews' state.
        let base: any Layout = (layout as? AnyLayout)?.base ?? layout
        let axis = type(of: base).layoutProperties.stackOrientation
        let nodes = context.containerContext(axis: axis).resolve(content, at: .index(0))
        if let engine = base as? any EngineLayout { return [engine.engineNode(nodes, context.cells)] }
        return [Self.node(base, nodes, context.cells)]
    }

    private static func node<B: Layout>(_ layout: B, _ nodes: [LayoutNode], _ cells: CellMetrics) -> LayoutNode {
        CustomLayoutNode(layout: layout, children: nodes, cells: cells)
    }
}

/// Asks a `Layout` for its size and where its subviews go, in points, and
/// puts the answers on whole cells.
@MainActor
final class CustomLayoutNode<L: Layout>: LayoutNode {
    let layout: L
    let nodes: [LayoutNode]
    let cells: CellMetrics
    private let placements: LayoutPlacements
    private let subviews: LayoutSubviews
    private var cache: L.Cache

    init(layout: L, children: [LayoutNode], cells: CellMetrics) {
        self.layout = layout
        nodes = children
        self.cells = cells
        let placements = LayoutPlacements(cells: cells)
        self.placements = placements
        subviews = LayoutSubviews(children.enumerated().map { LayoutSubview(node: $1, index: $0, placements: placements) })
        cache = layout.makeCache(subviews: subviews)
    }

    override var children: [LayoutNode] { nodes }

    override func computeSize(_ p: CellProposal) -> Size {
        let size = layout.sizeThatFits(proposal: cells.points(p), subviews: subviews, cache: &cache)
        // A layout that answers infinity takes what it was offered.
        func finite(_ v: CGFloat, _ offered: Int?, _ toCells: (Double) -> Int) -> Int {
            guard v.isFinite else { return offered.map { $0 == .max ? 0 : $0 } ?? 0 }
            return max(0, toCells(Double(v)))
        }
        return Size(width: finite(size.width, p.width, cells.columns), height: finite(size.height, p.height, cells.rows))
    }

    override func place(in rect: Rect) {
        frame = rect
        let bounds = CGRect(x: cells.points(columns: rect.x), y: cells.points(rows: rect.y),
                            width: cells.points(columns: rect.width), height: cells.points(rows: rect.height))
        placements.placed = [:]
        layout.placeSubviews(in: bounds, proposal: ProposedViewSize(bounds.size), subviews: subviews, cache: &cache)
        for (i, child) in nodes.enumerated() {
            // Unplaced subviews sit at the centre, proposed the bounds' size, as in SwiftUI.
            let (position, anchor, proposal) = placements.placed[i]
                ?? (CGPoint(x: bounds.midX, y: bounds.midY), .center, ProposedViewSize(bounds.size))
            let size = child.sizeThatFits(cells.cells(proposal))
            let x = Double(position.x) - anchor.x * cells.points(columns: size.width)
            let y = Double(position.y) - anchor.y * cells.points(rows: size.height)
            child.place(in: Rect(x: wholeCells(cells.exactColumns(x)), y: wholeCells(cells.exactRows(y)), size: size))
        }
    }
}
