/// A custom animation running on one property: the change it animates and
/// the context it keeps from call to call. A class, so that the state a
/// call leaves is there for the next frame's.
final class CustomRun<Value: VectorArithmetic> {
    let animation: AnyCustomAnimation
    /// The new target less the value the motion starts from.
    let value: Value
    var context: AnimationContext<Value>

    init(_ animation: AnyCustomAnimation, value: Value, context: AnimationContext<Value> = AnimationContext()) {
        self.animation = animation
        self.value = value
        self.context = context
    }

    /// The offset from the target `time` seconds after the start: what is
    /// still to cover, 0 once `animate` returns nil.
    func offset(at time: Double) -> Value {
        guard let covered = animation.base.animate(value: value, time: time, context: &context) else { return .zero }
        return covered - value
    }

    /// The offset's rate of change, per second, when the animation says.
    func velocity(at time: Double) -> Value {
        animation.base.velocity(value: value, time: time, context: context) ?? .zero
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
}
