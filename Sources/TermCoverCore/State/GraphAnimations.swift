/// The graph's animation tracks: one per animatable value, by `ViewPath`,
/// the ones that may still be moving, and the `withAnimation` completions
/// waiting on them. A value that gets a new target starts moving with the
/// frame's transaction; what it shows at the frame's time is read here.
///
/// Kept apart from the rest of the graph (state, memory, reuse) because it
/// is the only part that answers questions about time: whether anything
/// still moves, whether a frame may be drawn in place, when a completion
/// is due.
@MainActor
final class GraphAnimations {
    private let clock: GraphClock
    private let reuse: ReuseCache
    private var tracks = StampedStore<Entry>()
    /// The tracks given an animated target that may still be moving or
    /// holding records, by path: what is animating is found here, not by
    /// visiting every track of the tree several times a frame.
    private var moving: [ViewPath: AnyTrack] = [:]
    private var completions: [AnimationCompletionGroup] = []
    /// True once the frame being evaluated read a value that moves with
    /// time, other than a translation taken in place (see `InPlaceFrames`).
    private(set) var readsMotion = true
    /// Types that are not `Animatable`.
    private var notAnimatable: Set<ObjectIdentifier> = []
    /// Counts the animations started and the tracks discarded: an answer
    /// about motion worked out before either still holds if this is unchanged.
    private(set) var generation = 0

    init(clock: GraphClock, reuse: ReuseCache) {
        self.clock = clock
        self.reuse = reuse
    }

    /// Starts a frame that waits on `completions` too (its transaction's).
    func beginFrame(completions newGroups: [AnimationCompletionGroup]) {
        readsMotion = false
        for group in newGroups where !completions.contains(where: { $0 === group }) {
            completions.append(group)
        }
    }

    /// Ends frame `stamp`: tracks it did not reach go, tracks at rest stop
    /// counting as moving, and completions that are due run.
    func endFrame(stamp: Int) {
        tracks.sweep(keeping: stamp)
        let now = clock.now
        for (path, track) in moving {
            // A track swept or discarded this frame is gone; one at rest with nothing left to report is done.
            // `as? AnyTrack`, not `as AnyObject`: on Linux the latter bridges
            // through Foundation's boxing, dear the first time.
            guard let entry = tracks[path], let stored = entry.value as? AnyTrack, stored === track else {
                moving[path] = nil
                continue
            }
            track.prune(at: now)
            if track.isIdle(at: now) { moving[path] = nil }
        }
        completions.removeAll { $0.check(at: now) }
    }

    /// True while a track is moving at `time` or a completion waits.
    func isMoving(at time: Double) -> Bool {
        moving.values.contains { !$0.isFinished(at: time) } || !completions.isEmpty
    }

    /// True when something must be evaluated in full between `last` and
    /// `time`: an animation finishes, or a completion falls due.
    func needsEvaluation(from last: Double, to time: Double) -> Bool {
        moving.values.contains { !$0.isFinished(at: last) && $0.isFinished(at: time) }
            || completions.contains { $0.isDue(at: time) }
    }

    /// True when an animation under `prefix` is still moving.
    func hasRunningAnimation(under prefix: ViewPath) -> Bool {
        moving.contains { path, track in !track.isFinished(at: clock.now) && path.hasPrefix(prefix) }
    }

    /// Forgets the tracks of the views under `prefix`.
    func discard(under prefix: ViewPath) {
        generation += 1
        tracks.removeAll(under: prefix)
        moving = moving.filter { !$0.key.hasPrefix(prefix) }
    }

    /// The value an animatable property shows now. A new target starts an
    /// animation with the context's transaction; the track keeps the motion
    /// continuous when targets change mid-flight.
    func animatedValue<V: VectorArithmetic>(_ target: V, at path: ViewPath, transaction: Transaction,
                                            notesMotion: Bool = true, environment: EnvironmentValues? = nil) -> V {
        animatedValueAndChange(target, at: path, transaction: transaction, notesMotion: notesMotion,
                               environment: environment).value
    }

    /// The value an animatable property shows now, and the last frame in
    /// which what it shows changed.
    /// `notesMotion` false: the reader takes care of later frames itself
    /// (see `TranslationEffectModifier`), so a moving value does not keep
    /// the subtree reading it from being reused.
    /// `environment`: the changed view's, for a custom animation's context.
    func animatedValueAndChange<V: VectorArithmetic>(_ target: V, at path: ViewPath, transaction: Transaction,
                                                     notesMotion: Bool = true, environment: EnvironmentValues? = nil)
        -> (value: V, changedAt: Int) {
        guard let e = tracks[path], let track = e.value as? TrackBox<V> else {
            let box = TrackBox(AnimationTrack(value: target))
            box.shown = target
            box.changedAt = clock.frameNumber
            tracks[path] = reuse.newEntry(box)
            return (target, clock.frameNumber)
        }
        reuse.reach(e)
        if track.track.target != target {
            let begin = transaction.beginsWithPreviousFrame ? min(clock.previousFrameTime, clock.now)
                : clock.now - clock.animationLead
            let id = track.track.setTarget(target, animation: transaction.effectiveAnimation, at: begin,
                                           environment: environment ?? EnvironmentValues())
            if transaction.effectiveAnimation != nil {
                moving[path] = track
                generation += 1
                for group in transaction.completions { group.add(track.track, id: id) }
            }
        }
        // A moving value makes what reads it change from frame to frame.
        if notesMotion, !track.track.isFinished(at: clock.now) {
            reuse.noteMoving()
            readsMotion = true
        }
        return (currentValue(of: track), track.changedAt)
    }

    /// What `track` shows now, without setting its target: for a node
    /// that takes a moving value in place (see `TranslationEffectModifier`),
    /// and keeps the track itself, so that a frame drawn in place finds it
    /// without hashing its path.
    func currentValue<V: VectorArithmetic>(of track: TrackBox<V>) -> V {
        let value = track.track.value(at: clock.now)
        if value != track.shown {
            track.shown = value
            track.changedAt = clock.frameNumber
        }
        return value
    }

    /// Sets `value`'s animatable data, when it has any, to what its track
    /// shows now; returns the last frame in which that changed (0 for a
    /// value that does not animate).
    /// `animatable`: whether `V` is `Animatable`, when that is known
    /// without asking the runtime (a primitive view or modifier says so).
    func interpolate<V>(_ value: inout V, _ context: ResolveContext, animatable: Bool? = nil) -> Int {
        if animatable == false { return 0 }
        // A failed conformance check is one of the dearest things in a
        // frame, and most views fail this one: remember the types that do.
        let type = ObjectIdentifier(Swift.type(of: value))
        guard !notAnimatable.contains(type) else { return 0 }
        guard let animatable = value as? any Animatable else {
            notAnimatable.insert(type)
            return 0
        }
        let (interpolated, changedAt) = interpolate(animatable, context)
        value = interpolated as! V
        return changedAt
    }

    private func interpolate<A: Animatable>(_ value: A, _ context: ResolveContext) -> (A, Int) {
        let target = value.animatableData
        let (shown, changedAt) = animatedValueAndChange(target, at: context.path.appending(.name("animatable")),
                                                        transaction: context.transaction, environment: context.environment)
        // At rest the value is left untouched, so a color keeps its own kind.
        guard shown != target else { return (value, changedAt) }
        var copy = value
        copy.animatableData = shown
        return (copy, changedAt)
    }

    /// The track at `path`, if it animates values of type `V`.
    func trackBox<V: VectorArithmetic>(_: V.Type, at path: ViewPath) -> TrackBox<V>? {
        tracks[path]?.value as? TrackBox<V>
    }
}

/// A type-erased animation track, so the graph can ask any of them whether they run.
@MainActor
protocol AnyTrack: AnyObject {
    func isFinished(at time: Double) -> Bool
    func prune(at time: Double)
    /// Finished, and holding no animation an awaiting caller could still ask about.
    func isIdle(at time: Double) -> Bool
}

/// An animation track and what the frames that read it last showed.
@MainActor
final class TrackBox<V: VectorArithmetic>: AnyTrack {
    let track: AnimationTrack<V>
    /// The value shown in the last frame that read it, and that frame's number when it changed.
    var shown = V.zero
    var changedAt = 0
    init(_ track: AnimationTrack<V>) { self.track = track }
    func isFinished(at time: Double) -> Bool { track.isFinished(at: time) }
    func prune(at time: Double) { track.prune(at: time) }
    func isIdle(at time: Double) -> Bool { track.isFinished(at: time) && !track.hasRecords }
}
