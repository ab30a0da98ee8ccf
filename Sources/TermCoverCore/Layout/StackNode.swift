/// The direction a stack lays its children out in.
public enum Axis: Hashable, Sendable {
    /// Across: columns.
    case horizontal
    /// Down: rows.
    case vertical
}

/// Lays children out along an axis the way SwiftUI's stacks do: the space
/// left after spacing is shared out, least flexible child first, each
/// offered an equal share of what remains.
@MainActor
final class StackNode: LayoutNode {
    let axis: Axis
    let alignment: Alignment
    let spacing: Int
    let nodes: [LayoutNode]

    init(axis: Axis, alignment: Alignment, spacing: Int, children: [LayoutNode]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.nodes = children
    }

    override var children: [LayoutNode] { nodes }

    private func along(_ s: Size) -> Int { axis == .horizontal ? s.width : s.height }
    private func across(_ s: Size) -> Int { axis == .horizontal ? s.height : s.width }
    private func proposal(along a: Int?, across c: Int?) -> CellProposal {
        axis == .horizontal ? CellProposal(width: a, height: c) : CellProposal(width: c, height: a)
    }

    /// The length each child gets along the axis for `proposal`.
    private func lengths(for proposal: CellProposal) -> [Int] {
        let a = axis == .horizontal ? proposal.width : proposal.height
        let c = axis == .horizontal ? proposal.height : proposal.width
        guard !nodes.isEmpty else { return [] }
        guard let total = a, total != .max else {
            return nodes.map { along($0.sizeThatFits(self.proposal(along: a, across: c))) }
        }
        var remaining = max(0, total - spacing * (nodes.count - 1))
        let flexibility = nodes.map { node -> Int in
            let lo = along(node.sizeThatFits(self.proposal(along: 0, across: c)))
            let hi = along(node.sizeThatFits(self.proposal(along: .max, across: c)))
            return hi == .max ? .max : hi - lo
        }
        // Higher layout priority first: a group gets what is left after
        // the lower groups' minimums; within it, least flexible first, each
        // offered an equal share of what remains.
        let minimums = nodes.map { along($0.sizeThatFits(self.proposal(along: 0, across: c))) }
        let priorities = Set(nodes.map(\.layoutPriority)).sorted(by: >)
        var result = Array(repeating: 0, count: nodes.count)
        for priority in priorities {
            let group = nodes.indices.filter { nodes[$0].layoutPriority == priority }
                .sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
            let reserved = nodes.indices.filter { nodes[$0].layoutPriority < priority }.reduce(0) { $0 + minimums[$1] }
            var available = max(0, remaining - reserved)
            var left = group.count
            for i in group {
                let share = available / left
                // A child keeps what it chose, even past what is left: a
                // stack that overflows grows past its proposal, as in
                // SwiftUI, and nothing is dropped for lack of room.
                let size = along(nodes[i].sizeThatFits(self.proposal(along: share, across: c)))
                result[i] = size
                available = max(0, available - size)
                remaining = max(0, remaining - size)
                left -= 1
            }
        }
        return result
    }

    override func computeSize(_ proposal: CellProposal) -> Size {
        let c = axis == .horizontal ? proposal.height : proposal.width
        let ls = lengths(for: proposal)
        var total = 0, cross = 0
        for (node, l) in zip(nodes, ls) {
            total = total.addingClamped(l)
            cross = max(cross, across(node.sizeThatFits(self.proposal(along: l, across: c))))
        }
        if !nodes.isEmpty { total = total.addingClamped(spacing * (nodes.count - 1)) }
        return axis == .horizontal ? Size(width: total, height: cross) : Size(width: cross, height: total)
    }

    override func place(in rect: Rect) {
        frame = rect
        let ls = lengths(for: CellProposal(rect.size))
        var position = axis == .horizontal ? rect.x : rect.y
        for (node, l) in zip(nodes, ls) {
            let crossAvailable = across(rect.size)
            let size = node.sizeThatFits(proposal(along: l, across: crossAvailable))
            let c = across(size)
            if axis == .horizontal {
                let y = rect.y + alignment.vertical.offset(child: c, in: crossAvailable)
                node.place(in: Rect(x: position, y: y, width: l, height: c))
            } else {
                let x = rect.x + alignment.horizontal.offset(child: c, in: crossAvailable)
                node.place(in: Rect(x: x, y: position, width: c, height: l))
            }
            position += l + spacing
        }
    }
}

/// Children drawn on top of one another, each aligned in the stack's bounds.
@MainActor
final class ZStackNode: LayoutNode {
    let alignment: Alignment
    let nodes: [LayoutNode]

    /// The children in drawing order: by `zIndex`, ties in declaration order.
    private let drawingOrder: [LayoutNode]

    init(alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        self.nodes = children
        drawingOrder = children.enumerated()
            .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            .map(\.element)
    }

    override var children: [LayoutNode] { drawingOrder }

    override func computeSize(_ proposal: CellProposal) -> Size {
        var w = 0, h = 0
        for node in nodes {
            let s = node.sizeThatFits(proposal)
            w = max(w, s.width)
            h = max(h, s.height)
        }
        return Size(width: w, height: h)
    }

    override func place(in rect: Rect) {
        frame = rect
        for node in nodes { placeAligned(node, in: rect, alignment: alignment) }
    }
}
