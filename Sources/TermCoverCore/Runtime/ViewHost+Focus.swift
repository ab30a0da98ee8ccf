/// Focus on the host's layers: what is reachable, kept as covers come and
/// go, and moved by the app or a click; the memory itself is `FocusKeeper`.
extension ViewHost {
    /// The focused view's path, if any.
    var focusedPath: ViewPath? { focus.path }

    /// The controls of `layer` a person can reach: drawn, or scrollable into view.
    func focusables(in layer: LayoutNode) -> [ViewPath] {
        layer.reachableFocusPaths(on: Rect(x: 0, y: 0, size: layoutSize))
    }

    /// Keeps focus on something focusable in the active layer (see `FocusKeeper.keep`).
    func updateFocus() {
        guard let layer = activeLayer else { return }
        var reachable = focusables(in: layer)
        if !graph.deferredFocusPaths.isEmpty {
            // Focus goes to one of these only when nothing else can take it.
            let deferred = graph.deferredFocusPaths
            reachable = reachable.filter { !deferred.contains($0) } + reachable.filter { deferred.contains($0) }
        }
        changeFocus { $0.keep(among: reachable, activeLayer: presentations.activeLayerIndex) }
    }

    /// Focuses the control at `path` (the app asked, through `@FocusState`, or a click).
    func moveFocus(to path: ViewPath) {
        changeFocus { $0.focus(path) }
    }

    /// Leaves no control focused until Tab or a click gives one focus.
    func resignFocus() {
        changeFocus { keeper in
            keeper.resign()
            return true
        }
    }

    /// Applies `change` to focus; when it says focus moved, the next frame
    /// builds again what the move reaches (`ViewGraph.invalidateFocus`).
    func changeFocus(_ change: (inout FocusKeeper) -> Bool) {
        let old = focus.path
        if change(&focus) { graph.invalidateFocus(from: old, to: focus.path) }
    }
}
