/// A vertical list of rows, as SwiftUI's `List`. Each row is as tall as
/// its content; a `Section`'s header, rows and footer each take rows of
/// their own, in order, drawn as the list's style says (`ListStyle`), with
/// the rows' preferences (`listRowBackground`, `listRowInsets`,
/// `listRowSeparator`, `listSectionSeparator`).
///
/// Controls in rows behave as in a `Form`: each is a stop for Tab, in
/// row order, and takes its own keys and clicks. Up and Down (k and j
/// when the list itself has focus) move from row to row: onto a row with
/// a control, that control takes focus; onto one without, the list itself
/// does, its current row drawn reversed across its whole height. Home,
/// End, PageUp and PageDown move further. The list scrolls to keep the
/// current row fully in view (its section's header too, for a section's
/// first row).
///
/// With `selection:`, the arrows and a click move the selection among the
/// rows that have a selection value, drawn reversed whether or not the
/// list has focus (it stays visible under a cover). A click on a row
/// without a control makes it current; the wheel moves a row a turn.
public struct List<SelectionValue: Hashable>: View, PrimitiveView {
    public typealias Body = Never
    /// The rows, each with its selection value, or the content whose tagged rows are selectable.
    private enum Rows {
        /// Each row's identity, its selection value, and its content.
        case data(count: Int, key: (Int) -> AnyHashable, id: (Int) -> SelectionValue?, row: (Int) -> AnyView)
        /// The content's rows, sections and lazy runs, resolved in a context.
        case content(@MainActor (ResolveContext) -> [ListParts.Piece])
    }
    private let source: Rows
    /// Nil for a list without selection.
    let selection: Binding<SelectionValue?>?

    /// Creates a list of one row per element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, SelectionValue>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) {
        // Kept whole and made into rows only when built: a long list is lazy.
        let items = Array(data)
        source = .data(count: items.count, key: { AnyHashable(items[$0][keyPath: id]) }, id: { items[$0][keyPath: id] },
                       row: { AnyView(rowContent(items[$0])) })
        self.selection = selection
    }

    /// Creates a list of one row per element of identifiable `data`, selected by id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, SelectionValue == Data.Element.ID {
        self.init(data, id: \.id, selection: selection, rowContent: rowContent)
    }

    /// Creates a list of the rows in `content`, as in SwiftUI: each view is
    /// a row (a `ForEach` gives one per element), and the rows tagged with
    /// a value of the selection's type (`.tag(_:)`, or a `ForEach`'s ids)
    /// can be selected; the others are passed over.
    public init<Content: View>(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        let content = content()
        source = .content { ListContent.pieces(of: content, in: $0) }
        self.selection = selection
    }
}

extension List where SelectionValue == Never {
    /// Creates a list of one row per element of identifiable `data`, with no selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable {
        self.init(data, id: \.id, rowContent: rowContent)
    }

    /// Creates a list of one row per element of `data`, identified by `id`, with no selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) {
        let items = Array(data)
        source = .data(count: items.count, key: { AnyHashable(items[$0][keyPath: id]) }, id: { _ in nil },
                       row: { AnyView(rowContent(items[$0])) })
        selection = nil
    }

    /// Creates a list of the rows in `content`, with no selection.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        let content = content()
        source = .content { ListContent.pieces(of: content, in: $0) }
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
        let path = context.path
        let selected = selection?.wrappedValue
        let reached = graph.stateBox(at: path.appending(.name("reached")), initial: 0)
        var rowsContext = context.containerContext(axis: .vertical)
        rowsContext.environment[ListRowKey.self] = true
        rowsContext.environment[ListSectionsKey.self] = true
        // Controls in a row lay out as in a form: label leading, control trailing.
        rowsContext.environment.isFormRow = true
        let pieces: [ListParts.Piece]
        var dataID: ((Int) -> SelectionValue?)?
        switch source {
        case .data(let count, let key, let id, let row):
            if count > ListContent.lazyThreshold {
                pieces = [.lazyRows(ListParts.LazyRun(count: count, id: key) { k in
                    single(rowsContext.resolve(row(k), at: .key(key(k))))
                })]
            } else {
                pieces = (0..<count).map { .node(single(rowsContext.resolve(row($0), at: .key(key($0))))) }
            }
            dataID = id
        case .content(let content):
            var c = rowsContext
            if selection != nil { c.environment[ListSelectionKey.self] = .some(selected.map { AnyHashable($0) }) }
            pieces = content(c)
        }
        let parts = ListParts(pieces: pieces)
        let idOf = dataID ?? { parts.tag(of: $0)?.base as? SelectionValue }
        let count = parts.count
        let ids: [SelectionValue?] = selection == nil ? [] : (0..<count).map(idOf)
        // A long list builds, before anything asks, the rows that showed
        // last frame (focus may be on a control in one), then the current one.
        let memory = graph.stateBox(at: path.appending(.name("lazyRows")), initial: ListLazyMemory()).value
        if parts.isLazy { for i in memory.band.clamped(to: 0..<count) { _ = parts.row(i) } }
        // Before the current row is read: focus that came to a row makes it current.
        let state = ListFocusState(parts: parts, path: path, context: context, reached: reached)
        let current: Int? = selection != nil ? selected.flatMap { ids.firstIndex(of: $0) }
            : count == 0 ? nil : min(reached.value, count - 1)
        if parts.isLazy, let current { _ = parts.row(current) }
        let stop = state.stopRow(near: current ?? 0)
        if parts.isLazy, let stop { _ = parts.row(stop) }
        var lit = Set<Int>()
        if selection != nil, let current { lit.insert(current) }
        if selection == nil, state.listFocused, let stop { lit.insert(stop) }
        if let row = state.focusedButtonRow { lit.insert(row) }
        let look = context.environment[ListLookKey.self]
        let enabled = state.enabled, cells = context.cells
        let makeRow: @MainActor (Int) -> ListRowNode = { i in
            let row = parts.row(i)
            return ListRowNode(row.node, preferences: row.preferences, look: look,
                               stopPath: i == stop && enabled ? path : nil, highlighted: lit.contains(i), cells: cells)
        }
        // The rows the arrows move through: with a selection, the selectable ones.
        let navigable = selection == nil ? Array(0..<count) : ids.indices.filter { ids[$0] != nil }
        let focusInside = state.focusInside
        let focusRequest: @MainActor (Int) -> Void = { row in
            guard focusInside else { return }
            graph.focusRequest = parts.builtRow(row)?.control ?? path
        }
        let move: @MainActor (Int, Bool) -> Void = { delta, moveFocus in
            guard !navigable.isEmpty else { return }
            let from = current.flatMap { navigable.firstIndex(of: $0) } ?? (delta > 0 ? -1 : navigable.count)
            let to = delta == .min ? 0 : delta == .max ? navigable.count - 1
                : max(0, min(navigable.count - 1, from + delta))
            let row = navigable[to]
            if let selection {
                if let id = ids[row], id != selection.wrappedValue { selection.wrappedValue = id }
            } else if row != reached.value {
                reached.set(row)
            }
            if moveFocus { focusRequest(row) }
        }
        // With a selection, a control focused in another row is what shows.
        let reveal = selection != nil ? state.focusedRow ?? current : current
        let node = ListNode(parts: parts, makeRow: makeRow, look: look, reveal: reveal, path: path, graph: graph,
                            memory: memory)
        // Unowned: the node owns these closures.
        node.keys = { [unowned node] key in
            guard focusInside else { return false }
            let page = max(1, node.frame.height - 1)
            switch key {
            case .upArrow: move(-1, true)
            case .downArrow: move(1, true)
            case .character("k") where state.listFocused: move(-1, true)
            case .character("j") where state.listFocused: move(1, true)
            case .home: move(.min, true)
            case .end: move(.max, true)
            case .pageUp: move(-page, true)
            case .pageDown: move(page, true)
            default: return false
            }
            return true
        }
        node.wheel = { move($0, false) }
        node.select = { row in
            graph.focusRequest = parts.builtRow(row)?.control ?? path
            if let selection {
                if let id = ids[row], id != selection.wrappedValue { selection.wrappedValue = id }
            } else if row != reached.value {
                reached.set(row)
            }
        }
        return [node]
    }
}
