/// Hands back last frame's nodes for a subtree that cannot have changed
/// since (`ViewGraph.retained`), and what it takes to reuse them safely:
/// the graph entries the subtree reached (kept alive) and its side effects
/// (replayed).
///
/// The rule: a subtree may be reused only when everything it was built from
/// is part of its key, or the subtree around it was reused. What it is
/// built from is its key, the graph's state (a change invalidates the
/// graph, and nothing is reused in the frame after), the animation tracks
/// it read (one still moving keeps it from being reused), and the values
/// captured from the views above it. Those change without invalidating the
/// graph only when a view or modifier above is `Animatable`:
/// `ResolveContext.inputsChangedAt` says when that last happened, and
/// nodes built before then are not reused.
///
/// A frame caused only by new `@State` values reuses more:
/// each changed box's entry carries the frame that first sees it
/// (`Stamped.changedAt`), so a subtree is reused when it reached none of
/// them since it was built, and no view above it on the way down read one
/// (`readChangedAt`: what those views pass down may come from it). As
/// SwiftUI runs again only the bodies that read what changed, a push
/// leaves the page beneath alone.
///
/// Focus moving is such a change too. A control asks whether it is the
/// focused one (`focusedPath == path`), and a container whether focus is
/// among its descendants: their answers change only for subtrees on the
/// way to the controls focus moved from and to. So in that frame a
/// subtree is built again when one of those controls is inside it or it
/// is inside one of them (a focused control's label); a view that reads
/// focus otherwise (`searchable`, which tells its content whether it is
/// searching) says so (`noteReadsFocus`) and is built again, with
/// everything under it.
@MainActor
final class ReuseCache {
    private var subtrees = StampedStore<RetainedSubtree>()
    /// The retained subtrees being resolved, innermost last.
    private var recordings: [Recording] = []
    /// False when the graph was dirty as this frame began: nothing resolved
    /// in the previous frame may be reused.
    private var startedClean = false
    /// True when the only changes since the previous frame were scroll
    /// views' offsets: a lazy container's children may still be reused.
    private var onlyScrolled = false
    /// True when the only changes since the previous frame were to stamped
    /// entries: subtrees built from none of them may be reused.
    private var onlyEntries = false
    /// The controls focus moved from and to since the last frame.
    private var focusMoves: [ViewPath] = []
    private var frameNumber = 0
    /// The latest change among the entries read by the views being resolved
    /// and those above them: saved and put back around each view
    /// (`ResolveContext.resolveHere`), so it flows down, never sideways.
    var readChangedAt = 0
    /// True once this frame, caused by a change, reused a subtree resolved
    /// in an earlier frame (the Observation tracking of that frame is kept).
    private(set) var reusedAcrossChange = false

    func beginFrame(_ number: Int, startedClean: Bool, onlyScrolled: Bool, onlyEntries: Bool = false,
                    focusMoves: [ViewPath] = []) {
        frameNumber = number
        self.startedClean = startedClean
        self.onlyScrolled = onlyScrolled
        self.onlyEntries = onlyEntries
        self.focusMoves = focusMoves
        readChangedAt = 0
        reusedAcrossChange = false
    }

    /// Notes that the view being resolved read `e`'s value: what it builds
    /// below is as new as `e`'s last change.
    @inline(__always)
    func noteRead(_ e: Stamped) {
        if e.changedAt > readChangedAt { readChangedAt = e.changedAt }
    }

    /// Runs `resolve` as if the views above had read only entries changed
    /// by `changedAt`: for content a container was handed by its own view
    /// (a navigation stack's root page), which the entries the container
    /// reads for itself (its path) are not part of; `.max` for content
    /// handed over from elsewhere (a cover's, a pushed page's), never
    /// reused across a change.
    func resolving<R>(asOf changedAt: Int, _ resolve: () -> R) -> R {
        let saved = readChangedAt
        readChangedAt = changedAt
        defer { readChangedAt = saved }
        return resolve()
    }

    /// Stamps `e` as reached in this frame, and by the subtree being resolved.
    @inline(__always)
    func reach(_ e: Stamped) {
        e.stamp = frameNumber
        noteReached(e)
    }

    /// A new entry holding `value`, reached in this frame.
    func newEntry(_ value: Any) -> Entry {
        let e = Entry(stamp: frameNumber, value: value)
        noteReached(e)
        return e
    }

    /// Notes that the subtree being resolved reached `e`.
    @inline(__always)
    func noteReached(_ e: Stamped) {
        recordings.last?.reached.append(e)
    }

    /// Notes that the subtree being resolved read a moving value.
    @inline(__always)
    func noteMoving() {
        recordings.last?.isStatic = false
    }

    /// Notes that the subtree being resolved read where a scroll view
    /// around shows its content (a lazy container does, to choose its rows).
    func noteReadsScroll() {
        recordings.last?.readsScroll = true
    }

    /// Notes that the subtree being resolved holds a lifecycle modifier
    /// (`onAppear`, `task`, …), which reads whether its view is hidden.
    func noteReadsLifecycle() {
        recordings.last?.readsLifecycle = true
    }

    /// Notes that the view being resolved reads where focus is other than
    /// by asking whether it, or a view inside it, has it: it is built again
    /// whenever focus moves, and so is everything under it, to which it may
    /// pass what it read.
    func noteReadsFocus() {
        recordings.last?.readsFocus = true
        if !focusMoves.isEmpty { readChangedAt = .max }
    }

    /// True when focus moved since the last frame in a way the subtree at
    /// `path` may answer differently: it reads focus as a whole, or holds
    /// or is held by a control focus moved from or to.
    private func focusReaches(_ path: ViewPath, _ r: RetainedSubtree) -> Bool {
        guard !focusMoves.isEmpty else { return false }
        if r.readsFocus { return true }
        for f in focusMoves where f.hasPrefix(path) || path.hasPrefix(f) { return true }
        return false
    }


    /// The nodes `resolve` gives at `path`, or last frame's when the rule
    /// allows; see `ViewGraph.retained`.
    func retained(at path: ViewPath, key: AnyHashable?, inputsChangedAt: Int, hidden: Bool,
                  _ resolve: () -> [LayoutNode]) -> [LayoutNode] {
        retained(at: path, holding: path, key: key, inputsChangedAt: inputsChangedAt, hidden: hidden,
                 reusable: startedClean, resolve)
    }

    /// A child of a lazy container (a row, a grid cell): as `retained`, and
    /// reusable too in a frame whose only changes were scroll offsets, which
    /// no body reads. One that read where a scroll view shows its content (a
    /// lazy container inside it) is resolved every time, as a scroll that
    /// glides moves it in frames that start clean. So a page of a long lazy
    /// grid resolves the rows that come near the view, not every row near it.
    /// Its views are under `scope` (the path it is kept at may be beside them).
    func retainedChild(at path: ViewPath, holding scope: ViewPath, key: AnyHashable?, inputsChangedAt: Int, hidden: Bool,
                       _ resolve: () -> [LayoutNode]) -> [LayoutNode] {
        if let r = subtrees[path], r.readsScroll {
            return resolveRecorded(at: path, holding: scope, key: key, hidden: hidden, resolve)
        }
        return retained(at: path, holding: scope, key: key, inputsChangedAt: inputsChangedAt, hidden: hidden,
                        reusable: startedClean || onlyScrolled, resolve)
    }

    /// `hidden` is whether the subtree is kept but not shown (`LifecycleHiddenKey`):
    /// one holding a lifecycle modifier is built again when that turns,
    /// so that its view disappears and appears; one without is the same either way.
    private func retained(at path: ViewPath, holding scope: ViewPath, key: AnyHashable?, inputsChangedAt: Int,
                          hidden: Bool, reusable: Bool, _ resolve: () -> [LayoutNode]) -> [LayoutNode] {
        if let r = subtrees[path], r.isStatic, r.stamp == frameNumber - 1, r.key == key, inputsChangedAt <= r.builtAt,
           !r.readsLifecycle || r.builtHidden == hidden,
           reusable || (onlyEntries && readChangedAt <= r.builtAt && !r.reachedChange && !focusReaches(scope, r)) {
            if !startedClean { reusedAcrossChange = true }
            r.stamp = frameNumber
            for e in r.reached { e.stamp = frameNumber }
            for effect in r.effects { effect() }
            if let outer = recordings.last {
                outer.reached.append(contentsOf: r.reached)
                outer.reached.append(r)
                outer.effects.append(contentsOf: r.effects)
                if r.readsScroll { outer.readsScroll = true }
                if r.readsLifecycle { outer.readsLifecycle = true }
                if r.readsFocus { outer.readsFocus = true }
            }
            return r.nodes
        }
        return resolveRecorded(at: path, holding: scope, key: key, hidden: hidden, resolve)
    }

    /// Resolves the subtree at `path`, recording what it reaches for reuse.
    private func resolveRecorded(at path: ViewPath, holding scope: ViewPath, key: AnyHashable?, hidden: Bool,
                                 _ resolve: () -> [LayoutNode]) -> [LayoutNode] {
        let recording = Recording()
        recordings.append(recording)
        let nodes = resolve()
        recordings.removeLast()
        let r = subtrees[path] ?? RetainedSubtree(stamp: frameNumber)
        r.stamp = frameNumber
        r.builtAt = frameNumber
        r.nodes = nodes
        r.reached = recording.reached
        r.effects = recording.effects
        r.isStatic = recording.isStatic
        r.readsScroll = recording.readsScroll
        r.readsLifecycle = recording.readsLifecycle
        r.readsFocus = recording.readsFocus
        r.builtHidden = hidden
        r.key = key
        subtrees[path] = r
        if let outer = recordings.last {
            outer.reached.append(contentsOf: recording.reached)
            outer.reached.append(r)
            outer.effects.append(contentsOf: recording.effects)
            if !recording.isStatic { outer.isStatic = false }
            if recording.readsScroll { outer.readsScroll = true }
            if recording.readsLifecycle { outer.readsLifecycle = true }
            if recording.readsFocus { outer.readsFocus = true }
        }
        #if DEBUG
        Self.checkFocusPaths(nodes, under: scope)
        #endif
        return nodes
    }

    /// Runs `effect` whenever the subtree being resolved is reused, not now.
    func replayOnReuse(_ effect: @escaping @MainActor () -> Void) {
        recordings.last?.effects.append(effect)
    }

    /// Runs `effect` and replays it whenever the subtree running it is reused.
    func perform(_ effect: @escaping @MainActor () -> Void) {
        effect()
        recordings.last?.effects.append(effect)
    }

    #if DEBUG
    /// Reuse across a focus move relies on every control in a subtree
    /// having a path under the subtree's.
    private static func checkFocusPaths(_ nodes: [LayoutNode], under path: ViewPath) {
        // Not `containsFocusable`: it is kept once read, and a node's
        // children may still change after it is resolved.
        for node in nodes {
            if let f = node.focusPath, !f.hasPrefix(path) {
                assertionFailure("the control at \(f) is in the subtree retained at \(path), not under it")
            }
            checkFocusPaths(node.children, under: path)
        }
    }
    #endif

    func sweep(keeping stamp: Int) { subtrees.sweep(keeping: stamp) }
    func discard(under prefix: ViewPath) { subtrees.removeAll(under: prefix) }
}

/// A subtree's nodes from the frame that resolved it, with what it reached.
@MainActor
final class RetainedSubtree: Stamped {
    var nodes: [LayoutNode] = []
    var reached: [Stamped] = []
    var effects: [@MainActor () -> Void] = []
    var isStatic = false
    /// It read where a scroll view shows its content.
    var readsScroll = false
    /// It holds a lifecycle modifier, built hidden or not.
    var readsLifecycle = false
    var builtHidden = false
    /// It read focus other than by asking whether it has it (`noteReadsFocus`).
    var readsFocus = false
    var key: AnyHashable?
    /// The frame that resolved the nodes.
    var builtAt = 0

    /// True when something it reached changed after it was built.
    var reachedChange: Bool {
        for e in reached where e.changedAt > builtAt { return true }
        return false
    }
}

/// What a subtree reaches while it resolves.
@MainActor
final class Recording {
    var reached: [Stamped] = []
    var effects: [@MainActor () -> Void] = []
    /// False once anything it read was moving.
    var isStatic = true
    /// True once it read where a scroll view around shows its content.
    var readsScroll = false
    /// True once it held a lifecycle modifier.
    var readsLifecycle = false
    /// True once it read focus other than by asking whether it has it.
    var readsFocus = false
}
