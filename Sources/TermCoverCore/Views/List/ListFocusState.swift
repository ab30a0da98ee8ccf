/// Where focus is with respect to a list, as a frame begins: on the list
/// itself (its current row without a control), on a control in one of
/// its rows, or elsewhere.
@MainActor
struct ListFocusState {
    let enabled: Bool
    /// The list itself has focus.
    let listFocused: Bool
    /// The row whose control has focus.
    let focusedRow: Int?
    /// That row, when its focused control is a button (a `NavigationLink`
    /// row): drawn reversed across the row, as a list shows its current row.
    let focusedButtonRow: Int?
    private let parts: ListParts

    /// Focus on the list or inside it: the list takes the arrows.
    var focusInside: Bool { listFocused || focusedRow != nil }

    init(parts: ListParts, path: ViewPath, context: ResolveContext, reached: StateBox<Int>) {
        enabled = context.environment.isEnabled
        let focused = context.focusedPath
        listFocused = enabled && focused == path
        var row: Int?
        var isButton = false
        if let focused, focused != path {
            // A focused control is in view, or was last frame: in a built row.
            for (i, r) in parts.builtRows where r.control != nil {
                if let node = Self.find(focused, in: r.node) {
                    row = i
                    isButton = node is ButtonNode || node is DisclosureNode
                    break
                }
            }
        }
        focusedRow = row
        focusedButtonRow = isButton ? row : nil
        self.parts = parts
        // Focus that came to a control in a row (Tab, a click) makes that
        // row current, so the arrows go on from it; set quietly, as this
        // frame already shows it.
        let seen = context.graph.exchangeMemory(at: path.appending(.name("focusSeen")), focused as Any) as? ViewPath
        if let row, focused != seen { reached.value = row }
    }

    /// The row that holds the list's own stop for Tab: the current row
    /// when it has no control, else the nearest one after it (or before)
    /// without one; nil when every row has a control. A row not built
    /// (far from view in a long list) counts as one without.
    func stopRow(near current: Int) -> Int? {
        guard parts.count > 0 else { return nil }
        func hasControl(_ i: Int) -> Bool { parts.builtRow(i)?.control != nil }
        let c = min(max(0, current), parts.count - 1)
        if let after = (c..<parts.count).first(where: { !hasControl($0) }) { return after }
        return (0..<c).last { !hasControl($0) }
    }

    private static func find(_ path: ViewPath, in node: LayoutNode) -> LayoutNode? {
        if node.focusPath == path { return node }
        guard node.containsFocusable else { return nil }
        for child in node.children { if let found = find(path, in: child) { return found } }
        return nil
    }
}
