import Foundation

/// The memory of a running view tree. Views are values rebuilt on every
/// frame; everything that must outlive one evaluation of `body` lives here,
/// keyed by `ViewPath`: state, animation tracks, the children that are still
/// leaving with a transition, and previous values for `.animation(_:value:)`.
/// Entries not reached during a frame are dropped after it, so state dies
/// with its view. Its parts: the frame and invalidation clock
/// (`GraphClock`), the stores (`StampedStore`), the reuse cache
/// (`ReuseCache`), the animation tracks (`GraphAnimations`), and the work
/// that waits for a frame's end.
@MainActor
package final class ViewGraph {
    let clock = GraphClock()
    let reuse = ReuseCache()
    /// Every animatable value's track, and what still moves.
    let animations: GraphAnimations
    /// Counts the reused nodes that took a new translation in place (see
    /// `TranslationEffectModifier`): a drawing kept from an earlier frame is
    /// stale when this moved while its nodes were reused.
    var movedTranslations = 0
    private var states = StampedStore<Entry>()
    private var slots = StampedStore<Entry>()
    private var memory = StampedStore<Entry>()
    /// Work to run once the frame being evaluated is complete.
    private var afterFrame: [@MainActor () -> Void] = []
    /// What the last frame evaluated allows the next ones (see `InPlaceFrames`).
    let inPlace = InPlaceFrames()

    /// Connects views' `@State`, `@Environment` and the like to the graph.
    let dynamicProperties = DynamicPropertyInstaller()
    /// How each view and modifier type resolves.
    let primitives = PrimitiveDispatch()
    /// Where the sources of zoom transitions were placed.
    let transitionSources = TransitionSources()
    /// What `matchedGeometryEffect` remembers per namespace and id.
    let matchedGeometry = MatchedGeometryGroups()
    /// Where the views named with `coordinateSpace(name:)` were placed.
    let coordinateSpaces = CoordinateSpaces()
    /// Frames views asked for at a later time (`ProgressView()`'s spinner).
    let wakeUps = FrameWakeUps()
    /// Subscriptions to objects whose `objectWillChange` is not an `ObservableObjectPublisher`.
    let otherPublishers = FollowedPublishers()
    /// The scene's `@SceneStorage` values.
    let sceneStorage = SceneStorageValues()
    /// The controls bound to `@FocusState`s this frame (`.focused`).
    var focusTargets: [FocusTarget] = []
    /// The controls focus moved from and to since the last frame began.
    private var focusMoves: [ViewPath] = []
    /// Where a node asked focus to go while it handled an event (a List's
    /// arrows reaching a row with a control); the host moves it there.
    var focusRequest: ViewPath?
    /// Text a copy command (`.textSelection(.enabled)`) asked to put on the
    /// clipboard while it handled a key; the run loop hands it to the terminal.
    var copyRequest: String?
    /// Controls that take focus from Tab, a click or a key of their own but
    /// never by default (a search field: iOS does not start searching by
    /// itself). Kept for the graph's life, not per frame, so a reused
    /// subtree's field stays listed; a path gone costs nothing.
    var deferredFocusPaths: Set<ViewPath> = []

    /// How far ahead of the frame that starts it a new animation begins:
    /// that frame then already shows its first step. A live loop sets one
    /// frame interval, so a key that pushes a page or presents a sheet
    /// moves the screen in the frame that answers the key, not one frame
    /// later (that frame would show progress 0: the screen as it was). It
    /// is the presentation time Core Animation renders for: a frame made
    /// now is seen until the next, and shows the motion as it will be then.
    /// An animation chained to the last frame (`PhaseAnimator`) keeps that
    /// frame's time. 0 (the default) begins animations at their frame.
    package var animationLead: Double {
        get { clock.animationLead }
        set { clock.animationLead = max(0, newValue) }
    }

    /// Creates an empty graph.
    package init() {
        animations = GraphAnimations(clock: clock, reuse: reuse)
    }

    // MARK: Invalidation

    /// The time of the frame being evaluated.
    package var now: Double { clock.now }
    /// Changes posted since the last frame, from any thread.
    var changes: ChangeInbox { clock.changes }

    /// True when a state change asks for a new frame.
    package var isDirty: Bool { clock.isDirty }

    /// Marks the tree as needing a new frame, carrying the transaction of
    /// the change (the enclosing `withAnimation`, if any).
    func invalidate() {
        changes.post(Transaction.current ?? Transaction())
    }

    /// Marks the tree as needing a new frame for a new value in `entry`
    /// (a `@State` box), carrying the transaction of the change: subtrees
    /// that neither read it nor were built from a view that did are reused
    /// in that frame (`ReuseCache`).
    func invalidate(changing entry: Stamped) {
        entry.changedAt = clock.frameNumber + 1
        changes.post(Transaction.current ?? Transaction(), kind: .entries)
    }

    /// Forces a new frame, for a resize or a change of environment.
    package func setNeedsFrame() {
        changes.post(nil)
    }

    /// Marks the tree as needing a new frame because focus moved from `old`
    /// to `new`: subtrees holding neither, nor held by either, answer
    /// "is this focused?" as before, and are reused in it (`ReuseCache`).
    func invalidateFocus(from old: ViewPath?, to new: ViewPath?) {
        if let old { focusMoves.append(old) }
        if let new { focusMoves.append(new) }
        changes.post(nil, kind: .focus)
    }

    /// Marks the tree as needing a new frame for a scroll view's new target
    /// offset, in the transaction in force: a change no view's body reads,
    /// so lazy containers' children stay reusable (`retainedChild`).
    func invalidateScroll() {
        changes.post(Transaction.current ?? Transaction(), kind: .scroll)
    }

    /// Asks for a new frame because lazy content measured or built rows
    /// while it was laid out: nothing a body reads changed, so, as after a
    /// scroll, lazy containers' children stay reusable in it.
    func setNeedsLayoutFrame() {
        changes.post(nil, kind: .scroll)
    }

    /// Asks for a frame for something resolved every frame anyway (the
    /// presentation stack), without invalidating what views were built
    /// from: retained subtrees stay reusable in it.
    func requestFrame() {
        changes.requestFrame()
    }

    /// True when a frame was asked for with `requestFrame` (changes are `isDirty`).
    var hasFrameRequest: Bool { changes.hasRequest }

    /// Called, from the thread that made the change, when the graph goes
    /// from clean to dirty: a live run loop uses it to wake from waiting on
    /// input. It must be safe to call from any thread.
    package var onInvalidate: (@Sendable () -> Void)? {
        get { changes.onFirstChange }
        set { changes.onFirstChange = newValue }
    }

    // MARK: Frames

    /// Runs `evaluate` as one frame at `time`, with the pending transaction.
    /// Reads of observable objects during it mark the graph dirty when they change.
    func frame<R>(at time: Double, _ evaluate: (Transaction) -> R) -> R {
        let start = clock.beginFrame(at: time)
        reuse.beginFrame(clock.frameNumber, startedClean: start.startedClean, onlyScrolled: start.onlyScrolled,
                         onlyEntries: start.onlyEntries, focusMoves: focusMoves)
        focusMoves = []
        animations.beginFrame(completions: start.transaction.completions)
        focusTargets = []
        inPlace.beginFrame()
        let result = clock.tracking(start.changed, { evaluate(start.transaction) }, reusedOlder: { reuse.reusedAcrossChange })
        // Work run after the frame may have changed what the next one shows.
        let ranWork = endFrame()
        animatingMemo = nil
        inPlace.endFrame(movesOnlyTranslations: !animations.readsMotion && !ranWork)
        return result
    }

    /// True when it ran work queued with `runAfterFrame`.
    private func endFrame() -> Bool {
        let stamp = clock.frameNumber
        let swept = states.sweep(keeping: stamp)
        for e in swept { Self.dispose(e) }
        if !swept.isEmpty { wakeUps.forgetGone { states[$0] != nil } }
        slots.sweep(keeping: stamp)
        memory.sweep(keeping: stamp)
        reuse.sweep(keeping: stamp)
        animations.endFrame(stamp: stamp)
        let work = afterFrame
        afterFrame = []
        for w in work { w() }
        return !work.isEmpty
    }

    /// Starts a frame at `time` in which nothing is evaluated, when the
    /// last frame evaluated allows it: no change is pending, nothing but
    /// translations taken in place moves, no animation finishes by `time`
    /// and no `withAnimation` completion is due (those are frames evaluated
    /// in full, where completions run and phases move on: a spring's
    /// completion comes when it is logically complete, before it rests),
    /// and no view asked to be woken by then. True when
    /// the clock moved to `time`; the caller then applies the translations
    /// (`InPlaceFrames.apply`) and draws the nodes of the last frame.
    func advanceInPlace(to time: Double) -> Bool {
        guard inPlace.isAllowed, time > clock.now, !isDirty, !hasFrameRequest, !wakeUps.isDue(at: time) else { return false }
        guard !animations.needsEvaluation(from: clock.now, to: time) else { return false }
        clock.advanceTime(to: time)
        return true
    }

    /// The first of the frame times `start`, `start + interval`, … (at most
    /// `limit` of them) at which the screen may look different, while only
    /// translations move (`InPlaceFrames`): a translation lands on other
    /// cells, an animation ends or a completion falls due, or a view asked
    /// to be woken. Nil when a change is pending now, or the last frame was
    /// evaluated for more than translations: the next frame is wanted.
    func firstChange(from start: Double, interval: Double, limit: Int) -> Double? {
        guard inPlace.isAllowed, !isDirty, !hasFrameRequest, interval > 0 else { return nil }
        // The loop asks several times a turn; the answer holds until a frame or a new animation.
        let key = FirstChangeKey(start: start, now: clock.now, frame: clock.frameNumber, generation: animations.generation)
        if let memo = firstChangeMemo, memo.key == key { return memo.time }
        var found = start + Double(limit) * interval
        for k in 0..<limit {
            let time = start + Double(k) * interval
            // The translations first: at eighths the next tick moves an edge, and the rest need not be asked.
            if time <= clock.now || inPlace.changesScreen(at: time) || wakeUps.isDue(at: time)
                || animations.needsEvaluation(from: clock.now, to: time) { found = time; break }
        }
        firstChangeMemo = (key, found)
        return found
    }
    private struct FirstChangeKey: Equatable {
        let start: Double, now: Double, frame: Int, generation: Int
    }
    private var firstChangeMemo: (key: FirstChangeKey, time: Double)?

    private static func dispose(_ e: Entry) {
        ((e.value as? AnyStateBox)?.anyValue as? GraphDisposable)?.dispose()
    }

    /// Runs `work` after the current frame has been evaluated: for callbacks
    /// that change state.
    func runAfterFrame(_ work: @escaping @MainActor () -> Void) {
        afterFrame.append(work)
    }

    /// True while any animation is still moving at the current time.
    package var isAnimating: Bool {
        // Asked several times a frame (is one due, when is the next): the
        // answer only changes with the time or the frame.
        if let memo = animatingMemo, memo.time == now, memo.frame == clock.frameNumber,
           memo.generation == animations.generation { return memo.value }
        let value = animations.isMoving(at: now)
            || slots.elements.values.contains { ($0.value as? DynamicSlot)?.hasDepartures ?? false }
        animatingMemo = (now, clock.frameNumber, animations.generation, value)
        return value
    }
    private var animatingMemo: (time: Double, frame: Int, generation: Int, value: Bool)?

    // MARK: Storage

    func stateBox<Value>(at path: ViewPath, initial: @autoclosure () -> Value) -> StateBox<Value> {
        if let e = states[path], let box = e.value as? StateBox<Value> {
            reuse.reach(e)
            reuse.noteRead(e)
            return box
        }
        let box = StateBox(value: initial(), graph: self)
        let e = reuse.newEntry(box)
        box.entry = e
        states[path] = e
        return box
    }

    func slot(at path: ViewPath) -> DynamicSlot {
        if let e = slots[path], let slot = e.value as? DynamicSlot {
            reuse.reach(e)
            return slot
        }
        let slot = DynamicSlot()
        slots[path] = reuse.newEntry(slot)
        return slot
    }

    /// The value remembered at `path` from the previous frame, replaced by `value`.
    func exchangeMemory(at path: ViewPath, _ value: Any) -> Any? {
        if let e = memory[path] {
            let old = e.value
            e.value = value
            reuse.reach(e)
            return old
        }
        memory[path] = reuse.newEntry(value)
        return nil
    }

    /// Forgets everything stored for the views under `prefix`.
    func discard(under prefix: ViewPath) {
        animatingMemo = nil
        for e in states.removeAll(under: prefix) { Self.dispose(e) }
        wakeUps.forgetGone { states[$0] != nil }
        animations.discard(under: prefix)
        slots.removeAll(under: prefix)
        memory.removeAll(under: prefix)
        reuse.discard(under: prefix)
    }

    // MARK: Animatable data

    /// Connects dynamic properties and interpolates animatable data of a
    /// view or modifier before it is used. `animatable` and
    /// `holdsDynamicProperties` are what a primitive type says of itself
    /// (`PrimitiveDispatch.Primitive`); nil and true ask the runtime.
    /// Returns the last frame in which the interpolated data changed (0 for
    /// values that do not animate): what is built from the value changed
    /// then, without the graph being invalidated.
    @discardableResult
    func prepare<V>(_ value: inout V, _ context: ResolveContext, animatable: Bool? = nil,
                    holdsDynamicProperties: Bool = true) -> Int {
        if holdsDynamicProperties {
            dynamicProperties.install(of: value, path: context.path, context: context, in: self)
        } else {
            assert(dynamicProperties.holdsNone(V.self), "\(V.self) holds dynamic properties")
        }
        return animations.interpolate(&value, context, animatable: animatable)
    }
}

// MARK: Reuse

extension ViewGraph {
    /// The nodes `resolve` gives at `path`, reused from the last frame when
    /// they cannot have changed since (see `ReuseCache` for the rule).
    ///
    /// When the graph was not invalidated since the last frame began (no
    /// state, observable, environment, focus, size or presentation change),
    /// no track the subtree read was moving, nor any child leaving, and
    /// nothing above it that it was built from moved, it would resolve to
    /// exactly the same nodes, so the last frame's are returned: with their
    /// layout caches, which is most of the saving. Everything the subtree
    /// reached in the graph is kept alive, and its side effects (`perform`)
    /// run again. `key` holds whatever else the nodes are built from that
    /// the graph does not know about; a different key resolves again.
    /// `inputsChangedAt` is the context's (`ResolveContext.inputsChangedAt`).
    /// In a frame caused only by `@State` changes, the subtree is reused
    /// when neither it nor a view above it read a changed box. `hidden` is
    /// the context's `LifecycleHiddenKey`: a subtree with lifecycle modifiers
    /// is built again when it turns.
    func retained(at path: ViewPath, key: AnyHashable? = nil, inputsChangedAt: Int, hidden: Bool = false,
                  _ resolve: () -> [LayoutNode]) -> [LayoutNode] {
        reuse.retained(at: path, key: key, inputsChangedAt: inputsChangedAt, hidden: hidden, resolve)
    }

    /// A lazy container's child at `path`, whose views are under `scope`:
    /// as `retained`, and reusable also in a frame whose only changes were
    /// scroll offsets (see `ReuseCache.retainedChild`).
    func retainedChild(at path: ViewPath, holding scope: ViewPath, inputsChangedAt: Int, hidden: Bool,
                       _ resolve: () -> [LayoutNode]) -> [LayoutNode] {
        reuse.retainedChild(at: path, holding: scope, key: nil, inputsChangedAt: inputsChangedAt, hidden: hidden, resolve)
    }

    /// Notes that the subtree being resolved reads where the scroll view
    /// around shows its content: it is not reused as a lazy child.
    func noteReadsScroll() {
        reuse.noteReadsScroll()
    }

    /// Runs `effect`, a side effect of resolution on something outside the
    /// graph (a cover registering with the stack, say), and again whenever
    /// a retained subtree that ran it is reused instead of resolved.
    func perform(_ effect: @escaping @MainActor () -> Void) {
        reuse.perform(effect)
    }

    /// Keeps the subtree being resolved from being reused next frame: what
    /// it shows depends on more than the graph's state.
    /// It does not stop frames drawn in place (`InPlaceFrames`): what it
    /// is for, a leaving child, goes when its animations end, and a frame
    /// in which one ends is evaluated in full.
    func markChanging() {
        reuse.noteMoving()
    }
}

/// State whose value must be told when its view leaves the tree.
@MainActor
protocol GraphDisposable {
    func dispose()
}

/// Lets the graph look into state boxes of any type.
@MainActor
protocol AnyStateBox {
    var anyValue: Any { get }
}

extension StateBox: AnyStateBox {
    var anyValue: Any { value }
}
