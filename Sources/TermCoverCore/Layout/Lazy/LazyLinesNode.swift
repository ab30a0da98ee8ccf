/// A lazy stack or grid laid out: lines of children along its axis (one
/// child a line in a stack, a child per track in a grid), of which only
/// those built while resolving (the rows in or near view) and those found
/// on screen while it is placed exist. Its length along the axis counts
/// every line: measured for the lines built, typical for the rest (see
/// `LineExtents`).
///
/// A line found on screen that was not built is built during layout from
/// the context the container was resolved in (a jump the prediction could
/// not foresee: a proxy's `scrollTo`, End); the next frame is then asked
/// for, so that it resolves those rows as part of the tree again (their
/// state lives on in it, and a reused subtree would not stamp them).
@MainActor
final class LazyLinesNode: LayoutNode, ScrollTargetProvider {
    let axis: Axis
    /// Cells between lines along the axis.
    let spacing: Int
    let arrangement: LazyArrangement
    let itemCount: Int
    let memory: LazyLayoutMemory
    /// The scroll view around, if any; the screen bounds what shows otherwise.
    let viewport: ScrollViewport?
    let screen: Size
    let isScrollTargetLayout: Bool
    private let graph: ViewGraph
    private let build: @MainActor (Int) -> LayoutNode
    private let idOf: @MainActor (Int) -> AnyHashable?
    private let indexOf: @MainActor (AnyHashable) -> Int?
    /// The children built, by index.
    private var items: [Int: LayoutNode]
    private var placed: [LayoutNode] = []
    private var placedIndices: [Int] = []
    /// The screen cells that showed at the last placement.
    private var visible = Rect(x: 0, y: 0, width: 0, height: 0)
    private var tracks: [GridTrack] = []
    private var builtDuringLayout = false
    /// The length along the axis last reported for the length it is placed across.
    private var reportedTotal: Int?

    init(axis: Axis, spacing: Int, arrangement: LazyArrangement, itemCount: Int, memory: LazyLayoutMemory,
         viewport: ScrollViewport?, screen: Size, isScrollTargetLayout: Bool, graph: ViewGraph, items: [Int: LayoutNode],
         build: @escaping @MainActor (Int) -> LayoutNode, idOf: @escaping @MainActor (Int) -> AnyHashable?,
         indexOf: @escaping @MainActor (AnyHashable) -> Int?) {
        self.axis = axis
        self.spacing = spacing
        self.arrangement = arrangement
        self.itemCount = itemCount
        self.memory = memory
        self.viewport = viewport
        self.screen = screen
        self.isScrollTargetLayout = isScrollTargetLayout
        self.graph = graph
        self.items = items
        self.build = build
        self.idOf = idOf
        self.indexOf = indexOf
    }

    override var children: [LayoutNode] { placed }

    // MARK: Geometry along and across

    private func along(_ s: Size) -> Int { axis == .vertical ? s.height : s.width }
    private func across(_ s: Size) -> Int { axis == .vertical ? s.width : s.height }
    private func itemProposal(across c: Int) -> CellProposal {
        axis == .vertical ? CellProposal(width: c, height: nil) : CellProposal(width: nil, height: c)
    }
    private static func concrete(_ v: Int?) -> Int? { v == .max ? nil : v }

    /// The tracks for `across` cells; a stack offered none is as long as
    /// its widest child built.
    private func tracks(across length: Int?) -> [GridTrack] {
        arrangement.tracks(across: length, stackLength: items.values.map {
            self.across($0.sizeThatFits(.unspecified))
        }.max() ?? 0)
    }

    private func lineCount(_ perLine: Int) -> Int { (itemCount + perLine - 1) / perLine }
    private func indices(ofLine line: Int, _ perLine: Int) -> Range<Int> {
        line * perLine..<min(itemCount, (line + 1) * perLine)
    }

    /// The lines with every child built, in order.
    private func builtLines(_ perLine: Int) -> [Int] {
        // Asked several times a frame (for each size asked and each
        // placement), while the children change only when a line is built:
        // worked out once until then, not hashed into a set at every ask.
        if let known = builtLinesKnown, known.perLine == perLine { return known.lines }
        let lines = Set(items.keys.map { $0 / perLine }).filter { line in
            indices(ofLine: line, perLine).allSatisfy { items[$0] != nil }
        }.sorted()
        builtLinesKnown = (perLine, lines)
        return lines
    }
    /// `builtLines` as last worked out, until a child is built.
    private var builtLinesKnown: (perLine: Int, lines: [Int])?

    /// The length along the axis of a built line: its longest child's.
    private func lineLength(_ line: Int, _ tracks: [GridTrack]) -> Int {
        var length = 0
        for (k, i) in indices(ofLine: line, tracks.count).enumerated() {
            guard let item = items[i] else { continue }
            length = max(length, along(item.sizeThatFits(itemProposal(across: tracks[k].length))))
        }
        return length
    }

    /// Builds the children of `line` that are not built yet.
    private func ensure(line: Int, _ perLine: Int) {
        for i in indices(ofLine: line, perLine) where items[i] == nil {
            items[i] = build(i)
            builtLinesKnown = nil
            builtDuringLayout = true
        }
    }

    // MARK: Layout

    override func computeSize(_ p: CellProposal) -> Size {
        let offered = Self.concrete(axis == .vertical ? p.width : p.height)
        let ts = tracks(across: offered)
        let perLine = max(1, ts.count)
        let lines = lineCount(perLine)
        if memory.across == nil, let offered {
            // The first length offered is taken for the one it will be placed at:
            // the lines built now teach the typical length before any is placed.
            memory.across = offered
            memory.perLine = perLine
            memory.extents.reset()
            memory.extents.resize(to: lines)
        }
        let total: Int
        if offered != nil, offered == memory.across, perLine == memory.perLine, memory.extents.count == lines {
            // The lines built now are what placing will measure: the cache learns them now.
            for line in builtLines(perLine) { memory.extents.set(line, lineLength(line, ts)) }
            total = memory.extents.total(spacing: spacing)
            reportedTotal = total
        } else {
            let built = builtLines(perLine)
            let measured = built.reduce(0) { $0 + lineLength($1, ts) }
            total = lines == 0 ? 0 : measured + (lines - built.count) * memory.extents.typical + (lines - 1) * spacing
        }
        let length: Int
        switch arrangement {
        case .stack: length = ts.first?.length ?? 0
        case .grid: length = ts.last.map { $0.offset + $0.length } ?? 0
        }
        return axis == .vertical ? Size(width: length, height: total) : Size(width: total, height: length)
    }

    override func place(in rect: Rect) {
        frame = rect
        let ts = tracks(across: across(rect.size))
        tracks = ts
        let perLine = max(1, ts.count)
        let lines = lineCount(perLine)
        if memory.across != across(rect.size) || memory.perLine != perLine {
            memory.extents.reset()
            memory.across = across(rect.size)
            memory.perLine = perLine
            memory.anchor = nil
        }
        memory.extents.resize(to: lines)
        // Children built for another line width complete their lines.
        for line in Set(items.keys.map { $0 / perLine }) { ensure(line: line, perLine) }
        for line in builtLines(perLine) { memory.extents.set(line, lineLength(line, ts)) }
        if let anchor = memory.anchor, anchor.count == itemCount, anchor.line < lines {
            // Lines above the first one showing were measured: what shows moved.
            let moved = memory.extents.start(of: anchor.line, spacing: spacing) - anchor.start
            if moved != 0 { viewport?.correct(by: moved, along: axis) }
        }

        let shown = viewport?.visibleRect ?? Rect(x: 0, y: 0, size: screen)
        visible = shown
        let origin = axis == .vertical ? rect.y : rect.x
        let lo = (axis == .vertical ? shown.y : shown.x) - origin
        let hi = (axis == .vertical ? shown.maxY : shown.maxX) - origin
        memory.anchor = nil
        if hi > lo, lines > 0 {
            // Every line on screen, built now if it was not.
            var (line, start) = memory.extents.line(at: max(0, lo), spacing: spacing)
            memory.anchor = (line, start, itemCount)
            while line < lines, start < hi {
                ensure(line: line, perLine)
                let length = lineLength(line, ts)
                memory.extents.set(line, length)
                start += length + spacing
                line += 1
            }
        }
        memory.lastVisible = lo..<max(lo, hi)
        memory.lastScroll = viewport.map { Int(axis == .vertical ? $0.offset.y : $0.offset.x) } ?? 0
        placeLines(in: rect, ts)
        // Lines measured here that were estimated when the container gave its
        // size: the next frame lays it out at its better-known length.
        if let reported = reportedTotal, reported != memory.extents.total(spacing: spacing) { builtDuringLayout = true }
        reportedTotal = nil
        if builtDuringLayout {
            builtDuringLayout = false
            graph.setNeedsLayoutFrame()
        }
    }

    /// Places every built line where the extents put it.
    private func placeLines(in rect: Rect, _ ts: [GridTrack]) {
        let perLine = max(1, ts.count)
        placed = []
        placedIndices = []
        var previous = -2
        var position = 0
        for line in builtLines(perLine) {
            if line == previous + 1 {
                position += memory.extents.length(of: previous) + spacing
            } else {
                position = memory.extents.start(of: line, spacing: spacing)
            }
            previous = line
            let length = memory.extents.length(of: line)
            for (k, i) in indices(ofLine: line, perLine).enumerated() {
                guard let item = items[i] else { continue }
                let t = ts[k]
                let size = item.sizeThatFits(itemProposal(across: t.length))
                let cell = axis == .vertical ? Size(width: t.length, height: length) : Size(width: length, height: t.length)
                let o = (t.alignment ?? .center).origin(of: size, in: cell)
                let x = axis == .vertical ? rect.x + t.offset : rect.x + position
                let y = axis == .vertical ? rect.y + position : rect.y + t.offset
                item.place(in: Rect(x: x + o.x, y: y + o.y, size: size))
                placed.append(item)
                placedIndices.append(i)
            }
        }
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        // The lines built beyond the screen are for what comes next.
        for item in placed where !item.frame.intersection(visible).isEmpty {
            item.draw(into: &canvas, context)
        }
    }

    // MARK: Scroll targets

    func targetFrame(of id: AnyHashable) -> Rect? {
        guard let i = indexOf(id), !tracks.isEmpty else { return nil }
        let perLine = tracks.count
        if items[i] == nil {
            ensure(line: i / perLine, perLine)
            memory.extents.set(i / perLine, lineLength(i / perLine, tracks))
            placeLines(in: frame, tracks)
            graph.setNeedsFrame()
            builtDuringLayout = false
        }
        return items[i]?.frame
    }

    func firstTarget(in visible: Rect) -> (id: AnyHashable, frame: Rect)? {
        for (item, i) in zip(placed, placedIndices) {
            let f = item.frame
            let shows = axis == .vertical ? f.maxY > visible.y && f.y < visible.maxY : f.maxX > visible.x && f.x < visible.maxX
            if shows, let id = idOf(i) { return (id, f) }
        }
        return nil
    }
}
