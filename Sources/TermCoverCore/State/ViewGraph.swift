import Foundation
import Observation

/// The memory of a running view tree. Views are values rebuilt on every
/// frame; everything that must outlive one evaluation of `body` lives here,
/// keyed by `ViewPath`: state, animation tracks, the children that are still
/// leaving with a transition, focus, and previous values for
/// `.animation(_:value:)`. Entries not reached during a frame are dropped
/// after it, so state dies with its view.
@MainActor
public final class ViewGraph {
    /// The time of the frame being evaluated.
    public private(set) var now: Double = 0
    private var dirty = true
    private var pendingTransaction = Transaction()
    private var frameNumber = 0

    private var states: [ViewPath: Entry] = [:]
    private var tracks: [ViewPath: Entry] = [:]
    private var slots: [ViewPath: Entry] = [:]
    private var memory: [ViewPath: Entry] = [:]
    private var retained: [ViewPath: RetainedSubtree] = [:]
    /// The retained subtrees being resolved, innermost last.
    private var recordings: [Recording] = []
    /// False when the graph was dirty as this frame began: nothing resolved
    /// in the previous frame may be reused.
    private var startedClean = false
    private var completions: [AnimationCompletionGroup] = []
    var hasNoDynamicProperties: Set<ObjectIdentifier> = []
    /// How each type's dynamic properties are connected.
    var dynamicPropertyPlans: [ObjectIdentifier: DynamicPropertyPlan] = [:]
    /// Types that are not `Animatable`.
    private var notAnimatable: Set<ObjectIdentifier> = []
    /// How each view and modifier type resolves.
    let primitives = PrimitiveDispatch()

    /// The covers of the tree.
    let presentations = PresentationStack()
    /// The focused view's path, if any.
    var focusedPath: ViewPath?
    /// Work to run once the frame being evaluated is complete.
    private var afterFrame: [@MainActor () -> Void] = []

    /// Creates an empty graph.
    public init() {}

    // MARK: Invalidation

    /// Changes posted since the last frame, from any thread.
    let changes = ChangeInbox()
    /// Read by every Observation tracking, changed to retire them.
    private let epoch = TrackingEpoch()

    /// True when a state change asks for a new frame.
    public var isDirty: Bool {
        absorbChanges()
        return dirty
    }

    private func absorbChanges() {
        guard let t = changes.take() else { return }
        dirty = true
        pendingTransaction = pendingTransaction.merged(with: t)
    }

    /// Marks the tree as needing a new frame, carrying the transaction of
    /// the change (the enclosing `withAnimation`, if any).
    func invalidate() {
        changes.post(Transaction.current ?? Transaction())
    }

    /// Forces a new frame, for a resize or a change of environment.
    public func setNeedsFrame() {
        changes.post(nil)
    }

    /// Called, from the thread that made the change, when the graph goes
    /// from clean to dirty: a live run loop uses it to wake from waiting on
    /// input. It must be safe to call from any thread.
    public var onInvalidate: (@Sendable () -> Void)? {
        get { changes.onFirstChange }
        set { changes.onFirstChange = newValue }
    }

    // MARK: Frames

    /// Runs `evaluate` as one frame at `time`, with the pending transaction.
    /// Reads of observable objects during it mark the graph dirty when they change.
    func frame<R>(at time: Double, _ evaluate: (Transaction) -> R) -> R {
        absorbChanges()
        startedClean = !dirty && time >= now
        now = time
        frameNumber += 1
        let changed = dirty
        dirty = false
        let transaction = pendingTransaction
        pendingTransaction = Transaction()
        for group in transaction.completions where !completions.contains(where: { $0 === group }) {
            completions.append(group)
        }
        // Observation keeps every registration until the property it watches
        // changes, so registering on every animation frame would pile them up
        // for values read each frame and rarely changed. Only frames caused by
        // a change register; frames that only advance animations read what
        // the last of those read.
        //
        // A tracking stays registered until a property it read changes, so
        // frames caused by `@State` alone would still pile trackings up: each
        // one also reads `epoch`, which the next registering frame changes,
        // retiring every older tracking (their callbacks are ignored).
        let result: R
        if changed {
            let generation = changes.nextGeneration()
            epoch.advance()
            result = withObservationTracking {
                epoch.read()
                return evaluate(transaction)
            } onChange: { [changes] in
                // Synchronous, on the thread of the change, inside it: the
                // transaction in force there is the change's own.
                changes.post(Transaction.current ?? Transaction(), generation: generation)
            }
        } else {
            result = evaluate(transaction)
        }
        endFrame()
        return result
    }

    private func endFrame() {
        let stamp = frameNumber
        for (_, e) in states where e.stamp != stamp {
            ((e.value as? AnyStateBox)?.anyValue as? GraphDisposable)?.dispose()
        }
        Self.sweep(&states, keeping: stamp)
        Self.sweep(&tracks, keeping: stamp)
        Self.sweep(&slots, keeping: stamp)
        Self.sweep(&memory, keeping: stamp)
        Self.sweep(&retained, keeping: stamp)
        for entry in tracks.values { (entry.value as! AnyTrack).prune(at: now) }
        completions.removeAll { $0.check(at: now) }
        let work = afterFrame
        afterFrame = []
        for w in work { w() }
    }

    /// Runs `work` after the current frame has been evaluated (or at once
    /// when no frame is being evaluated): for callbacks that change state.
    func runAfterFrame(_ work: @escaping @MainActor () -> Void) {
        afterFrame.append(work)
    }

    /// Drops the entries not reached in frame `stamp`, in place: most
    /// frames drop nothing, and rebuilding the dictionaries every frame cost
    /// more than the lookups themselves.
    private static func sweep<E: Stamped>(_ entries: inout [ViewPath: E], keeping stamp: Int) {
        var stale: [ViewPath] = []
        for (path, e) in entries where e.stamp != stamp { stale.append(path) }
        for path in stale { entries.removeValue(forKey: path) }
    }

    /// True while any animation is still moving at the current time.
    public var isAnimating: Bool {
        tracks.values.contains { !($0.value as! AnyTrack).isFinished(at: now) }
            || !completions.isEmpty
            || slots.values.contains { ($0.value as? DynamicSlot)?.hasDepartures ?? false }
    }

    // MARK: Storage

    func stateBox<Value>(at path: ViewPath, initial: @autoclosure () -> Value) -> StateBox<Value> {
        if let e = states[path], let box = e.value as? StateBox<Value> {
            reach(e)
            return box
        }
        let box = StateBox(value: initial(), graph: self)
        let e = Entry(stamp: frameNumber, value: box)
        states[path] = e
        recordings.last?.reached.append(e)
        return box
    }

    func slot(at path: ViewPath) -> DynamicSlot {
        if let e = slots[path], let slot = e.value as? DynamicSlot {
            reach(e)
            return slot
        }
        let slot = DynamicSlot()
        let e = Entry(stamp: frameNumber, value: slot)
        slots[path] = e
        recordings.last?.reached.append(e)
        return slot
    }

    /// The value remembered at `path` from the previous frame, replaced by `value`.
    func exchangeMemory(at path: ViewPath, _ value: Any) -> Any? {
        if let e = memory[path] {
            let old = e.value
            e.value = value
            reach(e)
            return old
        }
        let e = Entry(stamp: frameNumber, value: value)
        memory[path] = e
        recordings.last?.reached.append(e)
        return nil
    }

    // MARK: Animation

    /// The value an animatable property shows now. A new target starts an
    /// animation with the context's transaction; the track keeps the motion
    /// continuous when targets change mid-flight.
    func animatedValue<V: VectorArithmetic>(_ target: V, at path: ViewPath, transaction: Transaction) -> V {
        animatedValueAndChange(target, at: path, transaction: transaction).value
    }

    /// The value an animatable property shows now, and the last frame in
    /// which what it shows changed.
    private func animatedValueAndChange<V: VectorArithmetic>(_ target: V, at path: ViewPath,
                                                             transaction: Transaction) -> (value: V, changedAt: Int) {
        if let e = tracks[path], let track = e.value as? TrackBox<V> {
            reach(e)
            if track.track.target != target {
                let id = track.track.setTarget(target, animation: transaction.effectiveAnimation, at: now)
                if transaction.effectiveAnimation != nil {
                    for group in transaction.completions { group.add(track.track, id: id) }
                }
            }
            // A moving value makes what reads it change from frame to frame.
            if let recording = recordings.last, !track.track.isFinished(at: now) { recording.isStatic = false }
            let value = track.track.value(at: now)
            if value != track.shown {
                track.shown = value
                track.changedAt = frameNumber
            }
            return (value, track.changedAt)
        }
        let box = TrackBox(AnimationTrack(value: target))
        box.shown = target
        box.changedAt = frameNumber
        let e = Entry(stamp: frameNumber, value: box)
        tracks[path] = e
        recordings.last?.reached.append(e)
        return (target, frameNumber)
    }

    /// Forgets everything stored for the views under `prefix`.
    func discard(under prefix: ViewPath) {
        for (path, e) in states where path.hasPrefix(prefix) {
            ((e.value as? AnyStateBox)?.anyValue as? GraphDisposable)?.dispose()
        }
        states = states.filter { !$0.key.hasPrefix(prefix) }
        tracks = tracks.filter { !$0.key.hasPrefix(prefix) }
        slots = slots.filter { !$0.key.hasPrefix(prefix) }
        memory = memory.filter { !$0.key.hasPrefix(prefix) }
        retained = retained.filter { !$0.key.hasPrefix(prefix) }
    }

    /// True when an animation under `prefix` is still moving.
    func hasRunningAnimation(under prefix: ViewPath) -> Bool {
        tracks.contains { path, e in
            !(e.value as! AnyTrack).isFinished(at: now) && path.hasPrefix(prefix)
        }
    }

    /// Connects dynamic properties and interpolates animatable data of a
    /// view or modifier before it is used.
    /// Returns the last frame in which the interpolated data changed (0 for
    /// values that do not animate): what is built from the value changed
    /// then, without the graph being invalidated.
    @discardableResult
    func prepare<V>(_ value: inout V, _ context: ResolveContext) -> Int {
        installDynamicProperties(of: value, path: context.path, context: context)
        // A failed conformance check is one of the dearest things in a
        // frame, and most views fail this one: remember the types that do.
        let type = ObjectIdentifier(Swift.type(of: value))
        guard !notAnimatable.contains(type) else { return 0 }
        if let animatable = value as? any Animatable {
            let (interpolated, changedAt) = interpolate(animatable, context)
            value = interpolated as! V
            return changedAt
        } else {
            notAnimatable.insert(type)
            return 0
        }
    }

    private func interpolate<A: Animatable>(_ value: A, _ context: ResolveContext) -> (A, Int) {
        let target = value.animatableData
        let (shown, changedAt) = animatedValueAndChange(target, at: context.path.appending(.name("animatable")),
                                                        transaction: context.transaction)
        // At rest the value is left untouched, so a color keeps its own kind.
        guard shown != target else { return (value, changedAt) }
        var copy = value
        copy.animatableData = shown
        return (copy, changedAt)
    }
}

// MARK: Retained subtrees

extension ViewGraph {
    /// Marks an entry as reached this frame, and by the subtree being recorded.
    @inline(__always)
    fileprivate func reach(_ e: Stamped) {
        e.stamp = frameNumber
        recordings.last?.reached.append(e)
    }

    /// The nodes `resolve` gives at `path`, reused from the last frame when
    /// they cannot have changed since.
    ///
    /// Resolution is a function of the graph's state, the environment and
    /// the values of animation tracks. When the graph was not invalidated
    /// since the last frame began (no state, observable, environment, focus,
    /// size or presentation change) and no track the subtree read was
    /// moving, nor any child leaving, it would resolve to exactly the same
    /// nodes, so the last frame's are returned: with their layout caches,
    /// which is most of the saving. Everything the subtree reached in the
    /// graph is kept alive, and its side effects (`perform`) run again.
    /// `key` holds whatever else the nodes are built from that the graph
    /// does not know about; a different key resolves again.
    ///
    /// Values captured from the views above (a closure's content, an
    /// environment) are not in the key: `inputsChangedAt` is the last frame
    /// in which any of them could have changed without the graph knowing
    /// (an animated value read above, see `ResolveContext.inputsChangedAt`),
    /// and nodes built before it are never reused.
    func retained(at path: ViewPath, key: AnyHashable? = nil, inputsChangedAt: Int,
                  _ resolve: () -> [LayoutNode]) -> [LayoutNode] {
        if startedClean, let r = retained[path], r.isStatic, r.stamp == frameNumber - 1, r.key == key,
           inputsChangedAt <= r.builtAt {
            r.stamp = frameNumber
            for e in r.reached { e.stamp = frameNumber }
            for effect in r.effects { effect() }
            if let outer = recordings.last {
                outer.reached.append(contentsOf: r.reached)
                outer.reached.append(r)
                outer.effects.append(contentsOf: r.effects)
            }
            return r.nodes
        }
        let recording = Recording()
        recordings.append(recording)
        let nodes = resolve()
        recordings.removeLast()
        let r = retained[path] ?? RetainedSubtree(stamp: frameNumber)
        r.stamp = frameNumber
        r.builtAt = frameNumber
        r.nodes = nodes
        r.reached = recording.reached
        r.effects = recording.effects
        r.isStatic = recording.isStatic
        r.key = key
        retained[path] = r
        if let outer = recordings.last {
            outer.reached.append(contentsOf: recording.reached)
            outer.reached.append(r)
            outer.effects.append(contentsOf: recording.effects)
            if !recording.isStatic { outer.isStatic = false }
        }
        return nodes
    }

    /// Runs `effect`, a side effect of resolution on something outside the
    /// graph (a cover registering with the stack, say), and again whenever
    /// a retained subtree that ran it is reused instead of resolved.
    func perform(_ effect: @escaping @MainActor () -> Void) {
        effect()
        recordings.last?.effects.append(effect)
    }

    /// Keeps the subtree being resolved from being reused next frame: what
    /// it shows depends on more than the graph's state.
    func markChanging() {
        recordings.last?.isStatic = false
    }
}

/// Something the graph keeps while frames reach it.
@MainActor
class Stamped {
    /// The last frame that reached it.
    var stamp: Int
    init(stamp: Int) { self.stamp = stamp }
}

/// One stored thing (state box, track, slot, remembered value) and its stamp.
@MainActor
final class Entry: Stamped {
    var value: Any
    init(stamp: Int, value: Any) {
        self.value = value
        super.init(stamp: stamp)
    }
}

/// A subtree's nodes from the frame that resolved it, with what it reached.
@MainActor
final class RetainedSubtree: Stamped {
    var nodes: [LayoutNode] = []
    var reached: [Stamped] = []
    var effects: [@MainActor () -> Void] = []
    var isStatic = false
    var key: AnyHashable?
    /// The frame that resolved the nodes.
    var builtAt = 0
}

/// What a subtree reaches while it resolves.
@MainActor
final class Recording {
    var reached: [Stamped] = []
    var effects: [@MainActor () -> Void] = []
    /// False once anything it read was moving.
    var isStatic = true
}

/// A type-erased animation track, so the graph can ask any of them whether they run.
@MainActor
protocol AnyTrack: AnyObject {
    func isFinished(at time: Double) -> Bool
    func prune(at time: Double)
}

@MainActor
final class TrackBox<V: VectorArithmetic>: AnyTrack {
    let track: AnimationTrack<V>
    /// The value shown in the last frame that read it, and that frame's number when it changed.
    var shown = V.zero
    var changedAt = 0
    init(_ track: AnimationTrack<V>) { self.track = track }
    func isFinished(at time: Double) -> Bool { track.isFinished(at: time) }
    func prune(at time: Double) { track.prune(at: time) }
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
