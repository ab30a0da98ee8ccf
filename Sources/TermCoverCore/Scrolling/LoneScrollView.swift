extension LayoutNode {
    /// Gives `key` to the layer's scroll view when it has exactly one: a
    /// lone scroll view scrolls whatever has focus.
    func scrollLoneScrollView(_ key: Key) -> Bool {
        var found: [ScrollNode] = []
        func walk(_ node: LayoutNode) {
            if let s = node as? ScrollNode { found.append(s) }
            guard found.count < 2 else { return }
            node.children.forEach(walk)
        }
        walk(self)
        return found.count == 1 && found[0].handleKey(key)
    }
}
