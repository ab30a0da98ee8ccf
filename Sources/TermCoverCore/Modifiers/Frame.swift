import Foundation

extension View {
    /// Gives the view a fixed width and/or height in cells (columns and
    /// rows, not points; see `wholeCells`), aligning it inside, as in SwiftUI.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(width: width.map(cells), height: height.map(cells), alignment: alignment))
    }

    /// Gives the view flexible bounds, as in SwiftUI: `frame(maxWidth: .infinity)`
    /// fills the width offered.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(FlexibleFrameModifier(minWidth: minWidth.map(cells), idealWidth: idealWidth.map(cells), maxWidth: maxWidth.map(cells),
                                       minHeight: minHeight.map(cells), idealHeight: idealHeight.map(cells), maxHeight: maxHeight.map(cells),
                                       alignment: alignment))
    }
}

/// Whole cells for a dimension; infinity is the unbounded marker.
private func cells(_ v: Double) -> Int { max(0, wholeCells(v)) }

struct FrameModifier: PrimitiveModifier {
    let width: Int?, height: Int?
    let alignment: Alignment
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [FrameNode(single(content.resolve(context)), width: width, height: height, alignment: alignment)]
    }
}

@MainActor
final class FrameNode: WrapperNode {
    let width: Int?, height: Int?
    let alignment: Alignment
    init(_ child: LayoutNode, width: Int?, height: Int?, alignment: Alignment) {
        self.width = width; self.height = height; self.alignment = alignment
        super.init(child)
    }
    override var isSpacer: Bool { false }

    override func computeSize(_ p: ProposedViewSize) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let s = child.sizeThatFits(ProposedViewSize(width: width ?? p.width, height: height ?? p.height))
        return Size(width: width ?? s.width, height: height ?? s.height)
    }

    override func place(in rect: Rect) {
        frame = rect
        placeAligned(child, in: rect, alignment: alignment)
    }
}

struct FlexibleFrameModifier: PrimitiveModifier {
    let minWidth: Int?, idealWidth: Int?, maxWidth: Int?
    let minHeight: Int?, idealHeight: Int?, maxHeight: Int?
    let alignment: Alignment
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [FlexibleFrameNode(single(content.resolve(context)), self)]
    }
}

/// SwiftUI's flexible frame: the proposal is clamped into [min, max] for the
/// child, and the frame's own size is the child's, pushed towards the
/// proposal by the bounds (so `maxWidth: .infinity` takes all it is offered).
@MainActor
final class FlexibleFrameNode: WrapperNode {
    let spec: FlexibleFrameModifier
    init(_ child: LayoutNode, _ spec: FlexibleFrameModifier) { self.spec = spec; super.init(child) }
    override var isSpacer: Bool { false }

    private static func dimension(proposed: Int?, child: (Int?) -> Int, min lo: Int?, ideal: Int?, max hi: Int?) -> Int {
        var offer = proposed ?? ideal
        if let o = offer {
            if let lo { offer = Swift.max(lo, o) }
            if let hi { offer = Swift.min(hi, offer!) }
        }
        var result = child(offer)
        let p = proposed ?? ideal ?? result
        if let lo { result = Swift.max(lo, Swift.min(result, p)) }
        if let hi { result = Swift.min(hi, Swift.max(result, p)) }
        return result
    }

    override func computeSize(_ p: ProposedViewSize) -> Size {
        let s = spec
        var childProposal = p
        func clampOffer(_ v: Int?, _ lo: Int?, _ ideal: Int?, _ hi: Int?) -> Int? {
            guard var o = v ?? ideal else { return nil }
            if let lo { o = max(lo, o) }
            if let hi { o = min(hi, o) }
            return o
        }
        childProposal.width = clampOffer(p.width, s.minWidth, s.idealWidth, s.maxWidth)
        childProposal.height = clampOffer(p.height, s.minHeight, s.idealHeight, s.maxHeight)
        let c = child.sizeThatFits(childProposal)
        let w = Self.dimension(proposed: p.width, child: { _ in c.width }, min: s.minWidth, ideal: s.idealWidth, max: s.maxWidth)
        let h = Self.dimension(proposed: p.height, child: { _ in c.height }, min: s.minHeight, ideal: s.idealHeight, max: s.maxHeight)
        return Size(width: w, height: h)
    }

    override func place(in rect: Rect) {
        frame = rect
        placeAligned(child, in: rect, alignment: spec.alignment)
    }
}

/// Places `child` at the size it chooses for `rect`'s size, aligned inside
/// `rect`. A child larger than `rect` keeps its size and overhangs it, as
/// in SwiftUI, which never shrinks a view below what it chose: what is
/// outside the screen (or a `clipped()` frame) is cut when it is drawn.
@MainActor
func placeAligned(_ child: LayoutNode, in rect: Rect, alignment: Alignment) {
    let size = child.sizeThatFits(ProposedViewSize(rect.size))
    let o = alignment.origin(of: size, in: rect.size)
    child.place(in: Rect(x: rect.x + o.x, y: rect.y + o.y, size: size))
}
