/// The direction a stack lays its children out in.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical
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
    private func proposal(along a: Int?, across c: Int?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: a, height: c) : ProposedViewSize(width: c, height: a)
    }

    /// The length each child gets along the axis for `proposal`.
    private func lengths(for proposal: ProposedViewSize) -> [Int] {
        let a = axis == .horizontal ? proposal.width : proposal.height
        let c = axis == .horizontal ? proposal.height : proposal.width
        guard !nodes.isEmpty else { return [] }
        guard let total = a, total != .max else {
            return nodes.map { along($0.sizeThatFits(self.proposal(along: a, across: c))) }
        }
        var remaining = max(0, total - spacing * (nodes.count - 1))
        let lows = nodes.map { along($0.sizeThatFits(self.proposal(along: 0, across: c))) }
        let flexibility = nodes.indices.map { i -> Int in
            let hi = along(nodes[i].sizeThatFits(self.proposal(along: .max, across: c)))
            return hi == .max ? .max : hi - lows[i]
        }
        // Higher layout priority first; within a priority, least flexible first.
        let order = nodes.indices.sorted {
            let (pa, pb) = (nodes[$0].layoutPriority, nodes[$1].layoutPriority)
            if pa != pb { return pa > pb }
            if flexibility[$0] != flexibility[$1] { return flexibility[$0] < flexibility[$1] }
            return $0 < $1
        }
        var result = Array(repeating: 0, count: nodes.count)
        // As in SwiftUI, each priority group shares what is left once the
        // lower-priority children have their minimum lengths set aside.
        var start = 0
        while start < order.count {
            let priority = nodes[order[start]].layoutPriority
            var end = start
            while end < order.count && nodes[order[end]].layoutPriority == priority { end += 1 }
            let reserved = order[end...].reduce(0) { $0.addingClamped(lows[$1]) }
            var available = max(0, remaining - reserved)
            var left = end - start
            for i in order[start..<end] {
                let share = available / left
                let size = along(nodes[i].sizeThatFits(self.proposal(along: share, across: c)))
                result[i] = min(size, available)
                available -= result[i]
                remaining -= result[i]
                left -= 1
            }
            start = end
        }
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
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
        let ls = lengths(for: ProposedViewSize(rect.size))
        var position = axis == .horizontal ? rect.x : rect.y
        for (node, l) in zip(nodes, ls) {
            let crossAvailable = across(rect.size)
            let size = node.sizeThatFits(proposal(along: l, across: crossAvailable))
            let c = min(across(size), crossAvailable)
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

    init(alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        self.nodes = children
    }

    override var children: [LayoutNode] { nodes }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
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
        for node in nodes {
            let s = node.sizeThatFits(ProposedViewSize(rect.size))
            let clamped = Size(width: min(s.width, rect.width), height: min(s.height, rect.height))
            let o = alignment.origin(of: clamped, in: rect.size)
            node.place(in: Rect(x: rect.x + o.x, y: rect.y + o.y, size: clamped))
        }
    }
}
