/// Which control has focus, and which one each covered layer and each
/// covered navigation page had: the focus
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
    /// Controls that had focus when they stopped being reachable without a
    /// layer going over them (a page pushed over the row that pushed it),
    /// oldest first. When the focused control goes in its turn (the pop),
    /// the newest of these reachable again gets focus back, as the row that
    /// pushed does on iPadOS.
    private var displaced: [ViewPath] = []
    /// How many displaced controls are remembered: a stack deeper than
    /// this gives the first control of its pages focus on the way back.
    private static let displacedLimit = 32

    /// Keeps focus on one of `reachable`, the controls of the active layer
    /// `index`. A layer that comes back on top (the cover over it went)
    /// gets back the control it had, as a window does when its sheet
    /// closes. When what had focus is gone, the control that lost it most
    /// recently and is back gets it (a pop), else the first control.
    /// True when focus moved.
    mutating func keep(among reachable: [ViewPath], activeLayer index: Int) -> Bool {
        let old = path
        let sameLayer = index == layerIndex
        if !sameLayer {
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
        if !displaced.isEmpty, let back = Self.newest(of: displaced, in: reachable) {
            // Those after it belonged to pages that are gone with the focused control.
            path = displaced[back]
            displaced.removeSubrange(back...)
            return path != old
        }
        if let f = path, sameLayer {
            displaced.append(f)
            if displaced.count > Self.displacedLimit { displaced.removeFirst() }
        }
        path = reachable.first
        return path != old
    }

    /// The index of the newest of `paths` that is in `reachable`.
    private static func newest(of paths: [ViewPath], in reachable: [ViewPath]) -> Int? {
        let set = Set(reachable)
        return paths.lastIndex(where: set.contains)
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
