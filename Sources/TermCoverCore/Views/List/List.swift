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
///
/// Rows a `ForEach` makes can be edited as on iOS (the Editing lists
/// article): Backspace or Delete deletes the current row through
/// `onDelete`, Shift-K and Shift-J move it through `onMove`, ← and →
/// reveal its `swipeActions` (< and > are full swipes), m or F10 opens its
/// `contextMenu`; in edit mode (`EditButton`, `\.editMode`) rows show `⊖`
/// and `≡`.
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
        // A list outside a NavigationStack keeps an edit mode of its own, for an EditButton in its rows.
        let context = context.providingEditMode()
        let graph = context.graph
        let path = context.path
        let selected = selection?.wrappedValue
        let reached = graph.stateBox(at: path.appending(.name("reached")), initial: 0)
        var rowsContext = context.containerContext(axis: .vertical)
        rowsContext.environment[ListRowKey.self] = true
        rowsContext.environment[ListSectionsKey.self] = true
        // Controls in a row lay out as in a form: label leading, control trailing.
        rowsContext.environment.isFormRow = true
        // `contextMenu(forSelectionType:…)` is this list's; lists inside its rows have their own.
        let selectionMenu = context.environment[SelectionMenuKey.self]
        rowsContext.environment[SelectionMenuKey.self] = nil
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
        // What a selection menu acts on for a row: the selection when the row is selected, else the row.
        let menuIDs: @MainActor (Int) -> Set<AnyHashable>? = { row in
            guard selectionMenu != nil, row < count, let id = idOf(row) else { return nil }
            return [AnyHashable(selected.flatMap { $0 == id ? $0 : nil } ?? id)]
        }
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
        // The row the list shows as current: focused itself, with no
        // selection, the row it stops on (a row whose control takes focus of
        // its own is passed over), which the keys then act on and move from.
        let shown = selection == nil && state.listFocused ? stop ?? current : current
        var lit = Set<Int>()
        if selection != nil, let current { lit.insert(current) }
        if selection == nil, state.listFocused, let stop { lit.insert(stop) }
        if let row = state.focusedButtonRow { lit.insert(row) }
        let look = context.environment[ListLookKey.self]
        let enabled = state.enabled, cells = context.cells
        // Editing: the row the keys act on, its swipe actions, and the row swiped open.
        let editing = ListEditing(parts: parts)
        let editMode = context.environment.editMode
        // Marks show in edit mode proper, not while a swipe makes it transient.
        let isEditing = editMode?.wrappedValue == .active
        let target = state.focusedRow ?? shown
        let swipe = SwipeControl(box: graph.stateBox(at: path.appending(.name("swipe")), initial: SwipeState?.none),
                                 editMode: editMode)
        // A row swiped open closes when another row becomes current, or when
        // the edit mode it opened in ends (an EditButton's "Done": so one
        // that made the mode transient stays open as focus goes to that
        // button), or as focus leaves the list.
        if let s = swipe.value, s.row != target || (!state.focusInside && !s.madeTransient)
            || (s.madeTransient && editMode?.wrappedValue != .transient) || (s.deleteOnly && !isEditing) {
            swipe.closeQuietly(graph)
        }
        let swipes = state.focusInside || swipe.value != nil
            ? target.map { swipeActions(editing, $0, swipe.value, context) } ?? [:] : [:]
        let open = swipe.value.flatMap { s in s.row == target ? swipes[s.edge].map { (s, $0.actions) } : nil }
        var swipedRow: SwipeRevealNode?
        var marks: [Int: ListEditMarksNode] = [:]
        let textStyle = rowsContext.environment.textStyle
        // Each row as the list draws it, made when the list builds it.
        let makeRow: @MainActor (Int) -> ListRowNode = { i in
            let row = parts.row(i)
            var node = row.node
            var highlighted = lit.contains(i)
            if isEditing {
                let (delete, move) = editing.marks(i)
                if delete != nil || move != nil {
                    let marked = ListEditMarksNode(node, delete: delete, move: move, style: textStyle)
                    marks[i] = marked
                    node = marked
                }
            }
            if let (s, actions) = open, s.row == i {
                let opened = SwipeRevealNode(node, actions: actions, edge: s.edge, picked: min(s.picked, actions.count - 1))
                swipedRow = opened
                node = opened
                highlighted = false
            }
            return ListRowNode(node, preferences: row.preferences, look: look,
                               stopPath: i == stop && enabled ? path : nil, highlighted: highlighted, cells: cells)
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
            let from = shown.flatMap { navigable.firstIndex(of: $0) } ?? (delta > 0 ? -1 : navigable.count)
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
        let rowFrame: @MainActor (Int?) -> Rect = { [unowned node] row in node.rowFrame(row) ?? node.frame }
        let primary: @MainActor (Int?) -> Bool = { row in
            guard let action = selectionMenu?.primaryAction, let row, let ids = menuIDs(row) else { return false }
            action(ids)
            return true
        }
        let focusedRow = state.focusedRow
        let editKey: @MainActor (Key) -> Bool = { key in
            if let (s, actions) = open {
                let inward: Key = s.edge == .trailing ? .leftArrow : .rightArrow
                let outward: Key = s.edge == .trailing ? .rightArrow : .leftArrow
                var next = s
                switch key {
                case inward:
                    next.picked = min(actions.count - 1, s.picked + 1)
                    if next != s { swipe.update(next) }
                case outward:
                    if s.picked == 0 { swipe.close() } else { next.picked -= 1; swipe.update(next) }
                case .return, .space:
                    swipe.close()
                    actions[min(s.picked, actions.count - 1)].action()
                case .escape:
                    swipe.close()
                default:
                    // Anything else puts the actions away and goes on.
                    swipe.close()
                    return false
                }
                return true
            }
            guard let target else { return false }
            switch key {
            case .delete, .deleteForward:
                guard editing.delete(target) else { return false }
                // Focus was on a control of the row that went: the list keeps it.
                if focusedRow == target { graph.focusRequest = path }
            case .character("K"), .character("J"):
                guard editing.canMove(target) else { return false }
                if let to = editing.move(target, by: key == .character("K") ? -1 : 1), selection == nil { reached.set(to) }
            case .leftArrow, .rightArrow:
                let edge: HorizontalEdge = key == .leftArrow ? .trailing : .leading
                guard swipes[edge] != nil else { return false }
                swipe.open(SwipeState(row: target, edge: edge))
            case .character("<"), .character(">"):
                let edge: HorizontalEdge = key == .character("<") ? .trailing : .leading
                guard let found = swipes[edge], found.fullSwipe, let first = found.actions.first else { return false }
                first.action()
            case .character("m"), .function(10):
                if let menu = editing.contextMenu(target) {
                    menu.open()
                } else if let selectionMenu, let ids = menuIDs(target) {
                    selectionMenu.open(ids, rowFrame(target))
                } else {
                    return false
                }
            default:
                return false
            }
            return true
        }
        // In a split view's column, choosing a row moves on to the next column.
        let pushNext = context.environment.splitColumn?.advance
        let advance = pushNext ?? context.environment[SplitColumnAdvanceKey.self]
        node.keys = { [unowned node] key in
            guard focusInside else { return false }
            if editKey(key) { return true }
            let page = max(1, node.frame.height - 1)
            switch key {
            case .return where primary(target):
                break
            case .return, .space:
                guard let advance, selection != nil, !navigable.isEmpty, state.listFocused else { return false }
                // With nothing selected, Enter chooses the first row, as a tap on it would.
                if current == nil { move(1, true) }
                advance.action()
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
        node.primary = primary
        node.secondary = { [unowned node] row in
            guard let selectionMenu, let ids = menuIDs(row) else { return false }
            node.select(row)
            selectionMenu.open(ids, rowFrame(row))
            return true
        }
        // A click on an action of the row swiped open runs it; on a `⊖` mark, "Delete" shows.
        node.press = { row, point in
            if let swiped = swipedRow, let (s, actions) = open, s.row == row, let i = swiped.action(at: point) {
                swipe.close()
                actions[i].action()
                return true
            }
            if let mark = marks[row]?.deleteMarkFrame, mark.contains(point) {
                swipe.open(SwipeState(row: row, edge: .trailing, deleteOnly: true))
                return false
            }
            return false
        }
        // In edit mode, a drag from a row's ≡ handle to another row moves it there.
        node.dragRow = { row, start, target in
            guard let handle = marks[row]?.moveHandleFrame, handle.contains(start), editing.move(row, to: target) else {
                return false
            }
            if selection == nil { reached.set(target) }
            return true
        }
        // A drag across a row swipes it open from the edge it moves away from.
        node.drag = { row, dx in
            let edge: HorizontalEdge = dx < 0 ? .trailing : .leading
            guard editing.swipeActions(row, edge) != nil else { return false }
            swipe.open(SwipeState(row: row, edge: edge))
            return true
        }
        node.select = { row in
            graph.focusRequest = parts.builtRow(row)?.control ?? path
            if let selection {
                if let id = ids[row], id != selection.wrappedValue { selection.wrappedValue = id }
                // Collapsed, a click on a row pushes the next column, as a tap does on an iPhone.
                if ids[row] != nil { pushNext?.action() }
            } else if row != reached.value {
                reached.set(row)
            }
        }
        return [node]
    }
}

extension List {
    /// The swipe actions of `row` on each edge, resolved (only the current
    /// row's are: they are what the keys may reveal or run).
    func swipeActions(_ editing: ListEditing, _ row: Int, _ swipe: SwipeState?,
                      _ context: ResolveContext) -> [HorizontalEdge: (actions: [SwipeAction], fullSwipe: Bool)] {
        var found: [HorizontalEdge: (actions: [SwipeAction], fullSwipe: Bool)] = [:]
        let deleteOnly = swipe?.row == row && swipe?.deleteOnly == true
        for edge in HorizontalEdge.allCases {
            guard let content = editing.swipeActions(row, edge, deleteOnly: deleteOnly) else { continue }
            let nodes = context.resolve(content.content, at: .name(edge == .leading ? "swipeLeading" : "swipeTrailing"))
            let actions = SwipeAction.collect(nodes)
            if !actions.isEmpty { found[edge] = (actions, content.allowsFullSwipe) }
        }
        return found
    }
}
