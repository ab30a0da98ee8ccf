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
    /// True when a state change asks for a new frame.
    public private(set) var isDirty = true
    private var pendingTransaction = Transaction()
    private var frameNumber = 0

    private final class Entry {
        var stamp: Int
        let value: AnyObject
        init(stamp: Int, value: AnyObject) { self.stamp = stamp; self.value = value }
    }
    private var states: [ViewPath: Entry] = [:]
    private var tracks: [ViewPath: Entry] = [:]
    private var slots: [ViewPath: Entry] = [:]
    private var memory: [ViewPath: (stamp: Int, value: Any)] = [:]
    private var completions: [AnimationCompletionGroup] = []
    var hasNoDynamicProperties: Set<ObjectIdentifier> = []
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

    /// Marks the tree as needing a new frame, carrying the transaction of
    /// the change (the enclosing `withAnimation`, if any).
    func invalidate() {
        if !isDirty { onInvalidate?() }
        isDirty = true
        if let t = Transaction.current {
            pendingTransaction = pendingTransaction.merged(with: t)
            for group in t.completions { group.isAttached = true }
        }
    }

    /// Forces a new frame, for a resize or a change of environment.
    public func setNeedsFrame() {
        if !isDirty { onInvalidate?() }
        isDirty = true
    }

    /// Called when the graph goes from clean to dirty: a live run loop
    /// uses it to wake from waiting on input.
    public var onInvalidate: (@MainActor () -> Void)?

    // MARK: Frames

    /// Runs `evaluate` as one frame at `time`, with the pending transaction.
    /// Reads of observable objects during it mark the graph dirty when they change.
    func frame<R>(at time: Double, _ evaluate: (Transaction) -> R) -> R {
        now = time
        frameNumber += 1
        let changed = isDirty
        isDirty = false
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
        let result: R
        if changed {
            result = withObservationTracking {
                evaluate(transaction)
            } onChange: { [weak self] in
                if Thread.isMainThread {
                    MainActor.assumeIsolated { self?.invalidate() }
                } else {
                    Task { @MainActor in self?.invalidate() }
                }
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
        states = states.filter { $0.value.stamp == stamp }
        tracks = tracks.filter { $0.value.stamp == stamp }
        slots = slots.filter { $0.value.stamp == stamp }
        memory = memory.filter { $0.value.stamp == stamp }
        for entry in tracks.values { (entry.value as? AnyTrack)?.prune(at: now) }
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

    /// True while any animation is still moving at the current time.
    public var isAnimating: Bool {
        tracks.values.contains { !(($0.value as? AnyTrack)?.isFinished(at: now) ?? true) }
            || !completions.isEmpty
            || slots.values.contains { ($0.value as? DynamicSlot)?.hasDepartures ?? false }
    }

    // MARK: Storage

    func stateBox<Value>(at path: ViewPath, initial: @autoclosure () -> Value) -> StateBox<Value> {
        if let e = states[path], let box = e.value as? StateBox<Value> {
            e.stamp = frameNumber
            return box
        }
        let box = StateBox(value: initial(), graph: self)
        states[path] = Entry(stamp: frameNumber, value: box)
        return box
    }

    func slot(at path: ViewPath) -> DynamicSlot {
        if let e = slots[path], let slot = e.value as? DynamicSlot {
            e.stamp = frameNumber
            return slot
        }
        let slot = DynamicSlot()
        slots[path] = Entry(stamp: frameNumber, value: slot)
        return slot
    }

    /// The value remembered at `path` from the previous frame, replaced by `value`.
    func exchangeMemory(at path: ViewPath, _ value: Any) -> Any? {
        let old = memory[path]?.value
        memory[path] = (frameNumber, value)
        return old
    }

    // MARK: Animation

    /// The value an animatable property shows now. A new target starts an
    /// animation with the context's transaction; the track keeps the motion
    /// continuous when targets change mid-flight.
    func animatedValue<V: VectorArithmetic>(_ target: V, at path: ViewPath, transaction: Transaction) -> V {
        if let e = tracks[path], let track = e.value as? TrackBox<V> {
            e.stamp = frameNumber
            if track.track.target != target {
                let id = track.track.setTarget(target, animation: transaction.effectiveAnimation, at: now)
                if transaction.effectiveAnimation != nil {
                    for group in transaction.completions { group.add(track.track, id: id) }
                }
            }
            return track.track.value(at: now)
        }
        tracks[path] = Entry(stamp: frameNumber, value: TrackBox(AnimationTrack(value: target)))
        return target
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
    }

    /// True when an animation under `prefix` is still moving.
    func hasRunningAnimation(under prefix: ViewPath) -> Bool {
        tracks.contains { path, e in
            path.hasPrefix(prefix) && !((e.value as? AnyTrack)?.isFinished(at: now) ?? true)
        }
    }

    /// Connects dynamic properties and interpolates animatable data of a
    /// view or modifier before it is used.
    func prepare<V>(_ value: inout V, _ context: ResolveContext) {
        installDynamicProperties(of: value, path: context.path, context: context)
        // A failed conformance check is one of the dearest things in a
        // frame, and most views fail this one: remember the types that do.
        let type = ObjectIdentifier(Swift.type(of: value))
        guard !notAnimatable.contains(type) else { return }
        if let animatable = value as? any Animatable {
            value = interpolate(animatable, context) as! V
        } else {
            notAnimatable.insert(type)
        }
    }

    private func interpolate<A: Animatable>(_ value: A, _ context: ResolveContext) -> A {
        let target = value.animatableData
        let shown = animatedValue(target, at: context.path.appending(.name("animatable")), transaction: context.transaction)
        // At rest the value is left untouched, so a color keeps its own kind.
        guard shown != target else { return value }
        var copy = value
        copy.animatableData = shown
        return copy
    }
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
