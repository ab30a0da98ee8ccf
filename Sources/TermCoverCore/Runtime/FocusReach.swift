extension LayoutNode {
    /// The focusable nodes of this subtree a person can see, or scroll to,
    /// in order: a control is reachable when some of its frame lies inside
    /// the screen and every `clipped()` and scroll view around it (a scroll
    /// view lets its whole content through along the axes it scrolls). A
    /// control a stack had no room for (an empty frame), one cut away by a
    /// clip or placed off the screen draws nothing, so Tab must not reach
    /// it, nor Return fire it. An `offset` draws outside its frame, as in
    /// SwiftUI, and a control moved there stays reachable while on screen;
    /// a transition's motion and other effects count where the view lands.
    func reachableFocusPaths(on screen: Rect) -> [ViewPath] {
        var result: [ViewPath] = []
        func walk(_ node: LayoutNode, _ clip: Rect) {
            guard node.containsFocusable else { return }
            let shown = node.frame.intersection(clip)
            if let path = node.focusPath, !shown.isEmpty { result.append(path) }
            let inner: Rect
            switch node {
            case is ClipNode: inner = shown
            case let scroll as ScrollNode: inner = shown.isEmpty ? shown : scroll.reachableRect
            case let list as ListNode: inner = shown.isEmpty ? shown : list.reachableRect
            case let effect as EffectNode where !Self.onlyOffsets(effect):
                // A transition's motion, or a layer that is transformed (its content
                // placed in the layer's own coordinates): only the effect's own
                // frame, where the content lands, tells. A cover moving in from
                // the top keeps focus on its first control, not its first to show.
                inner = shown.isEmpty ? shown : Self.unbounded
            default: inner = clip
            }
            for child in node.children { walk(child, inner) }
        }
        walk(self, screen)
        return result
    }

    private static let unbounded = Rect(x: -(1 << 40), y: -(1 << 40), width: 1 << 41, height: 1 << 41)

    /// True when every effect of the run starting at `effect` is an `offset`.
    private static func onlyOffsets(_ effect: EffectNode) -> Bool {
        var node: LayoutNode = effect
        while let e = node as? EffectNode {
            guard case .offset = e.effect else { return false }
            node = e.child
        }
        return true
    }
}
