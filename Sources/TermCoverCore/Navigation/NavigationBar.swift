/// Resolves the bars of one navigation page from what the page reported
/// (`NavigationPageRecord`): the top bar (back control, leading items,
/// title or principal item, trailing items) and the bottom bar.
@MainActor
struct NavigationBarResolver {
    let model: NavigationModel
    let record: NavigationPageRecord
    let key: Int
    /// The title of the page beneath, for the back control; nil at the root.
    let backTitle: Text??
    /// The page's context: items resolve in the environment where
    /// `.toolbar` was applied, under `path`.
    let context: ResolveContext
    let path: ViewPath
    /// A `searchable` field placed `.toolbarPrincipal`: it takes the title's place.
    var searchField: LayoutNode?

    /// The longest title the back control shows; a longer one reads "Back", as on iOS.
    static let longestBackTitle = 16

    func topBar() -> LayoutNode? {
        guard !record.barHidden else { return nil }
        var back: LayoutNode?
        if let backTitle, !record.backButtonHidden {
            let title = backTitle?.content ?? ""
            let label = title.isEmpty || title.terminalWidth > Self.longestBackTitle ? "Back" : title
            let model = self.model, key = self.key
            back = single(resolve(Text("‹ " + label).onTapGesture { model.pop(key: key) }, at: .name("back")))
        }
        let principal = record.toolbar.firstIndex { $0.placement.side == .principal }
        let title: LayoutNode?
        if let searchField {
            title = searchField
        } else if let principal {
            title = item(principal)
        } else if let binding = record.titleBinding {
            title = single(resolve(NavigationTitleEditor(title: binding), at: .name("title")))
        } else if let text = record.title {
            title = single(resolve(text.bold().lineLimit(1), at: .name("title")))
        } else {
            title = nil
        }
        let leading = items(on: .leading), trailing = items(on: .trailing)
        // A bar with nothing to show takes no rows: a terminal has few.
        guard back != nil || title != nil || leading != nil || trailing != nil else { return nil }
        return NavigationBarNode(back: back, leading: leading, title: title, trailing: trailing)
    }

    func bottomBar() -> LayoutNode? {
        items(on: .bottom).map { NavigationBottomBarNode(items: $0) }
    }

    /// The items on one side, in a row.
    private func items(on side: ToolbarItemPlacement.Side) -> LayoutNode? {
        let nodes = record.toolbar.indices.filter { record.toolbar[$0].placement.side == side }.map(item)
        guard !nodes.isEmpty else { return nil }
        return nodes.count == 1 ? nodes[0] : StackNode(axis: .horizontal, alignment: .center, spacing: 2, children: nodes)
    }

    private func item(_ index: Int) -> LayoutNode {
        let entry = record.toolbar[index]
        var c = context
        c.path = path.appending(.index(index))
        c.environment = entry.environment
        c.environment[StackAxisKey.self] = .horizontal
        c.transitionPhase = nil
        return single(c.resolveHere(entry.content))
    }

    private func resolve<V: View>(_ view: V, at component: ViewPath.Component) -> [LayoutNode] {
        var c = context
        c.path = path
        c.transitionPhase = nil
        return c.resolve(view, at: component)
    }
}

/// A page's top bar: one row (the back control and leading items at the
/// start, the title in the middle of the whole bar when it fits there, the
/// trailing items at the end) over a rule.
@MainActor
final class NavigationBarNode: LayoutNode {
    let back: LayoutNode?
    let leading: LayoutNode?
    let title: LayoutNode?
    let trailing: LayoutNode?
    private let parts: [LayoutNode]

    init(back: LayoutNode?, leading: LayoutNode?, title: LayoutNode?, trailing: LayoutNode?) {
        self.back = back
        self.leading = leading
        self.title = title
        self.trailing = trailing
        parts = [back, leading, title, trailing].compactMap { $0 }
    }

    override var children: [LayoutNode] { parts }

    override func computeSize(_ p: CellProposal) -> Size {
        let widths = parts.map { $0.sizeThatFits(CellProposal(width: nil, height: 1)).width }
        let natural = widths.reduce(0, +) + 2 * max(0, parts.count - 1)
        return Size(width: p.width.map { $0 == .max ? natural : $0 } ?? natural, height: 2)
    }

    override func place(in rect: Rect) {
        frame = rect
        let gap = 2
        var start = rect.x
        for part in [back, leading].compactMap({ $0 }) {
            let w = min(part.sizeThatFits(CellProposal(width: nil, height: 1)).width, max(0, rect.maxX - start))
            part.place(in: Rect(x: start, y: rect.y, width: w, height: 1))
            start += w + gap
        }
        var end = rect.maxX
        if let trailing {
            let w = min(trailing.sizeThatFits(CellProposal(width: nil, height: 1)).width, max(0, end - start))
            end -= w
            trailing.place(in: Rect(x: end, y: rect.y, width: w, height: 1))
            end -= gap
        }
        if let title {
            let room = max(0, end - start)
            let w = min(title.sizeThatFits(CellProposal(width: room, height: 1)).width, room)
            // Centered on the whole bar, as iOS centers an inline title, unless that would overlap.
            let centered = rect.x + (rect.width - w) / 2
            let x = min(max(centered, start), max(start, end - w))
            title.place(in: Rect(x: x, y: rect.y, width: w, height: 1))
        }
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        super.draw(into: &canvas, context)
        guard frame.height > 1 else { return }
        let rule = Style(foreground: .gray, background: .clear, attributes: [])
        for x in frame.x..<frame.maxX {
            canvas.put("─", width: 1, x: x, y: frame.y + 1, style: rule, clip: canvas.bounds)
        }
    }
}

/// A page's bottom bar: a rule over one row of items.
@MainActor
final class NavigationBottomBarNode: WrapperNode {
    init(items: LayoutNode) { super.init(items) }

    override func computeSize(_ p: CellProposal) -> Size {
        let row = child.sizeThatFits(CellProposal(width: p.width, height: 1))
        return Size(width: p.width.map { $0 == .max ? row.width : $0 } ?? row.width, height: 2)
    }

    override func place(in rect: Rect) {
        frame = rect
        let row = child.sizeThatFits(CellProposal(width: rect.width, height: 1))
        child.place(in: Rect(x: rect.x, y: rect.y + 1, width: min(rect.width, row.width), height: 1))
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        let rule = Style(foreground: .gray, background: .clear, attributes: [])
        for x in frame.x..<frame.maxX {
            canvas.put("─", width: 1, x: x, y: frame.y, style: rule, clip: canvas.bounds)
        }
        super.draw(into: &canvas, context)
    }
}

/// One navigation page: its bar at the top (with a search field's
/// drawer under the title, over the bar's rule), its bottom bar at the
/// bottom, and its content centered in the rows between, as a page's
/// content sits in its safe area; content taller than that is cut at the
/// bars, as the bars cover it on iOS. Tab reaches the content first, then
/// the search field, then the bars.
@MainActor
final class NavigationPageNode: LayoutNode {
    let content: LayoutNode
    let bar: LayoutNode?
    /// A `searchable` field and what shows under it (scopes, suggestions), part of the bar.
    let search: LayoutNode?
    let bottomBar: LayoutNode?
    /// The page's navigation title as plain text, for the window title; nil when it has none.
    var title: String?
    private let parts: [LayoutNode]
    /// The row of the rule under a bar with a search drawer, drawn by the page.
    private var ruleRow: Int?

    init(content: LayoutNode, bar: LayoutNode?, search: LayoutNode? = nil, bottomBar: LayoutNode?) {
        self.content = ClipNode(FlexibleFrameNode(content, .fill))
        self.bar = bar
        self.search = search
        self.bottomBar = bottomBar
        parts = [content, search, bar, bottomBar].compactMap { $0 }
    }

    override var children: [LayoutNode] { parts }

    /// The rows the search drawer takes at `width`: its own, and the rule's when there is no bar to draw it.
    private func searchRows(_ width: Int?) -> Int {
        guard let search else { return 0 }
        return search.sizeThatFits(CellProposal(width: width, height: nil)).height + (bar == nil ? 1 : 0)
    }

    private func chrome(_ width: Int?) -> Int {
        (bar.map { _ in 2 } ?? 0) + searchRows(width) + (bottomBar.map { _ in 2 } ?? 0)
    }

    override func computeSize(_ p: CellProposal) -> Size {
        let chrome = chrome(p.width == .max ? nil : p.width)
        let inner = content.sizeThatFits(CellProposal(width: p.width, height: p.height.map { $0 == .max ? $0 : max(0, $0 - chrome) }))
        func fill(_ proposed: Int?, _ natural: Int) -> Int { proposed.map { $0 == .max ? natural : $0 } ?? natural }
        return Size(width: fill(p.width, inner.width), height: fill(p.height, inner.height.addingClamped(chrome)))
    }

    override func place(in rect: Rect) {
        frame = rect
        var top = rect.y, bottom = rect.maxY
        ruleRow = nil
        if let search {
            // The title's row, the drawer, then the bar's rule (drawn here, so the bar gets one row).
            if let bar, rect.height > 0 {
                bar.place(in: Rect(x: rect.x, y: top, width: rect.width, height: 1))
                top += 1
            }
            let h = min(search.sizeThatFits(CellProposal(width: rect.width, height: nil)).height, max(0, rect.maxY - top))
            search.place(in: Rect(x: rect.x, y: top, width: rect.width, height: h))
            top += h
            if top < rect.maxY {
                ruleRow = top
                top += 1
            }
        } else if let bar {
            let h = min(2, rect.height)
            bar.place(in: Rect(x: rect.x, y: top, width: rect.width, height: h))
            top += h
        }
        if let bottomBar {
            let h = min(2, max(0, bottom - top))
            bottom -= h
            bottomBar.place(in: Rect(x: rect.x, y: bottom, width: rect.width, height: h))
        }
        content.place(in: Rect(x: rect.x, y: top, width: rect.width, height: max(0, bottom - top)))
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        super.draw(into: &canvas, context)
        guard let ruleRow else { return }
        let rule = Style(foreground: .gray, background: .clear, attributes: [])
        for x in frame.x..<frame.maxX {
            canvas.put("─", width: 1, x: x, y: ruleRow, style: rule, clip: canvas.bounds)
        }
    }
}
