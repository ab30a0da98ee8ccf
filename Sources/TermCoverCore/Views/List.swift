/// A vertical list of rows with one selected, for menus, like SwiftUI's
/// `List(selection:)`. It takes focus; Up/Down (or k/j), Home/End and
/// PageUp/PageDown move the selection, and the list scrolls to keep the
/// selected row in view. A click selects a row; the wheel moves the selection.
public struct List<SelectionValue: Hashable>: View, PrimitiveView {
    public typealias Body = Never
    /// The rows, each with its selection value, or the content whose tagged rows are selectable.
    private enum Rows {
        case data(ids: [SelectionValue], rows: [AnyView])
        case content(AnyView)
    }
    private let source: Rows
    let selection: Binding<SelectionValue?>

    /// Creates a list of one row per element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, SelectionValue>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: (Data.Element) -> RowContent
    ) {
        source = .data(ids: data.map { $0[keyPath: id] }, rows: data.map { AnyView(rowContent($0)) })
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

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let selected = selection.wrappedValue
        var nodes: [LayoutNode] = []
        var ids: [SelectionValue?] = []
        let rowsContext = context.containerContext(axis: .vertical)
        switch source {
        case .data(let dataIDs, let rows):
            for (id, row) in zip(dataIDs, rows) {
                var rowContext = rowsContext
                if id == selected {
                    // Reverse video whether or not the list has focus: the selection
                    // stays visible under a cover that took the keys.
                    rowContext.environment.textAttributes.insert(.reverse)
                }
                nodes.append(single(rowContext.resolve(row, at: .key(AnyHashable(id)))))
            }
            ids = dataIDs
        case .content(let content):
            var rowContext = rowsContext
            rowContext.environment[ListSelectionKey.self] = .some(selected.map { AnyHashable($0) })
            nodes = rowContext.resolve(content, at: .name("rows"))
            ids = nodes.map { $0.tag?.base as? SelectionValue }
        }
        let index = selected.flatMap { ids.firstIndex(of: $0) }
        let scroll = context.graph.exchangeMemory(at: context.path.appending(.name("scroll")), 0) as? Int ?? 0
        let node = ListNode(rows: nodes, selectedIndex: index, scroll: scroll, path: context.path) { [ids, selection] delta in
            // Only rows with a selection value can be selected; the others are passed over.
            let selectable = ids.indices.filter { ids[$0] != nil }
            guard !selectable.isEmpty else { return }
            let current = selection.wrappedValue.flatMap { value in ids.firstIndex { $0 == value } }
            let position = current.flatMap { selectable.firstIndex(of: $0) } ?? -1
            let next = delta == .min ? 0 : delta == .max ? selectable.count - 1
                : max(0, min(selectable.count - 1, position + delta))
            if next != position, let id = ids[selectable[next]] { selection.wrappedValue = id }
        }
        node.select = { [ids, selection] row in
            if let id = ids[row], id != selection.wrappedValue { selection.wrappedValue = id }
        }
        node.onScroll = { [graph = context.graph, path = context.path] s in
            _ = graph.exchangeMemory(at: path.appending(.name("scroll")), s)
        }
        return [node]
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

    override func computeSize(_ p: ProposedViewSize) -> Size {
        let w = rows.map { $0.sizeThatFits(ProposedViewSize(width: p.width, height: 1)).width }.max() ?? 0
        let h = p.height.map { min($0, rows.count) } ?? rows.count
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

    override func handleFocusedKey(_ key: Key) -> Bool {
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
