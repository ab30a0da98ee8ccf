import Foundation

/// How a view keeps its aspect ratio in the space it is offered.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// As large as fits inside the space: the whole view shows.
    case fit
    /// As small as covers the space: the view may overhang it (`clipped()` cuts it).
    case fill
}

extension View {
    /// Keeps the view's width over height at `aspectRatio` (nil: the view's
    /// own, a picture's pixels) while fitting or filling the space offered,
    /// as SwiftUI does: the view is offered that size, worked out in points
    /// and rounded to whole cells.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio.map(Double.init), contentMode: contentMode))
    }

    /// Keeps the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.height != 0 ? Double(aspectRatio.width / aspectRatio.height) : nil
        return modifier(AspectRatioModifier(ratio: ratio, contentMode: contentMode))
    }

    /// `aspectRatio(contentMode: .fit)`: as large as fits, its own ratio kept.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// `aspectRatio(contentMode: .fill)`: as small as covers the space, its own ratio kept.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

struct AspectRatioModifier: PrimitiveModifier {
    let ratio: Double?
    let contentMode: ContentMode
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [AspectRatioNode(single(content.resolve(context)), ratio: ratio, contentMode: contentMode, cells: context.cells)]
    }
}

/// Offers its child the largest (fit) or smallest (fill) size of the ratio
/// around the space offered, in points, then rounded to cells.
@MainActor
final class AspectRatioNode: WrapperNode {
    let ratio: Double?
    let contentMode: ContentMode
    let cells: CellMetrics

    init(_ child: LayoutNode, ratio: Double?, contentMode: ContentMode, cells: CellMetrics) {
        self.ratio = ratio
        self.contentMode = contentMode
        self.cells = cells
        super.init(child)
    }

    /// Width over height in points: the one given, the child's own picture's,
    /// or its ideal size's.
    private var resolvedRatio: Double? {
        if let ratio, ratio > 0, ratio.isFinite { return ratio }
        if let own = child.intrinsicAspectRatio, own > 0, own.isFinite { return own }
        let ideal = child.sizeThatFits(.unspecified)
        guard ideal.width > 0, ideal.height > 0 else { return nil }
        let points = cells.points(ideal)
        return points.width / points.height
    }

    /// The proposal the child gets for `p`.
    func childProposal(_ p: CellProposal) -> CellProposal {
        guard let r = resolvedRatio else { return p }
        func offered(_ v: Int?, _ toPoints: (Int) -> Double) -> Double? {
            guard let v, v != .max else { return nil }
            return toPoints(max(0, v))
        }
        let w = offered(p.width) { self.cells.points(columns: $0) }, h = offered(p.height) { self.cells.points(rows: $0) }
        let width: Double
        switch (w, h) {
        case let (w?, h?): width = contentMode == .fit ? min(w, h * r) : max(w, h * r)
        case let (w?, nil): width = w
        case let (nil, h?): width = h * r
        case (nil, nil):
            let ideal = cells.points(child.sizeThatFits(.unspecified))
            width = ideal.width
        }
        return CellProposal(width: cells.columns(width), height: cells.rows(width / r))
    }

    override func computeSize(_ p: CellProposal) -> Size { child.sizeThatFits(childProposal(p)) }
}
