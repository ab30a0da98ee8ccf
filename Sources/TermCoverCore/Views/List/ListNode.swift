/// A list laid out: its sections' headers, rows, rules and footers one
/// under another, each as tall as it is, scrolled so that the current row
/// shows whole. Every part built is placed, those out of view outside the
/// list's frame (Tab reaches their controls, as a scroll view lets it),
/// and only what shows is drawn. A long list (`ListContent`) builds its
/// rows as they come near view, counting those never built
/// as tall as the mean of those measured.
@MainActor
final class ListNode: LayoutNode {
    /// One piece of the laid-out list, `y` rows from the top of its content.
    struct Item {
        enum Kind: Equatable { case row(Int), header, footer, rule, gap }
        let kind: Kind
        let node: LayoutNode?
        /// Columns it stands in from the list's leading and trailing edges.
        let leading: Int, trailing: Int
        /// A rule's colour, when not the style's.
        var tint: Color?
        var y: Int
        var height: Int
    }

    let parts: ListParts
    /// Each row's node once built.
    private(set) var rows: [ListRowNode?]
    private let makeRow: @MainActor (Int) -> ListRowNode
    private let memory: ListLazyMemory
    let look: ListLook
    /// The row kept fully in view.
    let reveal: Int?
    let path: ViewPath
    let graph: ViewGraph
    /// The first line of content showing.
    private(set) var scroll: Int
    var keys: @MainActor (Key) -> Bool = { _ in false }
    var wheel: @MainActor (Int) -> Void = { _ in }
    var select: @MainActor (Int) -> Void = { _ in }
    /// A click on a row, before it selects the row: true when it did something else (ran a swipe action).
    var press: @MainActor (Int, Point) -> Bool = { _, _ in false }
    /// A horizontal drag across a row, by so many columns: true when it swiped the row open.
    var drag: @MainActor (Int, Int) -> Bool = { _, _ in false }
    /// A drag from a point of a row to another row: true when it moved the row there.
    var dragRow: @MainActor (Int, Point, Int) -> Bool = { _, _, _ in false }
    /// A double-click on a row: true when a primary action ran (`contextMenu(forSelectionType:…)`).
    var primary: @MainActor (Int?) -> Bool = { _ in false }
    /// A right-click on a row: true when it opened the list's selection menu.
    var secondary: @MainActor (Int) -> Bool = { _ in false }
    private var ordered: [LayoutNode] = []
    private var items: [Item] = []
    private var laidOutWidth: Int?
    private var contentHeight = 0

    init(parts: ListParts, makeRow: @escaping @MainActor (Int) -> ListRowNode, look: ListLook, reveal: Int?,
         path: ViewPath, graph: ViewGraph, memory: ListLazyMemory) {
        self.parts = parts
        self.makeRow = makeRow
        self.memory = memory
        self.look = look
        self.reveal = reveal
        self.path = path
        self.graph = graph
        scroll = graph.exchangeMemory(at: path.appending(.name("scroll")), 0) as? Int ?? 0
        rows = Array(repeating: nil, count: parts.count)
        super.init()
        for (i, _) in parts.builtRows { rows[i] = makeRow(i) }
        order()
    }

    /// The parts built, in order, as `children`.
    ///
    /// The loops here and in `layout` and `buildNearView` visit every row of
    /// a long list, so they are written without closures: a closure reading
    /// the node's state checks it runs on the main actor at every call
    /// (`swift_task_isCurrentExecutor`): over two pushes and two pops of a
    /// 2,000-row list these loops made 7 M of the 22 M instructions spent
    /// on such checks (callgrind).
    private func order() {
        var ordered: [LayoutNode] = []
        for section in parts.sections {
            if let header = section.header { ordered.append(header) }
            for r in section.rows {
                if let row = rows[r] { ordered.append(row) }
            }
            if let footer = section.footer { ordered.append(footer) }
        }
        self.ordered = ordered
    }

    private func rowPreferences(of i: Int) -> ListRowPreferences { rows[i]?.preferences ?? ListRowPreferences() }

    override var children: [LayoutNode] { ordered }
    /// Parts out of view lie outside the frame: they show nowhere, so take no clicks.
    override var clipsHits: Bool { true }

    override func computeSize(_ p: CellProposal) -> Size {
        let width = p.width.flatMap { $0 == .max ? nil : $0 }
            ?? ordered.map { $0.sizeThatFits(CellProposal(width: nil, height: nil)).width }.max() ?? 0
        // Greedy, as SwiftUI's List: it takes all the height it is offered.
        let height = p.height.flatMap { $0 == .max ? nil : $0 } ?? layout(width: width)
        return Size(width: width, height: height)
    }

    /// Lays the parts out for `width`; the content's height.
    @discardableResult
    private func layout(width: Int) -> Int {
        if laidOutWidth == width { return contentHeight }
        let proposal = CellProposal(width: width, height: nil)
        if parts.isLazy { memory.prepare(width: width, count: parts.count) }
        var heights: [Int] = []
        heights.reserveCapacity(parts.count)
        for i in 0..<parts.count {
            guard let row = rows[i] else {
                heights.append(memory.height(of: i))
                continue
            }
            let h = max(0, row.sizeThatFits(proposal).height)
            if parts.isLazy { memory.measured(i, h) }
            heights.append(h)
        }
        var items: [Item] = []
        var y = 0
        func add(_ kind: Item.Kind, _ node: LayoutNode?, _ leading: Int = 0, _ trailing: Int = 0, height: Int) {
            items.append(Item(kind: kind, node: node, leading: leading, trailing: trailing, tint: nil, y: y, height: height))
            y += height
        }
        func chrome(_ kind: Item.Kind, _ node: LayoutNode) {
            let inner = max(0, width - look.chromeLeading - look.chromeTrailing)
            add(kind, node, look.chromeLeading, look.chromeTrailing,
                height: node.sizeThatFits(CellProposal(width: inner, height: nil)).height)
        }
        func rule(_ tint: Color?? = nil) {
            add(.rule, nil, look.rowLeading, look.rowTrailing, height: 1)
            items[items.count - 1].tint = tint ?? nil
        }
        let last = parts.sections.count - 1
        for (s, section) in parts.sections.enumerated() {
            if s > 0, look.setsSectionsApart { add(.gap, nil, height: 1) }
            if let header = section.header { chrome(.header, header) }
            let preferences = section.preferences
            if section.header != nil, !section.rows.isEmpty,
               Self.shows(preferences.sectionSeparatorTop, otherwise: look.sectionRules) {
                rule(preferences.sectionSeparatorTintTop)
            }
            var previous: Int?
            for r in section.rows {
                if let p = previous, separates(p, r, heights) {
                    rule(rowPreferences(of: p).separatorTintBottom ?? rowPreferences(of: r).separatorTintTop)
                }
                add(.row(r), rows[r], height: heights[r])
                previous = r
            }
            if !section.rows.isEmpty,
               Self.shows(preferences.sectionSeparatorBottom, otherwise: look.sectionRules && (s < last || section.footer != nil)) {
                rule(preferences.sectionSeparatorTintBottom)
            }
            if let footer = section.footer { chrome(.footer, footer) }
        }
        self.items = items
        laidOutWidth = width
        contentHeight = y
        return y
    }

    private static func shows(_ visibility: Visibility?, otherwise: Bool) -> Bool {
        switch visibility {
        case .visible: true
        case .hidden: false
        default: otherwise
        }
    }

    /// Whether a thin rule sets rows `a` and `b` apart: either row may hide
    /// it or ask for it (hiding wins); else the style says.
    private func separates(_ a: Int, _ b: Int, _ heights: [Int]) -> Bool {
        let below = rowPreferences(of: a).separatorBottom, above = rowPreferences(of: b).separatorTop
        if below == .hidden || above == .hidden { return false }
        if below == .visible || above == .visible { return true }
        switch look.rules {
        case .always: return true
        case .never: return false
        case .betweenTallRows: return heights[a] > 1 || heights[b] > 1
        }
    }

    override func place(in rect: Rect) {
        frame = rect
        let height = max(0, rect.height)
        scrollToReveal(width: rect.width, height: height)
        if parts.isLazy { buildNearView(width: rect.width, height: height) }
        _ = graph.exchangeMemory(at: path.appending(.name("scroll")), scroll)
        for item in items {
            item.node?.place(in: Rect(x: rect.x + item.leading, y: rect.y + item.y - scroll,
                                      width: max(0, rect.width - item.leading - item.trailing), height: item.height))
        }
    }

    /// Builds the rows in view and within a quarter of a screen of it (for
    /// the arrows' next step), and lays out again with
    /// their measured heights, until every row in that band is built
    /// (a few rounds at most: each measures what it built).
    private func buildNearView(width: Int, height: Int) {
        let margin = max(1, height / 4)
        for _ in 0..<4 {
            let band = scroll - margin..<scroll + height + margin
            var added = false
            for item in items where item.y + item.height > band.lowerBound && item.y < band.upperBound {
                if case .row(let r) = item.kind, rows[r] == nil {
                    rows[r] = makeRow(r)
                    added = true
                }
            }
            guard added else { break }
            laidOutWidth = nil
            scrollToReveal(width: width, height: height)
        }
        order()
        var nearest: Int?, farthest: Int?
        for item in items where item.y + item.height > scroll - margin && item.y < scroll + height + margin {
            if case .row(let r) = item.kind {
                nearest = min(nearest ?? r, r)
                farthest = max(farthest ?? r, r)
            }
        }
        memory.band = (nearest ?? 0)..<((farthest ?? -1) + 1)
    }

    /// Lays out for `width` and scrolls so the row to reveal shows whole.
    private func scrollToReveal(width: Int, height: Int) {
        layout(width: width)
        if let reveal, let index = items.firstIndex(where: { $0.kind == .row(reveal) }) {
            let row = items[index]
            // A section's first row brings its header along.
            var top = row.y
            var j = index - 1
            if j >= 1, items[j].kind == .rule { j -= 1 }
            if j >= 0, items[j].kind == .header { top = items[j].y }
            if row.y + row.height - top > height { top = row.y }
            if top < scroll { scroll = top }
            if row.y + row.height > scroll + height { scroll = min(row.y, row.y + row.height - height) }
        }
        scroll = max(0, min(scroll, contentHeight - height))
    }

    /// Where Tab may reach controls: the whole content, scrolled into view when reached.
    var reachableRect: Rect {
        Rect(x: frame.x, y: frame.y - scroll, width: frame.width, height: max(contentHeight, frame.height))
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        // Cut to the frame: a row half in view shows half.
        canvas.drawClipped(to: frame) { canvas in
            let dim = Style(foreground: .gray, background: .clear, attributes: [.dim])
            for item in items where item.y + item.height > scroll && item.y < scroll + frame.height {
                if item.kind == .rule {
                    let rule = item.tint.map { Style(foreground: $0, background: .clear, attributes: []) } ?? dim
                    let y = frame.y + item.y - scroll
                    for x in frame.x + item.leading..<max(frame.x + item.leading, frame.maxX - item.trailing) {
                        canvas.put("─", width: 1, x: x, y: y, style: rule, clip: frame)
                    }
                } else {
                    item.node?.draw(into: &canvas, context)
                }
            }
        }
    }

    override func handleKey(_ key: Key) -> Bool { keys(key) }

    /// A click on a row makes it current (selects it) and focuses its control, or the list.
    override func handleClick(at point: Point, count: Int) -> Bool {
        guard let row = row(at: point) else { return false }
        if press(row, point) { return true }
        select(row)
        if count >= 2 { _ = primary(row) }
        return true
    }

    /// A right-click on a row opens the list's selection menu for it, if it has one.
    override func handleSecondaryClick(at point: Point) -> Bool {
        guard let row = row(at: point) else { return false }
        return secondary(row)
    }

    /// Where row `i` is drawn, if it is built.
    func rowFrame(_ i: Int?) -> Rect? {
        guard let i, i < rows.count else { return nil }
        return rows[i]?.frame
    }

    /// The row at `point`, if a row is there.
    private func row(at point: Point) -> Int? {
        let y = Int(point.y) - frame.y + scroll
        guard let item = items.first(where: { y >= $0.y && y < $0.y + $0.height }), case .row(let row) = item.kind else {
            return nil
        }
        return row
    }

    /// A drag across a row swipes it open (see `swipeActions`) and makes
    /// it current; a drag from a row's move handle to another row moves it there.
    override func handleDrag(from start: Point, to end: Point) -> Bool {
        guard let row = row(at: start), let target = self.row(at: end) else { return false }
        if target != row { return dragRow(row, start, target) }
        guard drag(row, Int(end.x) - Int(start.x)) else { return false }
        select(row)
        return true
    }

    /// The wheel moves the current row (the selection) a row a turn, and the list scrolls with it.
    override func scrollWheel(by rows: Int) -> Bool {
        wheel(rows)
        return true
    }
}
