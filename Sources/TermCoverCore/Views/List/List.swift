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
        let path = context.path
        let selected = selection?.wrappedValue
        let reached = graph.stateBox(at: path.appending(.name("reached")), initial: 0)
        var rowsContext = context.containerContext(axis: .vertical)
        rowsContext.environment[ListRowKey.self] = true
        rowsContext.environment[ListSectionsKey.self] = true
        // Controls in a row lay out as in a form: label leading, control trailing.
        rowsContext.environment.isFormRow = true
        let top: [LayoutNode]
        var dataIDs: [SelectionValue?]?
        switch source {
        case .data(let keys, let ids, let rows):
            top = zip(keys, rows).map { key, row in single(rowsContext.resolve(row, at: .key(key))) }
            dataIDs = ids
        case .content(let content):
            var c = rowsContext
            if selection != nil { c.environment[ListSelectionKey.self] = .some(selected.map { AnyHashable($0) }) }
            top = c.resolve(content, at: .name("rows"))
        }
        let parts = ListParts(top)
        let ids: [SelectionValue?] = dataIDs ?? parts.rows.map { $0.node.tag?.base as? SelectionValue }
        let state = ListFocusState(parts: parts, path: path, context: context, reached: reached)
        let count = parts.rows.count
        let current: Int? = selection != nil ? selected.flatMap { ids.firstIndex(of: $0) }
            : count == 0 ? nil : min(reached.value, count - 1)
        let stop = state.stopRow(near: current ?? 0)
        var lit = Set<Int>()
        if selection != nil, let current { lit.insert(current) }
        if selection == nil, state.listFocused, let stop { lit.insert(stop) }
        if let row = state.focusedButtonRow { lit.insert(row) }
        let look = context.environment[ListLookKey.self]
        let rows = parts.rows.enumerated().map { i, row in
            ListRowNode(row.node, preferences: row.preferences, look: look,
                        stopPath: i == stop && state.enabled ? path : nil, highlighted: lit.contains(i), cells: context.cells)
        }
        // The rows the arrows move through: with a selection, the selectable ones.
        let navigable = selection == nil ? Array(0..<count) : ids.indices.filter { ids[$0] != nil }
        let focusInside = state.focusInside
        let focusRequest: @MainActor (Int) -> Void = { row in
            guard focusInside else { return }
            graph.focusRequest = parts.rows[row].control ?? path
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
        let node = ListNode(parts: parts, rows: rows, look: look, reveal: reveal, path: path, graph: graph)
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
            graph.focusRequest = parts.rows[row].control ?? path
            if let selection {
                if let id = ids[row], id != selection.wrappedValue { selection.wrappedValue = id }
            } else if row != reached.value {
                reached.set(row)
            }
        }
        return [node]
    }
}
