import Foundation

extension View {
    /// Gives the view a fixed width and/or height in points, aligning it
    /// inside, as in SwiftUI. The frame lands on whole cells (see
    /// `EnvironmentValues.cellSize`): a positive length is at least one cell.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(width: width, height: height, alignment: alignment))
    }

    /// Gives the view flexible bounds in points, as in SwiftUI:
    /// `frame(maxWidth: .infinity)` fills the width offered.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(FlexibleFrameModifier(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                       minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                       alignment: alignment))
    }
}

struct FrameModifier: PrimitiveModifier {
    let width: CGFloat?, height: CGFloat?
    let alignment: Alignment
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let cells = context.cells
        return [FrameNode(single(content.resolve(context)), width: width.map { cells.frameColumns($0) },
                          height: height.map { cells.frameRows($0) }, alignment: alignment)]
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

    override func computeSize(_ p: CellProposal) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let s = child.sizeThatFits(CellProposal(width: width ?? p.width, height: height ?? p.height))
        return Size(width: width ?? s.width, height: height ?? s.height)
    }

    override func place(in rect: Rect) {
        frame = rect
        placeAligned(child, in: rect, alignment: alignment)
    }
}

struct FlexibleFrameModifier: PrimitiveModifier {
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let cells = context.cells
        func w(_ v: CGFloat?) -> Int? { v.map { cells.frameColumns($0) } }
        func h(_ v: CGFloat?) -> Int? { v.map { cells.frameRows($0) } }
        let bounds = FlexibleFrameBounds(minWidth: w(minWidth), idealWidth: w(idealWidth), maxWidth: w(maxWidth),
                                         minHeight: h(minHeight), idealHeight: h(idealHeight), maxHeight: h(maxHeight),
                                         alignment: alignment)
        return [FlexibleFrameNode(single(content.resolve(context)), bounds)]
    }
}

/// A flexible frame's bounds in whole cells.
struct FlexibleFrameBounds {
    let minWidth: Int?, idealWidth: Int?, maxWidth: Int?
    let minHeight: Int?, idealHeight: Int?, maxHeight: Int?
    let alignment: Alignment
}

/// SwiftUI's flexible frame: the proposal is clamped into [min, max] for the
/// child, and the frame's own size is the child's, pushed towards the
/// proposal by the bounds (so `maxWidth: .infinity` takes all it is offered).
@MainActor
final class FlexibleFrameNode: WrapperNode {
    let spec: FlexibleFrameBounds
    init(_ child: LayoutNode, _ spec: FlexibleFrameBounds) { self.spec = spec; super.init(child) }
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

    override func computeSize(_ p: CellProposal) -> Size {
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
    let size = child.sizeThatFits(CellProposal(rect.size))
    let o = alignment.origin(of: size, in: rect.size)
    child.place(in: Rect(x: rect.x + o.x, y: rect.y + o.y, size: size))
}
