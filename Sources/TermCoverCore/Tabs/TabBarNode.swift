/// A TabView: the selected tab's content over its bar. Tab reaches the
/// content's controls first, then the bar.
@MainActor
final class TabViewNode: LayoutNode {
    let content: LayoutNode?
    /// The tab bar, or a paged TabView's dots.
    let bar: LayoutNode?
    /// A paged TabView's page count, current page and how to turn it: a drag across the page turns it.
    let pages: (count: Int, current: Int, select: @MainActor (Int) -> Void)?
    private let parts: [LayoutNode]

    init(content: LayoutNode?, bar: LayoutNode?, pages: (count: Int, current: Int, select: @MainActor (Int) -> Void)? = nil) {
        // Content taller than its rows is cut at the bar.
        self.content = content.map { ClipNode(FlexibleFrameNode($0, .fill)) }
        self.bar = bar
        self.pages = pages
        parts = [self.content, bar].compactMap { $0 }
    }

    /// The bar's rows: the tab bar's rule and row, or the dots' row.
    private var barHeight: Int { bar?.sizeThatFits(CellProposal(width: nil, height: nil)).height ?? 0 }

    /// A paged TabView turns a page for a drag across it, as a swipe does:
    /// leftward to the next page, rightward to the one before.
    override func handleDrag(from start: Point, to end: Point) -> Bool {
        guard let pages else { return false }
        let dx = Int(end.x) - Int(start.x)
        guard abs(dx) >= 2 else { return false }
        let target = dx < 0 ? pages.current + 1 : pages.current - 1
        guard (0..<pages.count).contains(target) else { return false }
        pages.select(target)
        return true
    }

    override var children: [LayoutNode] { parts }

    override func computeSize(_ p: CellProposal) -> Size {
        let natural = content?.sizeThatFits(CellProposal(width: nil, height: nil)) ?? .zero
        func fill(_ proposed: Int?, _ n: Int) -> Int { proposed.map { $0 == .max ? n : $0 } ?? n }
        return Size(width: fill(p.width, natural.width), height: fill(p.height, natural.height + barHeight))
    }

    override func place(in rect: Rect) {
        frame = rect
        var bottom = rect.maxY
        if let bar {
            let h = min(barHeight, rect.height)
            bottom -= h
            bar.place(in: Rect(x: rect.x, y: bottom, width: rect.width, height: h))
        }
        content?.place(in: Rect(x: rect.x, y: rect.y, width: rect.width, height: max(0, bottom - rect.y)))
    }
}

/// A TabView's bar: a rule over a row with one item per tab, spread
/// evenly, the selected one bold (reversed while the bar has focus), the
/// others dim, each with its badge. It takes focus: ←/→ (or a digit)
/// choose a tab; a click on an item chooses it.
@MainActor
final class TabBarNode: LayoutNode {
    let items: [(label: LayoutNode?, badge: String?)]
    let selected: Int?
    let path: ViewPath
    let isFocused: Bool
    let select: @MainActor (Int) -> Void
    /// Where each item's slot starts, once placed.
    private var slots: [Range<Int>] = []

    init(items: [(label: LayoutNode?, badge: String?)], selected: Int?, path: ViewPath, isFocused: Bool,
         select: @escaping @MainActor (Int) -> Void) {
        self.items = items
        self.selected = selected
        self.path = path
        self.isFocused = isFocused
        self.select = select
    }

    override var children: [LayoutNode] { items.compactMap(\.label) }
    override var focusPath: ViewPath? { items.isEmpty ? nil : path }

    override func computeSize(_ p: CellProposal) -> Size {
        let natural = items.reduce(0) { $0 + itemWidth($1) + 2 }
        return Size(width: p.width.map { $0 == .max ? natural : $0 } ?? natural, height: 2)
    }

    private func itemWidth(_ item: (label: LayoutNode?, badge: String?)) -> Int {
        let label = item.label?.sizeThatFits(CellProposal(width: nil, height: 1)).width ?? 0
        return label + (item.badge.map { $0.terminalWidth + 3 } ?? 0)
    }

    override func place(in rect: Rect) {
        frame = rect
        guard !items.isEmpty else { return }
        // Evenly spread, as iOS spreads its tab bar items.
        slots = items.indices.map { i in
            (rect.x + rect.width * i / items.count)..<(rect.x + rect.width * (i + 1) / items.count)
        }
        for (item, slot) in zip(items, slots) {
            guard let label = item.label else { continue }
            let room = max(0, slot.count - 2)
            let w = min(itemWidth(item), room)
            let labelWidth = min(label.sizeThatFits(CellProposal(width: room, height: 1)).width, w)
            let x = slot.lowerBound + (slot.count - w) / 2
            label.place(in: Rect(x: x, y: rect.y + 1, width: labelWidth, height: 1))
        }
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        guard frame.height > 0 else { return }
        let rule = Style(foreground: .gray, background: .clear, attributes: [])
        for x in frame.x..<frame.maxX {
            canvas.put("─", width: 1, x: x, y: frame.y, style: rule, clip: canvas.bounds)
        }
        guard frame.height > 1 else { return }
        let row = frame.y + 1
        for (i, item) in items.enumerated() where i < slots.count {
            let isSelected = i == selected
            if let label = item.label {
                label.draw(into: &canvas, context)
                let r = label.frame.intersection(canvas.bounds)
                if !r.isEmpty {
                    for x in r.x..<r.maxX {
                        if isSelected {
                            canvas[x, row].style.attributes.insert(.bold)
                            if isFocused { canvas[x, row].style.attributes.insert(.reverse) }
                        } else {
                            canvas[x, row].style.foreground = .gray
                        }
                    }
                }
                if let badge = item.badge {
                    let style = Style(foreground: .brightWhite, background: .red, attributes: [.bold])
                    canvas.put(" \(badge) ", x: label.frame.maxX + 1, y: row, style: style,
                               clip: Rect(x: slots[i].lowerBound, y: row, width: slots[i].count, height: 1))
                }
            }
        }
    }

    override func handleFocusedKey(_ key: Key) -> Bool {
        guard let selected else { return false }
        switch key {
        case .leftArrow: select(max(0, selected - 1))
        case .rightArrow: select(min(items.count - 1, selected + 1))
        case .home: select(0)
        case .end: select(items.count - 1)
        case .character(let c) where c.isWholeNumber:
            guard let n = c.wholeNumberValue, n >= 1, n <= items.count else { return false }
            select(n - 1)
        default: return false
        }
        return true
    }

    override func handleClick(at point: Point, count: Int) -> Bool {
        guard Int(point.y) == frame.y + 1, let i = slots.firstIndex(where: { $0.contains(Int(point.x)) }) else { return false }
        select(i)
        return true
    }
}
