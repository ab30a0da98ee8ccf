import Foundation

/// A type that says how an animatable value changes over time, as SwiftUI's
/// `CustomAnimation`: `Animation(MyAnimation())` runs it wherever a
/// built-in animation runs, retargeting and completions included.
///
/// `value` is the change to animate: the new value less the one it starts
/// from. `animate` returns how much of it has been covered at `time`
/// (seconds since the start), or nil once the animation has finished; the
/// property then shows its new value exactly.
public protocol CustomAnimation: Hashable, Sendable {
    /// How much of `value` the animation has covered at `time`, or nil when it has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// How fast the animation moves at `time`, or nil when it cannot say
    /// (the default): a spring that merges into it then starts still.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation, started while `previous` (of the same type)
    /// still runs, takes it over: it then starts from where the value is,
    /// with the state `previous` had. The default is false, as in SwiftUI:
    /// both run, and their changes add up.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// No velocity known, as SwiftUI's default.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// Never merges, as SwiftUI's default: a later change adds its own motion.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        false
    }
}

/// A custom animation inside `Animation`, compared and hashed as itself.
struct AnyCustomAnimation: Hashable, Sendable {
    let base: any CustomAnimation
    /// When a change of 1 finishes and is logically complete (see `ends()`),
    /// found once: every frame of the `Animation` as a curve asks. A track's
    /// own runs end by their own change instead (see `CustomRun`).
    private(set) var finish = 0.0, logical = 0.0

    init(base: any CustomAnimation) {
        self.base = base
        (finish, logical) = ends()
    }

    static func == (a: Self, b: Self) -> Bool { AnyHashable(a.base) == AnyHashable(b.base) }
    func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

    /// The type of the animation, which decides whether a later one may merge.
    var type: ObjectIdentifier { ObjectIdentifier(Swift.type(of: base)) }
}
