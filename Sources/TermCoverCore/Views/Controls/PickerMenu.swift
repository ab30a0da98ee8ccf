/// The pop-up list a menu picker opens: the choices in a box under the
/// picker (above it when there is no room below), the chosen one checked.
/// ↑/↓ (and Home/End) move the highlight, Enter or Space chooses it, a
/// click chooses the row under it, Esc closes the list choosing nothing.
struct PickerMenu: View, PrimitiveView {
    typealias Body = Never
    let choices: [AnyView]
    let selected: Int?
    let anchor: PickerAnchor
    /// Called with the chosen index, or nil to close without choosing.
    let finish: @MainActor (Int?) -> Void

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let highlight = context.graph.stateBox(at: context.path.appending(.name("highlight")), initial: selected ?? 0)
        let focused = context.focusedPath == context.path
        var rows: [LayoutNode] = []
        for i in choices.indices {
            var c = context.appendingPath(.key(AnyHashable(i)))
            let lit = i == highlight.value
            if lit && focused { c.environment.textAttributes.insert(.reverse) }
            let mark = TextNode(text: i == selected ? "✓ " : "  ", style: c.environment.textStyle, lineLimit: 1, alignment: .leading)
            let label = single(c.resolve(choices[i].lineLimit(1), at: .name("choice")))
            let row = StackNode(axis: .horizontal, alignment: .center, spacing: 0, children: [mark, label])
            rows.append(lit && focused ? ReversedNode(row) : row)
        }
        let list = StackNode(axis: .vertical, alignment: Alignment(horizontal: .leading, vertical: .center), spacing: 0,
                             children: rows)
        let count = choices.count, finish = self.finish
        let menu = PickerMenuListNode(list, rows: rows, path: context.path) { key in
            switch key {
            case .upArrow: highlight.set(max(0, highlight.value - 1))
            case .downArrow: highlight.set(min(count - 1, highlight.value + 1))
            case .home: highlight.set(0)
            case .end: highlight.set(count - 1)
            case .return, .space: finish(highlight.value)
            default: return false
            }
            return true
        } click: { finish($0) }
        return [AnchoredNode(BorderedNode(menu), anchor: anchor)]
    }
}

/// The list inside the pop-up: it takes focus and the keys.
@MainActor
final class PickerMenuListNode: WrapperNode {
    let rows: [LayoutNode]
    let path: ViewPath
    let keys: @MainActor (Key) -> Bool
    let click: @MainActor (Int) -> Void

    init(_ child: LayoutNode, rows: [LayoutNode], path: ViewPath, keys: @escaping @MainActor (Key) -> Bool,
         click: @escaping @MainActor (Int) -> Void) {
        self.rows = rows
        self.path = path
        self.keys = keys
        self.click = click
        super.init(child)
    }

    override var focusPath: ViewPath? { path }
    override func handleFocusedKey(_ key: Key) -> Bool { keys(key) }
    override func handleClick(at point: Point, count: Int) -> Bool {
        guard let i = rows.firstIndex(where: { $0.frame.contains(point) }) else { return false }
        click(i)
        return true
    }
}

/// A single-line box around its child, in the terminal's colors.
@MainActor
final class BorderedNode: WrapperNode {
    override func computeSize(_ p: CellProposal) -> Size {
        let inner = child.sizeThatFits(CellProposal(width: p.width.map { max(0, $0 - 2) }, height: p.height.map { max(0, $0 - 2) }))
        return Size(width: inner.width + 2, height: inner.height + 2)
    }

    override func place(in rect: Rect) {
        frame = rect
        child.place(in: Rect(x: rect.x + 1, y: rect.y + 1, width: max(0, rect.width - 2), height: max(0, rect.height - 2)))
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        // An opaque box: what the menu covers does not show through.
        canvas.fill(frame, with: .primary)
        let style = Style(foreground: .primary, background: .primary)
        let r = frame
        guard r.width >= 2, r.height >= 2 else { return }
        for x in (r.x + 1)..<(r.maxX - 1) {
            canvas.put("─", width: 1, x: x, y: r.y, style: style, clip: canvas.bounds)
            canvas.put("─", width: 1, x: x, y: r.maxY - 1, style: style, clip: canvas.bounds)
        }
        for y in (r.y + 1)..<(r.maxY - 1) {
            canvas.put("│", width: 1, x: r.x, y: y, style: style, clip: canvas.bounds)
            canvas.put("│", width: 1, x: r.maxX - 1, y: y, style: style, clip: canvas.bounds)
        }
        canvas.put("╭", width: 1, x: r.x, y: r.y, style: style, clip: canvas.bounds)
        canvas.put("╮", width: 1, x: r.maxX - 1, y: r.y, style: style, clip: canvas.bounds)
        canvas.put("╰", width: 1, x: r.x, y: r.maxY - 1, style: style, clip: canvas.bounds)
        canvas.put("╯", width: 1, x: r.maxX - 1, y: r.maxY - 1, style: style, clip: canvas.bounds)
        child.draw(into: &canvas, context)
    }
}

/// Places its child at its ideal size just under the anchor's row, its
/// trailing edge on the anchor's (above the anchor when there is no room
/// below), kept on the screen. It fills the screen itself.
@MainActor
final class AnchoredNode: WrapperNode {
    let anchor: PickerAnchor
    init(_ child: LayoutNode, anchor: PickerAnchor) {
        self.anchor = anchor
        super.init(child)
    }

    override func computeSize(_ p: CellProposal) -> Size {
        Size(width: p.width.map { $0 == .max ? 0 : $0 } ?? 0, height: p.height.map { $0 == .max ? 0 : $0 } ?? 0)
    }

    override func place(in rect: Rect) {
        frame = rect
        let size = child.sizeThatFits(CellProposal(width: nil, height: nil))
        let a = anchor.frame
        var y = a.maxY
        if y + size.height > rect.maxY, a.y - size.height >= rect.y { y = a.y - size.height }
        let x = max(rect.x, min(rect.maxX - size.width, a.maxX - size.width))
        child.place(in: Rect(x: x, y: max(rect.y, y), size: size))
    }
}

/// The page a navigation-link picker pushes: its choices as a list; one
/// chosen goes back.
struct PickerChoicesPage: View {
    let choices: [AnyView]
    let selected: Int?
    let title: String?
    let choose: @MainActor (Int) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List(0..<choices.count, id: \.self) { i in
            Button {
                choose(i)
                dismiss()
            } label: {
                HStack(spacing: .columns(1)) {
                    Text(i == selected ? "✓" : " ")
                    choices[i]
                }
            }
        }
        .navigationTitle(title ?? "")
    }
}
