/// Which control has focus, and which one each covered layer had: the focus
/// memory of a `ViewHost`, apart from drawing and from routing keys. Pure
/// bookkeeping over paths; the host tells it what is reachable and redraws
/// when a call says focus moved.
struct FocusKeeper {
    /// The focused view's path, if any.
    private(set) var path: ViewPath?
    /// True once the app took focus away (`@FocusState` set to nil): no
    /// control gets it back by itself until Tab or a click.
    private var resigned = false
    /// The active layer's index when focus was last kept (see `keep`).
    private var layerIndex = 0
    /// The control each layer below the active one had when a cover went over it.
    private var byLayer: [Int: ViewPath] = [:]

    /// Keeps focus on one of `reachable`, the controls of the active layer
    /// `index`. A layer that comes back on top (the cover over it went)
    /// gets back the control it had, as a window does when its sheet
    /// closes; otherwise focus goes to the first control when what had it
    /// is gone. True when focus moved.
    mutating func keep(among reachable: [ViewPath], activeLayer index: Int) -> Bool {
        let old = path
        if index != layerIndex {
            if index > layerIndex, let f = path { byLayer[layerIndex] = f }
            let remembered = index < layerIndex ? byLayer[index] : nil
            layerIndex = index
            byLayer = byLayer.filter { $0.key < index }
            if let remembered, reachable.contains(remembered) {
                path = remembered
                return path != old
            }
        }
        if let f = path, reachable.contains(f) { return false }
        if resigned, path == nil { return false }
        path = reachable.first
        return path != old
    }

    /// Focuses `target` (the app asked, through `@FocusState`, or a click).
    /// True when focus moved.
    mutating func focus(_ target: ViewPath) -> Bool {
        resigned = false
        guard path != target else { return false }
        path = target
        return true
    }

    /// Leaves no control focused until Tab or a click gives one focus.
    mutating func resign() {
        resigned = true
        path = nil
    }

    /// Tab (`forward`) or Shift-Tab among `reachable`, wrapping round. True
    /// when there was anything to focus.
    mutating func cycle(among reachable: [ViewPath], forward: Bool) -> Bool {
        resigned = false
        guard !reachable.isEmpty else { return false }
        let i = path.flatMap { reachable.firstIndex(of: $0) } ?? (forward ? -1 : 0)
        path = reachable[(i + (forward ? 1 : -1) + reachable.count) % reachable.count]
        return true
    }
}
