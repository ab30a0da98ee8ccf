/// A vertical list of rows, as SwiftUI's `List`. It takes focus as one
/// control; Up/Down (or k/j), Home/End and PageUp/PageDown move through its
/// rows, and it scrolls to keep the current row in view.
///
/// With `selection:`, the current row is the selected one, drawn reversed
/// whether or not the list has focus (the selection stays visible under a
/// cover). Without it, the row the keys reached is drawn reversed while
/// the list has focus. Either way Enter or Space works the first control
/// in the current row (a `NavigationLink` row pushes its page), a click
/// works the control under it or makes its row current, and the wheel
/// moves through the rows. Controls in rows are reached through the list,
/// not by Tab.
public struct List<SelectionValue: Hashable>: View, PrimitiveView {
    public typealias Body = Never
    /// The rows, each with its selection value, or the content whose tagged rows are selectable.
    private enum Rows {
        /// Each row's identity, its selection value, and its content.
        case data(keys: [AnyHashable], ids: [SelectionValue?], rows: [AnyView])
        case content(AnyView)
    }
    private let source: Rows
    /// Nil for a list without selection.
    let selection: Binding<SelectionValue?>?

    /// Creates a list of one row per element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, SelectionValue>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: (Data.Element) -> RowContent
    ) {
        let ids = data.map { $0[keyPath: id] }
        source = .data(keys: ids.map { AnyHashable($0) }, ids: ids, rows: data.map { AnyView(rowContent($0)) })
        self.selection = selection
    }

    /// Creates a list of one row per element of identifiable `data`, selected by id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, SelectionValue == Data.Element.ID {
        self.init(data, id: \.id, selection: selection, rowContent: rowContent)
    }

    /// Creates a list of the rows in `content`, as in SwiftUI: each view is
    /// a row (a `ForEach` gives one per element), and the rows tagged with
    /// a value of the selection's type (`.tag(_:)`, or a `ForEach`'s ids)
    /// can be selected; the others are passed over.
    public init<Content: View>(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        source = .content(AnyView(content()))
        self.selection = selection
    }
}

extension List where SelectionValue == Never {
    /// Creates a list of one row per element of identifiable `data`, with no selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: (Data.Element) -> RowContent
    ) where Data.Element: Identifiable {
        source = .data(keys: data.map { AnyHashable($0.id) }, ids: data.map { _ in nil }, rows: data.map { AnyView(rowContent($0)) })
        selection = nil
    }

    /// Creates a list of one row per element of `data`, identified by `id`, with no selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: (Data.Element) -> RowContent
    ) {
        source = .data(keys: data.map { AnyHashable($0[keyPath: id]) }, ids: data.map { _ in nil },
                       rows: data.map { AnyView(rowContent($0)) })
        selection = nil
    }

    /// Creates a list of the rows in `content`, with no selection.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        source = .content(AnyView(content()))
        selection = nil
    }
}

/// True inside a `List` row: a `NavigationLink` there shows a chevron.
struct ListRowKey: EnvironmentKey {
    static let defaultValue = false
}

extension List {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let graph = context.graph
        let selected = selection?.wrappedValue
        // Without a selection, the row the keys reached is remembered here.
        let reached = selection == nil ? graph.stateBox(at: context.path.appending(.name("reached")), initial: 0) : nil
        let focused = context.focusedPath == context.path && context.environment.isEnabled
        var nodes: [LayoutNode] = []
        var ids: [SelectionValue?] = []
        var rowsContext = context.containerContext(axis: .vertical)
        rowsContext.environment[ListRowKey.self] = true
        switch source {
        case .data(let keys, let dataIDs, let rows):
            for (i, (key, row)) in zip(keys, rows).enumerated() {
                var rowContext = rowsContext
                // The selection shows whether or not the list has focus (it
                // stays visible under a cover that took the keys); the row
                // reached without one only while the list has it.
                if selection != nil, dataIDs[i] == selected {
                    rowContext.environment.textAttributes.insert(.reverse)
                }
                nodes.append(single(rowContext.resolve(row, at: .key(key))))
            }
            ids = dataIDs
        case .content(let content):
            var rowContext = rowsContext
            if selection != nil {
                rowContext.environment[ListSelectionKey.self] = .some(selected.map { AnyHashable($0) })
            }
            nodes = rowContext.resolve(content, at: .name("rows"))
            ids = nodes.map { $0.tag?.base as? SelectionValue }
        }
        if let reached, focused, nodes.indices.contains(reached.value) {
            // The whole row, across the list's width.
            nodes[reached.value] = ReversedNode(nodes[reached.value])
        }
        let count = nodes.count
        let index = selection != nil ? selected.flatMap { ids.firstIndex(of: $0) } : reached.map { min($0.value, max(0, count - 1)) }
        let scroll = graph.exchangeMemory(at: context.path.appending(.name("scroll")), 0) as? Int ?? 0
        let node: ListNode
        if let selection {
            node = ListNode(rows: nodes, selectedIndex: index, scroll: scroll, path: context.path) { [ids] delta in
                // Only rows with a selection value can be selected; the others are passed over.
                let selectable = ids.indices.filter { ids[$0] != nil }
                guard !selectable.isEmpty else { return }
                let current = selection.wrappedValue.flatMap { value in ids.firstIndex { $0 == value } }
                let position = current.flatMap { selectable.firstIndex(of: $0) } ?? -1
                let next = delta == .min ? 0 : delta == .max ? selectable.count - 1
                    : max(0, min(selectable.count - 1, position + delta))
                if next != position, let id = ids[selectable[next]] { selection.wrappedValue = id }
            }
            node.select = { [ids] row in
                if let id = ids[row], id != selection.wrappedValue { selection.wrappedValue = id }
            }
        } else {
            let reached = reached!
            node = ListNode(rows: nodes, selectedIndex: index, scroll: scroll, path: context.path) { delta in
                guard count > 0 else { return }
                let next = delta == .min ? 0 : delta == .max ? count - 1 : max(0, min(count - 1, reached.value + delta))
                if next != reached.value { reached.set(next) }
            }
            node.select = { row in if row != reached.value { reached.set(row) } }
        }
        node.onScroll = { [path = context.path] s in
            _ = graph.exchangeMemory(at: path.appending(.name("scroll")), s)
        }
        return [node]
    }
}

/// A row drawn in reverse video over whatever it drew.
@MainActor
final class ReversedNode: WrapperNode {
    override func draw(into canvas: inout Canvas, _ context: DrawContext) {
        child.draw(into: &canvas, context)
        let r = frame.intersection(canvas.bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { canvas[x, y].style.attributes.insert(.reverse) }
        }
    }
}

@MainActor
final class ListNode: LayoutNode {
    let rows: [LayoutNode]
    let selectedIndex: Int?
    var scroll: Int
    let path: ViewPath
    let move: @MainActor (Int) -> Void
    /// Selects the row at an index, when it can be selected.
    var select: @MainActor (Int) -> Void = { _ in }
    var onScroll: (@MainActor (Int) -> Void)?
    private var visible: Range<Int> = 0..<0

    init(rows: [LayoutNode], selectedIndex: Int?, scroll: Int, path: ViewPath, move: @escaping @MainActor (Int) -> Void) {
        self.rows = rows
        self.selectedIndex = selectedIndex
        self.scroll = scroll
        self.path = path
        self.move = move
    }

    override var children: [LayoutNode] { Array(rows[visible]) }
    override var focusPath: ViewPath? { path }

    override func computeSize(_ p: CellProposal) -> Size {
        let w = rows.map { $0.sizeThatFits(CellProposal(width: p.width, height: 1)).width }.max() ?? 0
        // Greedy, as SwiftUI's List: it takes all the height it is offered.
        let h = p.height.map { $0 == .max ? rows.count : $0 } ?? rows.count
        return Size(width: p.width.map { $0 == .max ? w : max(w, $0) } ?? w, height: h)
    }

    override func place(in rect: Rect) {
        frame = rect
        let height = max(0, rect.height)
        if let s = selectedIndex {
            if s < scroll { scroll = s }
            if s >= scroll + height { scroll = s - height + 1 }
        }
        scroll = max(0, min(scroll, rows.count - height))
        onScroll?(scroll)
        visible = scroll..<min(rows.count, scroll + height)
        for (i, row) in rows[visible].enumerated() {
            row.place(in: Rect(x: rect.x, y: rect.y + i, width: rect.width, height: 1))
        }
    }

    /// The list is one stop for Tab: the controls in its rows are reached
    /// through it (Enter works the current row's).
    override var focusesAsOne: Bool { true }

    override func handleFocusedKey(_ key: Key) -> Bool {
        if key == .return || key == .space {
            guard let current = selectedIndex, rows.indices.contains(current),
                  let control = rows[current].firstFocusable else { return false }
            return control.handleFocusedKey(key)
        }
        switch key {
        case .upArrow, .character("k"): move(-1)
        case .downArrow, .character("j"): move(1)
        case .home: move(.min)
        case .end: move(.max)
        case .pageUp: move(-max(1, frame.height - 1))
        case .pageDown: move(max(1, frame.height - 1))
        default: return false
        }
        return true
    }

    /// A click selects the row under it.
    override func handleClick(at point: Point, count: Int) -> Bool {
        let row = scroll + Int(point.y) - frame.y
        guard rows.indices.contains(row) else { return false }
        select(row)
        return true
    }

    /// The wheel moves the selection a row a turn, and the list scrolls with it.
    override func scrollWheel(by rows: Int) -> Bool {
        move(rows)
        return true
    }
}
