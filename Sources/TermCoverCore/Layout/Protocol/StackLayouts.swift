import Foundation

/// A layout TermCover writes with its own engine node, so that
/// `HStackLayout { … }` draws exactly as `HStack { … }`.
@MainActor
protocol EngineLayout {
    /// The node that lays `children` out on the grid `cells`.
    func engineNode(_ children: [LayoutNode], _ cells: CellMetrics) -> LayoutNode
}

extension EngineLayout {
    /// The size the engine's node takes, in points.
    func engineSize(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        guard let cells = subviews.first?.placements.cells else { return .zero }
        return cells.points(engineNode(subviews.map(\.node), cells).sizeThatFits(cells.cells(proposal)))
    }

    /// Places the subviews where the engine's node puts them.
    func enginePlace(in bounds: CGRect, _ subviews: LayoutSubviews) {
        guard let cells = subviews.first?.placements.cells else { return }
        let node = engineNode(subviews.map(\.node), cells)
        node.place(in: Rect(x: cells.columns(Double(bounds.minX)), y: cells.rows(Double(bounds.minY)),
                            size: cells.cells(bounds.size)))
        for subview in subviews {
            let f = subview.node.frame
            subview.place(at: CGPoint(x: cells.points(columns: f.x), y: cells.points(rows: f.y)),
                          proposal: ProposedViewSize(cells.points(f.size)))
        }
    }
}

/// `HStack` as a `Layout` value, as SwiftUI's `HStackLayout`: for
/// `AnyLayout` and layouts chosen at run time.
public struct HStackLayout: Layout, EngineLayout {
    /// How the subviews line up vertically.
    public var alignment: VerticalAlignment
    /// Points between subviews; nil for one column.
    public var spacing: CGFloat?
    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    /// Stacks along the horizontal axis.
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }
    /// The stack's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        engineSize(proposal, subviews)
    }
    /// Places the subviews as `HStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        enginePlace(in: bounds, subviews)
    }
    func engineNode(_ children: [LayoutNode], _ cells: CellMetrics) -> LayoutNode {
        StackNode(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
                  spacing: spacing.map { max(0, cells.columns(Double($0))) } ?? 1, children: children)
    }
}

/// `VStack` as a `Layout` value, as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout, EngineLayout {
    /// How the subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// Points between subviews; nil for none.
    public var spacing: CGFloat?
    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    /// Stacks along the vertical axis.
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }
    /// The stack's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        engineSize(proposal, subviews)
    }
    /// Places the subviews as `VStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        enginePlace(in: bounds, subviews)
    }
    func engineNode(_ children: [LayoutNode], _ cells: CellMetrics) -> LayoutNode {
        StackNode(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
                  spacing: spacing.map { max(0, cells.rows(Double($0))) } ?? 0, children: children)
    }
}

/// `ZStack` as a `Layout` value, as SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout, EngineLayout {
    /// How the subviews line up.
    public var alignment: Alignment
    /// An overlaying layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    /// The largest subview's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        engineSize(proposal, subviews)
    }
    /// Places the subviews as `ZStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        enginePlace(in: bounds, subviews)
    }
    func engineNode(_ children: [LayoutNode], _ cells: CellMetrics) -> LayoutNode {
        ZStackNode(alignment: alignment, children: children)
    }
}

/// Any layout, chosen at run time, as SwiftUI's `AnyLayout`:
/// `let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`.
/// The subviews keep their identity and state when the layout changes.
public struct AnyLayout: Layout {
    let base: any Layout
    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) { base = layout }
    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        Self.size(base, proposal, subviews)
    }
    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        Self.place(base, bounds, proposal, subviews)
    }
    private static func size<L: Layout>(_ l: L, _ p: ProposedViewSize, _ s: Subviews) -> CGSize {
        var cache = l.makeCache(subviews: s)
        return l.sizeThatFits(proposal: p, subviews: s, cache: &cache)
    }
    private static func place<L: Layout>(_ l: L, _ b: CGRect, _ p: ProposedViewSize, _ s: Subviews) {
        var cache = l.makeCache(subviews: s)
        l.placeSubviews(in: b, proposal: p, subviews: s, cache: &cache)
    }
}
