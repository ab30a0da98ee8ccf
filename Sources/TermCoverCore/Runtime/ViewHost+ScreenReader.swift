/// Screen-reader mode on the host (see `ScreenReaderMode`): the layers
/// are laid out above a status line, which tells what has focus, and the
/// terminal's cursor is put on the focused control.
extension ViewHost {
    /// The screen the views are laid out on: all of it, or all but the
    /// status line in screen-reader mode.
    var layoutSize: Size {
        screenReaderMode ? Size(width: size.width, height: max(0, size.height - 1)) : size
    }

    /// The frame as the terminal shows it in screen-reader mode: `drawn`
    /// (the layers, one row short, or last frame's whole screen) with the
    /// status line at the bottom; the cursor and the announcement follow focus.
    func addStatusLine(to drawn: CellGrid) -> CellGrid {
        var screen = drawn
        if drawn.height != size.height || drawn.width != size.width {
            screen = CellGrid(size: size)
            for y in 0..<min(size.height, drawn.height) {
                for x in 0..<min(size.width, drawn.width) { screen[x, y] = drawn[x, y] }
            }
        }
        let found = activeLayer.flatMap { layer in focusedPath.flatMap { Self.node(at: $0, in: layer, top: layer) } }
        announcement = found.map { Self.spokenText(of: $0.node, top: $0.top) } ?? ""
        let row = size.height - 1
        if row >= 0 {
            for x in 0..<size.width { screen[x, row] = .blank }
            screen.put(announcement, x: 0, y: row, style: .plain)
        }
        if let node = found?.node, node.frame.x >= 0, node.frame.y >= 0, node.frame.x < size.width, node.frame.y < row {
            cursor = Point(x: Double(node.frame.x), y: Double(node.frame.y))
        } else {
            cursor = row >= 0 ? Point(x: Double(min(announcement.terminalWidth, max(0, size.width - 1))), y: Double(row)) : nil
        }
        return screen
    }

    /// The node whose focus path is `path` inside `node`, with the outermost
    /// node of the chain of single-child wrappers it ends (where its
    /// accessibility modifiers are).
    static func node(at path: ViewPath, in node: LayoutNode, top: LayoutNode) -> (node: LayoutNode, top: LayoutNode)? {
        if node.focusPath == path { return (node, top) }
        guard node.containsFocusable else { return nil }
        let wraps = node is WrapperNode
        for child in node.children {
            if let found = Self.node(at: path, in: child, top: wraps ? top : child) { return found }
        }
        return nil
    }

    /// What is said of a focused control: its accessibility label (and
    /// value), or else the text it shows.
    static func spokenText(of node: LayoutNode, top: LayoutNode) -> String {
        let info = AccessibilityNode.info(of: top)
        var words = info?.label ?? shownText(of: node)
        if let value = info?.value, !value.isEmpty { words += ", " + value }
        return words
    }

    /// The text a subtree shows, pieces joined by spaces; an element with a
    /// label of its own is its label.
    static func shownText(of node: LayoutNode) -> String {
        if let label = (node as? AccessibilityNode)?.info.label { return label }
        if let text = node as? TextNode { return text.text }
        return node.children.map(shownText(of:)).filter { !$0.isEmpty }.joined(separator: " ")
    }
}
