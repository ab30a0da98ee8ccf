/// A list's resolved content as the list lays it out: its rows in order,
/// each with its preferences and first control, and its sections (rows
/// outside any `Section` gather into sections of their own, between the
/// sections written, as a `Form` gathers them).
@MainActor
struct ListParts {
    struct Row {
        let node: LayoutNode
        let preferences: ListRowPreferences
        /// The row's first control, which takes focus when the arrows reach the row.
        let control: ViewPath?
        /// Its offset and edit actions, for a row a `ForEach` with `onDelete` or `onMove` made.
        let edit: ListEditRowNode?
    }
    struct Section {
        let header: LayoutNode?
        let footer: LayoutNode?
        let rows: Range<Int>
        let preferences: ListRowPreferences
    }
    private(set) var rows: [Row] = []
    private(set) var sections: [Section] = []

    init(_ top: [LayoutNode]) {
        var looseStart: Int?
        func closeLoose() {
            guard let start = looseStart else { return }
            sections.append(Section(header: nil, footer: nil, rows: start..<rows.count, preferences: ListRowPreferences()))
            looseStart = nil
        }
        func add(_ node: LayoutNode, _ preferences: ListRowPreferences) {
            rows.append(Row(node: node, preferences: preferences, control: node.firstFocusable?.focusPath,
                            edit: ListEditRowNode.of(node)))
        }
        for node in top {
            let preferences = ListRowPreferences.of(node)
            if let section = Self.section(in: node) {
                closeLoose()
                let start = rows.count
                for row in section.rows { add(row, ListRowPreferences.of(row).over(preferences)) }
                sections.append(Section(header: section.header, footer: section.footer, rows: start..<rows.count,
                                        preferences: preferences))
            } else {
                if looseStart == nil { looseStart = rows.count }
                add(node, preferences)
            }
        }
        closeLoose()
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
