/// A list's content as the list lays it out: its rows in order, each with
/// its preferences and first control, and its sections (rows outside any
/// `Section` gather into sections of their own, between the sections
/// written, as a `Form` gathers them).
///
/// Rows come in runs. A run is either rows resolved already or, in a long
/// list, a `ForEach`'s elements built one at a time as they come near
/// view (`ListContent`); a row is built once per frame, when first asked.
@MainActor
final class ListParts {
    struct Row {
        let node: LayoutNode
        let preferences: ListRowPreferences
        /// The row's first control, which takes focus when the arrows reach the row.
        let control: ViewPath?
        /// Its offset and edit actions, for a row a `ForEach` with `onDelete` or `onMove` made.
        let edit: ListEditRowNode?

        @MainActor init(node: LayoutNode, preferences: ListRowPreferences) {
            self.node = node
            self.preferences = preferences
            control = node.firstFocusable?.focusPath
            edit = ListEditRowNode.of(node)
        }
    }
    struct Section {
        let header: LayoutNode?
        let footer: LayoutNode?
        let rows: Range<Int>
        let preferences: ListRowPreferences
    }
    /// A `ForEach`'s elements as rows of a list, built on demand.
    struct LazyRun {
        let count: Int
        /// Element `k`'s id: its selection value unless the row is tagged otherwise.
        let id: (Int) -> AnyHashable
        /// Resolves element `k` as one row.
        let build: @MainActor (Int) -> LayoutNode
    }
    private struct Run {
        let start: Int
        let lazy: LazyRun?
        /// The section's preferences, which its rows inherit.
        let preferences: ListRowPreferences
    }
    private(set) var sections: [Section] = []
    private(set) var count = 0
    private var runs: [Run] = []
    /// Each row once built; nil until then.
    private var built: [Row?] = []
    /// Whether some rows are built only when asked.
    private(set) var isLazy = false

    /// Gathers `top`, a list's resolved content, as today's rows and sections.
    convenience init(_ top: [LayoutNode]) {
        self.init(pieces: top.map { .node($0) })
    }

    /// One piece of a list's content, in order.
    enum Piece {
        /// A resolved row, or a resolved section (a `ListSectionNode`, under modifiers perhaps).
        case node(LayoutNode)
        /// A section whose rows are runs, some of them lazy.
        case section(header: LayoutNode?, footer: LayoutNode?, rows: [RowsPiece])
        /// Rows outside any section, built as they come near view.
        case lazyRows(LazyRun)
    }

    /// A section's rows: resolved, or built as they come near view.
    enum RowsPiece {
        case nodes([LayoutNode])
        case lazy(LazyRun)
    }

    init(pieces: [Piece]) {
        var looseStart: Int?
        func closeLoose() {
            guard let start = looseStart else { return }
            sections.append(Section(header: nil, footer: nil, rows: start..<count, preferences: ListRowPreferences()))
            looseStart = nil
        }
        func add(_ node: LayoutNode, _ preferences: ListRowPreferences) {
            built.append(Row(node: node, preferences: preferences))
            count += 1
        }
        func addLazy(_ run: LazyRun, _ preferences: ListRowPreferences) {
            guard run.count > 0 else { return }
            runs.append(Run(start: count, lazy: run, preferences: preferences))
            built += repeatElement(nil, count: run.count)
            count += run.count
            // Rows after it are resolved ones again, found by their own run.
            runs.append(Run(start: count, lazy: nil, preferences: ListRowPreferences()))
            isLazy = true
        }
        for piece in pieces {
            switch piece {
            case .node(let node):
                let preferences = ListRowPreferences.of(node)
                if let section = Self.section(in: node) {
                    closeLoose()
                    let start = count
                    for row in section.rows { add(row, ListRowPreferences.of(row).over(preferences)) }
                    sections.append(Section(header: section.header, footer: section.footer, rows: start..<count,
                                            preferences: preferences))
                } else {
                    if looseStart == nil { looseStart = count }
                    add(node, preferences)
                }
            case .section(let header, let footer, let rows):
                closeLoose()
                let start = count
                for run in rows {
                    switch run {
                    case .nodes(let nodes): for row in nodes { add(row, ListRowPreferences.of(row)) }
                    case .lazy(let lazy): addLazy(lazy, ListRowPreferences())
                    }
                }
                sections.append(Section(header: header, footer: footer, rows: start..<count,
                                        preferences: ListRowPreferences()))
            case .lazyRows(let run):
                if looseStart == nil { looseStart = count }
                addLazy(run, ListRowPreferences())
            }
        }
        closeLoose()
    }

    /// Row `i`, built now if it was not.
    func row(_ i: Int) -> Row {
        if let row = built[i] { return row }
        let (run, k) = lazyRun(of: i)!
        let node = run.lazy!.build(k)
        let row = Row(node: node, preferences: ListRowPreferences.of(node).over(run.preferences))
        built[i] = row
        return row
    }

    /// Whether the list has a row `i`.
    func contains(_ i: Int) -> Bool { i >= 0 && i < count }

    /// Row `i` if it is built.
    func builtRow(_ i: Int) -> Row? { built.indices.contains(i) ? built[i] : nil }

    /// The rows built so far, in order.
    var builtRows: [(index: Int, row: Row)] {
        // A loop, not `compactMap`: its closure would check the main actor
        // once for each of a long list's rows (see `ListNode.order`).
        var rows: [(index: Int, row: Row)] = []
        for (i, row) in built.enumerated() {
            if let row { rows.append((i, row)) }
        }
        return rows
    }

    /// Row `i`'s selection value: its tag when built, else its `ForEach` element's id.
    func tag(of i: Int) -> AnyHashable? {
        if let row = built[i] { return row.node.tag }
        guard let (run, k) = lazyRun(of: i) else { return nil }
        return run.lazy?.id(k)
    }

    private func lazyRun(of i: Int) -> (Run, Int)? {
        var lo = 0, hi = runs.count - 1
        guard hi >= 0 else { return nil }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if runs[mid].start <= i { lo = mid } else { hi = mid - 1 }
        }
        let run = runs[lo]
        guard run.start <= i, run.lazy != nil, i - run.start < run.lazy!.count else { return nil }
        return (run, i - run.start)
    }

    /// The section `node` is, under the modifiers around it.
    private static func section(in node: LayoutNode) -> ListSectionNode? {
        var current: LayoutNode? = node
        while let n = current {
            if let section = n as? ListSectionNode { return section }
            current = (n as? WrapperNode)?.child
        }
        return nil
    }
}
