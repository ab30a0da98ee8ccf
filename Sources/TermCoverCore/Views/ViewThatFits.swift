/// The first of its children that fits, as SwiftUI's `ViewThatFits`: each
/// child is asked for its ideal size along `axes`, and the first whose
/// ideal size fits the space offered is shown; when none fits, the last.
/// Only the child shown is drawn and takes focus.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Shows the first child of `content` that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let children = viewListElements(of: content).map { element in
            single(context.resolve(element.view, at: .key(element.id)))
        }
        return [ViewThatFitsNode(candidates: children, axes: axes)]
    }
}

@MainActor
final class ViewThatFitsNode: LayoutNode {
    let candidates: [LayoutNode]
    let axes: Axis.Set
    private var chosen: Int

    init(candidates: [LayoutNode], axes: Axis.Set) {
        self.candidates = candidates
        self.axes = axes
        chosen = max(0, candidates.count - 1)
    }

    override var children: [LayoutNode] { candidates.isEmpty ? [] : [candidates[chosen]] }

    /// The first candidate whose ideal size fits `p` along the axes, else the last.
    private func choice(for p: CellProposal) -> Int {
        for (i, node) in candidates.enumerated() {
            let ideal = node.sizeThatFits(CellProposal(width: axes.contains(.horizontal) ? nil : p.width,
                                                           height: axes.contains(.vertical) ? nil : p.height))
            let fitsWidth = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return i }
        }
        return max(0, candidates.count - 1)
    }

    override func computeSize(_ p: CellProposal) -> Size {
        guard !candidates.isEmpty else { return .zero }
        return candidates[choice(for: p)].sizeThatFits(p)
    }

    override func place(in rect: Rect) {
        frame = rect
        guard !candidates.isEmpty else { return }
        chosen = choice(for: CellProposal(rect.size))
        candidates[chosen].place(in: rect)
    }
}
