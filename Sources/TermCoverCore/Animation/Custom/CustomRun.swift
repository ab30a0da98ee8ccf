/// A custom animation running on one property: the change it animates and
/// the context it keeps from call to call. A class, so that the state a
/// call leaves is there for the next frame's.
///
/// As in SwiftUI, the run lasts until its own `animate` returns nil for its
/// own change and context, and is logically complete once its own context
/// says so: a constant-speed animation ends later for a longer change, one
/// reading `context.environment` when that environment says. Neither is
/// known at the start, so the run finds them as it is asked, and remembers
/// them: once `animate` has returned nil at some time, it is not called
/// again for that time or any later one.
final class CustomRun<Value: VectorArithmetic> {
    /// Seconds after its start at which a run that never returns nil counts
    /// as ended anyway, as `AnyCustomAnimation.ends()` gives up after an hour.
    static var limit: Double { 3600 }

    let animation: AnyCustomAnimation
    /// The new target less the value the motion starts from.
    let value: Value
    var context: AnimationContext<Value>
    /// The earliest time (since the start) at which `animate` returned nil:
    /// the run has ended from then on. Nil while it has not been seen to.
    private(set) var end: Double?
    /// The earliest time at which the run's context said it is logically complete.
    private(set) var logicalEnd: Double?
    /// The last answer for a time, so that the several questions a frame
    /// asks (is it animating, does it end by the next frame, is a completion
    /// due) cost one call of `animate`.
    private var asked: (time: Double, ended: Bool, logical: Bool)?

    init(_ animation: AnyCustomAnimation, value: Value, context: AnimationContext<Value> = AnimationContext()) {
        self.animation = animation
        self.value = value
        self.context = context
    }

    /// The offset from the target `time` seconds after the start: what is
    /// still to cover, 0 once `animate` returns nil. The call's state is kept.
    func offset(at time: Double) -> Value {
        if knownEnded(at: time) { return .zero }
        let covered = animation.base.animate(value: value, time: time, context: &context)
        note(time, ended: covered == nil, logical: context.isLogicallyComplete)
        guard let covered else { return .zero }
        return covered - value
    }

    /// The offset's rate of change, per second, when the animation says; 0 once ended.
    func velocity(at time: Double) -> Value {
        if hasEnded(at: time) { return .zero }
        return animation.base.velocity(value: value, time: time, context: context) ?? .zero
    }

    /// True when the run has ended `time` seconds after its start: its
    /// `animate` returns nil then (asked of a copy of the context, so that
    /// asking about a later frame leaves the state as it was), or it has
    /// run for `limit`.
    func hasEnded(at time: Double) -> Bool {
        knownEnded(at: time) || probe(at: time).ended
    }

    /// True when the run is logically complete `time` seconds after its
    /// start: its context has said so by then, or it has ended (an animation
    /// that never says so is complete when it is done).
    func isLogicallyComplete(at time: Double) -> Bool {
        if let logicalEnd, time >= logicalEnd { return true }
        if knownEnded(at: time) { return true }
        let answer = probe(at: time)
        return answer.ended || answer.logical
    }

    /// Asks `next`, started `time` seconds into this run, whether it takes
    /// this run over for a change of `value`; the context it may have changed
    /// is the one it then starts with.
    func merges(_ next: AnyCustomAnimation, value: Value, time: Double) -> AnimationContext<Value>? {
        guard next.type == animation.type else { return nil }
        var context = self.context
        return next.base.shouldMerge(previous: Animation(.custom(animation)), value: value, time: time, context: &context)
            ? context : nil
    }

    /// Ended by what is already known: seen to return nil by `time`, or past the limit.
    private func knownEnded(at time: Double) -> Bool {
        if let end, time >= end { return true }
        return time >= Self.limit
    }

    /// What `animate` says at `time`, from a copy of the context.
    private func probe(at time: Double) -> (ended: Bool, logical: Bool) {
        if let asked, asked.time == time { return (asked.ended, asked.logical) }
        var copy = context
        let ended = animation.base.animate(value: value, time: time, context: &copy) == nil
        note(time, ended: ended, logical: copy.isLogicallyComplete)
        return (ended, copy.isLogicallyComplete)
    }

    /// Remembers an answer: the earliest time seen to end, and to be logically complete.
    private func note(_ time: Double, ended: Bool, logical: Bool) {
        asked = (time, ended, logical)
        if ended { end = min(end ?? time, time) }
        if logical { logicalEnd = min(logicalEnd ?? time, time) }
    }
}
