extension LayoutNode {
    /// The focusable nodes of this subtree a person can see, or scroll to,
    /// in order: a control is reachable when some of its frame lies inside
    /// the screen and every `clipped()` and scroll view around it (a scroll
    /// view lets its whole content through along the axes it scrolls). A
    /// control a stack had no room for (an empty frame), one cut away by a
    /// clip or placed off the screen draws nothing, so Tab must not reach
    /// it, nor Return fire it. An `offset` draws outside its frame, as in
    /// SwiftUI, and a control moved there stays reachable while on screen.
    func reachableFocusPaths(on screen: Rect) -> [ViewPath] {
        var result: [ViewPath] = []
        func walk(_ node: LayoutNode, _ clip: Rect) {
            let shown = node.frame.intersection(clip)
            if let path = node.focusPath, !shown.isEmpty { result.append(path) }
            let inner: Rect
            switch node {
            case is ClipNode: inner = shown
            case let scroll as ScrollNode: inner = shown.isEmpty ? shown : scroll.reachableRect
            case let effect as EffectNode where !Self.onlyMoves(effect):
                // Drawn into a layer and transformed: its content is placed in the
                // layer's own coordinates, so only the effect's own frame can tell.
                inner = shown.isEmpty ? shown : Self.unbounded
            default: inner = clip
            }
            for child in node.children { walk(child, inner) }
        }
        walk(self, screen)
        return result
    }

    private static let unbounded = Rect(x: -(1 << 40), y: -(1 << 40), width: 1 << 41, height: 1 << 41)

    /// True when every effect of the run starting at `effect` only moves its content.
    private static func onlyMoves(_ effect: EffectNode) -> Bool {
        var node: LayoutNode = effect
        while let e = node as? EffectNode {
            if !e.effect.isTranslation { return false }
            node = e.child
        }
        return true
    }
}
