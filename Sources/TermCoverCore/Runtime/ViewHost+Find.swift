extension ViewHost {
    /// Where the top layer shows what is labelled `label`, in cells: first
    /// an element whose accessibility label is `label`, or a control (a
    /// view that takes focus) whose shown text is; else a text that reads
    /// `label`. Nil when neither is on screen. For tests that click what a
    /// user would see (`TestHost.find(_:)`).
    package func frame(ofLabel label: String) -> Rect? {
        guard let top = layers.last else { return nil }
        if let control = Self.first(in: top, where: { node in
            if let info = (node as? AccessibilityNode)?.info, info.label == label { return true }
            return node.focusPath != nil && Self.shownText(of: node) == label
        }) {
            return control.frame
        }
        return Self.first(in: top) { ($0 as? TextNode)?.text == label }?.frame
    }

    /// The first node in `node`'s subtree, depth first, for which `matches` holds.
    private static func first(in node: LayoutNode, where matches: (LayoutNode) -> Bool) -> LayoutNode? {
        if matches(node) { return node }
        for child in node.children {
            if let found = first(in: child, where: matches) { return found }
        }
        return nil
    }
}
