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

    /// The lengths last shared out, and the proposal they were for:
    /// `place` usually asks for the size `computeSize` was just asked about
    /// (a row of a list is sized, then placed at that size).
    private var lastLengths: (proposal: CellProposal, lengths: [Int])?

    /// The length each child gets along the axis for `proposal`.
    private func lengths(for proposal: CellProposal) -> [Int] {
        if let last = lastLengths, last.proposal == proposal { return last.lengths }
        let lengths = shareOut(proposal)
        lastLengths = (proposal, lengths)
        return lengths
    }

    /// `lengths(for:)`, worked out.
    private func shareOut(_ proposal: CellProposal) -> [Int] {
        let a = axis == .horizontal ? proposal.width : proposal.height
        let c = axis == .horizontal ? proposal.height : proposal.width
        guard !nodes.isEmpty else { return [] }
        guard let total = a, total != .max else {
            return nodes.map { along($0.sizeThatFits(self.proposal(along: a, across: c))) }
        }
        var remaining = max(0, total - spacing * (nodes.count - 1))
        // Loops, not closures: a closure reading the node's state would
        // check the main actor at every call, and stacks are laid out often.
        var minimums: [Int] = [], flexibility: [Int] = []
        minimums.reserveCapacity(nodes.count)
        flexibility.reserveCapacity(nodes.count)
        for node in nodes {
            let lo = along(node.sizeThatFits(self.proposal(along: 0, across: c)))
            let hi = along(node.sizeThatFits(self.proposal(along: .max, across: c)))
            minimums.append(lo)
            flexibility.append(hi == .max ? .max : hi - lo)
        }
        // Higher layout priority first: a group gets what is left after
        // the lower groups' minimums; within it, least flexible first, each
        // offered an equal share of what remains.
        let first = nodes[0].layoutPriority
        let priorities = nodes.allSatisfy({ $0.layoutPriority == first })
            ? [first] : Set(nodes.map(\.layoutPriority)).sorted(by: >)
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

    /// The guide children line up by across the axis.
    private var crossGuide: AlignmentGuideID {
        axis == .horizontal ? .vertical(alignment.vertical) : .horizontal(alignment.horizontal)
    }

    /// Where each child's guide stands in it: its explicit one, or the
    /// alignment's own place (leading 0, centre half, trailing all).
    private func guides(_ sizes: [Size]) -> [Int]? {
        // Most stacks have no explicit guide: found by a loop, which checks
        // no actor (see `shareOut`), before anything is allocated.
        let guide = crossGuide
        var any = false
        for (node, size) in zip(nodes, sizes) where node.explicitGuide(guide, size: size) != nil {
            any = true
            break
        }
        guard any else { return nil }
        let explicit = zip(nodes, sizes).map { $0.explicitGuide(guide, size: $1) }
        return zip(explicit, sizes).map { guide, size in
            guide ?? (axis == .horizontal ? alignment.vertical.offset(child: 0, in: size.height)
                                          : alignment.horizontal.offset(child: 0, in: size.width))
        }
    }

    /// With explicit guides, each child's offset across so that every
    /// guide is on one line, the leftmost child at 0; and the extent.
    private func guidedOffsets(_ sizes: [Size], _ guides: [Int]) -> (offsets: [Int], extent: Int) {
        let line = guides.max() ?? 0
        let offsets = guides.map { line - $0 }
        let least = offsets.min() ?? 0
        let extent = zip(offsets, sizes).map { $0 - least + across($1) }.max() ?? 0
        return (offsets.map { $0 - least }, extent)
    }

    override func computeSize(_ proposal: CellProposal) -> Size {
        let c = axis == .horizontal ? proposal.height : proposal.width
        let ls = lengths(for: proposal)
        var total = 0, cross = 0
        var sizes: [Size] = []
        for (node, l) in zip(nodes, ls) {
            total = total.addingClamped(l)
            let size = node.sizeThatFits(self.proposal(along: l, across: c))
            sizes.append(size)
            cross = max(cross, across(size))
        }
        if let guides = guides(sizes) { cross = guidedOffsets(sizes, guides).extent }
        if !nodes.isEmpty { total = total.addingClamped(spacing * (nodes.count - 1)) }
        return axis == .horizontal ? Size(width: total, height: cross) : Size(width: cross, height: total)
    }

    override func place(in rect: Rect) {
        frame = rect
        let ls = lengths(for: CellProposal(rect.size))
        var position = axis == .horizontal ? rect.x : rect.y
        let crossAvailable = across(rect.size)
        let sizes = zip(nodes, ls).map { $0.sizeThatFits(proposal(along: $1, across: crossAvailable)) }
        // Explicit guides: the children's guides on one line, the group
        // placed in the stack as one child of the extent they make.
        let guided = guides(sizes).map { guidedOffsets(sizes, $0) }
        for (i, (node, l)) in zip(nodes, ls).enumerated() {
            let c = across(sizes[i])
            if let guided {
                let start = (axis == .horizontal ? alignment.vertical.offset(child: guided.extent, in: crossAvailable)
                                                 : alignment.horizontal.offset(child: guided.extent, in: crossAvailable))
                    + guided.offsets[i]
                node.place(in: axis == .horizontal ? Rect(x: position, y: rect.y + start, width: l, height: c)
                                                   : Rect(x: rect.x + start, y: position, width: c, height: l))
            } else if axis == .horizontal {
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
