/// The animated state of one property: its target and the motions still
/// carrying the presented value towards it.
///
/// The model, following SwiftUI:
/// - The presented value is `target + Σ offsetᵢ(t)`. Every offset starts
///   at the value the screen showed when it began and dies away to exactly
///   zero, so a retarget never makes the value jump, and once every motion has
///   finished the value is the target, bit for bit.
/// - A curve (Bézier) animation is additive: retargeting from `old` to `new`
///   adds the offset `(old − new)·(1 − progress)`, and earlier motions keep
///   playing out their own offsets.
/// - A spring merges: all running motions are collapsed into one spring that
///   starts from the presented value with the presented velocity, so the
///   velocity is continuous too. Its `blendDuration` is not used: the hand-over
///   is immediate.
/// - Anything delayed or repeated is additive, whatever its curve.
/// - A custom animation (`Animation(_:)` of a `CustomAnimation`) is additive
///   unless its `shouldMerge` takes over a running one of its type. As in
///   SwiftUI it runs until its `animate` returns nil for its own change and
///   context (the length may depend on both), and is logically complete when
///   its own context says so (`CustomRun`); one that never returns nil ends
///   `CustomRun.limit` (an hour) after its start.
/// - Values are pure functions of time: sampling at any times after the last
///   `setTarget` gives the same results, however irregular the frames.
/// - A spring motion finishes once its exponential envelope guarantees it stays
///   within 0.1% of its size, and its speed correspondingly small, for good
///   (`DampedOscillator.settleTime`); the final snap is below 0.1% of the distance.
package final class AnimationTrack<Value: VectorArithmetic> {
    /// The value the property is heading for: the last one set.
    package private(set) var target: Value

    private var contributions: [TrackContribution<Value>] = [] {
        didSet {
            finish = contributions.lazy.map(\.finish).max() ?? -.infinity
            hasCustom = contributions.contains(where: \.isCustom)
        }
    }
    /// When the last contribution ends at the latest: asked every frame of
    /// every moving track (is anything animating, does one end by the next
    /// frame), so kept rather than found. A custom run may end before.
    private var finish = -Double.infinity
    /// True while a custom run is among the contributions: only then can the
    /// track finish before `finish`, so only then are they asked one by one.
    private var hasCustom = false
    /// Per started animation: when it is logically complete and which
    /// motion carries it now (springs take over the motions they absorb).
    private var records: [AnimationID: Record] = [:]
    private struct Record {
        var logicalEnd: Double
        var owner: AnimationID
        /// A custom animation's own run and when it started: it says when
        /// the animation is logically complete, `logicalEnd` being unknown.
        var run: (CustomRun<Value>, start: Double)?
    }
    private var nextID: UInt64 = 0

    /// A track at rest showing `value`.
    package init(value: Value) {
        target = value
    }

    /// Changes the target at `time` (seconds, on the same clock as sampling).
    /// With a nil `animation` the value jumps there and running motions are
    /// dropped. The returned id answers `isFinished(id:at:)` and
    /// `isLogicallyComplete(id:at:)`; ids of jumps, of unchanged targets and
    /// of pruned animations read as complete and finished. A custom
    /// animation reads `environment` (the changed view's) in its context.
    @discardableResult
    package func setTarget(_ newTarget: Value, animation: Animation?, at time: Double,
                          environment: EnvironmentValues = EnvironmentValues()) -> AnimationID {
        nextID += 1
        let id = AnimationID(rawValue: nextID)
        guard let animation else {
            contributions.removeAll()
            records.removeAll()
            target = newTarget
            return id
        }
        guard newTarget != target else { return id }
        if let (spring, initialVelocity) = animation.mergeableSpring {
            merge(into: newTarget, spring: spring, initialVelocity: initialVelocity, id: id, at: time)
        } else if case .custom(let custom) = animation.storage {
            let run = start(custom, to: newTarget, id: id, at: time, environment: environment)
            records[id] = Record(logicalEnd: .infinity, owner: id, run: (run, time))
            target = newTarget
            return id
        } else {
            contributions.append(TrackContribution(
                owner: id, start: time, finish: time + animation.finishDuration,
                motion: .additive(delta: target - newTarget, animation: animation)))
        }
        records[id] = Record(logicalEnd: time + animation.logicalDuration, owner: id)
        target = newTarget
        return id
    }

    /// Replaces every motion with one spring from the presented value and
    /// velocity; `initialVelocity` (changes per second) is added along the change.
    private func merge(into newTarget: Value, spring: Spring, initialVelocity: Double, id: AnimationID, at time: Double) {
        let displacement = value(at: time) - newTarget
        let velocity = self.velocity(at: time) - displacement.scaled(by: initialVelocity)
        let absorbed = Set(contributions.filter { !$0.hasEnded(at: time) }.map(\.owner))
        for (key, record) in records where absorbed.contains(record.owner) {
            records[key]?.owner = id
        }
        let oscillator = DampedOscillator(spring)
        let settle = oscillator.settleTime(displacement: displacement.magnitudeSquared.squareRoot(),
                                           velocity: velocity.magnitudeSquared.squareRoot())
        contributions = [TrackContribution(
            owner: id, start: time, finish: time + settle,
            motion: .spring(displacement: displacement, velocity: velocity, oscillator: oscillator))]
    }

    /// Starts a custom animation towards `newTarget`. If the last custom
    /// motion still running is of the same type and the new animation's
    /// `shouldMerge` says so, the new one takes over every running motion,
    /// from the presented value and with the old one's state; otherwise it
    /// adds its own change, as a curve does. Returns the new run, which
    /// finds its own end as it is sampled (see `CustomRun`).
    private func start(_ custom: AnyCustomAnimation, to newTarget: Value, id: AnimationID, at time: Double,
                       environment: EnvironmentValues) -> CustomRun<Value> {
        let running = contributions.last { $0.isCustom && !$0.hasEnded(at: time) }
        if let running, case .custom(let previous) = running.motion,
           let context = previous.merges(custom, value: newTarget - value(at: time), time: time - running.start) {
            let presented = value(at: time)
            let absorbed = Set(contributions.filter { !$0.hasEnded(at: time) }.map(\.owner))
            for (key, record) in records where absorbed.contains(record.owner) {
                records[key]?.owner = id
            }
            let run = CustomRun(custom, value: newTarget - presented, context: context)
            contributions = [TrackContribution(owner: id, start: time, finish: time + CustomRun<Value>.limit,
                                               motion: .custom(run))]
            return run
        }
        let run = CustomRun(custom, value: newTarget - target, context: AnimationContext(environment: environment))
        contributions.append(TrackContribution(owner: id, start: time, finish: time + CustomRun<Value>.limit,
                                               motion: .custom(run)))
        return run
    }

    /// The value to present at `time`; exactly `target` once finished.
    package func value(at time: Double) -> Value {
        var sum = Value.zero, moving = false
        for contribution in contributions where time < contribution.finish {
            sum += contribution.offset(at: time)
            moving = true
        }
        return moving ? target + sum : target
    }

    /// The presented value's rate of change, per second, at `time` (analytic).
    package func velocity(at time: Double) -> Value {
        var sum = Value.zero
        for contribution in contributions where time < contribution.finish {
            sum += contribution.velocity(at: time)
        }
        return sum
    }

    /// True when nothing moves any more at `time`: the value is the target.
    /// A custom run that has not yet been seen to end is asked (one call of
    /// its `animate`, remembered for that time).
    package func isFinished(at time: Double) -> Bool {
        time >= finish || (hasCustom && contributions.allSatisfy { $0.hasEnded(at: time) })
    }

    /// True once the motion carrying animation `id` has finished; for a
    /// spring that absorbed it, that is when the merged spring finishes.
    package func isFinished(id: AnimationID, at time: Double) -> Bool {
        guard let record = records[id] else { return true }
        return contributions.allSatisfy { $0.owner != record.owner || $0.hasEnded(at: time) }
    }

    /// True once animation `id` is logically complete (see
    /// `Animation.logicalDuration`), counted from its own start, even if a
    /// later spring absorbed it. A custom animation is when its own run's
    /// context says so, or once that run has ended.
    package func isLogicallyComplete(id: AnimationID, at time: Double) -> Bool {
        guard let record = records[id] else { return true }
        if let (run, start) = record.run { return run.isLogicallyComplete(at: max(0, time - start)) }
        return time >= record.logicalEnd
    }

    /// True while some animation's completion can still be asked about
    /// (see `prune(at:)`).
    var hasRecords: Bool { !records.isEmpty }

    /// Forgets motions finished at `time` (a custom run once it has ended,
    /// so it is not asked again), and animations both finished and
    /// logically complete, so that long-lived tracks do not grow.
    package func prune(at time: Double) {
        let done = records.keys.filter { isFinished(id: $0, at: time) && isLogicallyComplete(id: $0, at: time) }
        for id in done { records[id] = nil }
        contributions.removeAll { $0.hasEnded(at: time) }
    }
}
