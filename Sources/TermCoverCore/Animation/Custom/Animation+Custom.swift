extension Animation {
    /// An animation that runs `base`, as SwiftUI's `Animation(_:)`.
    public init<A: CustomAnimation>(_ base: A) {
        self.init(.custom(AnyCustomAnimation(base: base)))
    }
}

extension AnyCustomAnimation {
    /// The progress of a change of 1 at `time`, read afresh: 1 once finished.
    func progress(at time: Double) -> Double {
        var context = AnimationContext<Double>()
        return base.animate(value: 1.0, time: time, context: &context) ?? 1
    }

    /// The rate of the progress at `time`: the animation's own velocity, or
    /// a centered difference when it gives none.
    func progressVelocity(at time: Double) -> Double {
        let context = AnimationContext<Double>()
        if let v = base.velocity(value: 1.0, time: time, context: context) { return v }
        let h = 1e-4
        return (progress(at: time + h) - progress(at: max(0, time - h))) / (time + h - max(0, time - h))
    }

    /// When a change of 1 with a default context finishes (`animate` first
    /// returns nil) and when it says it is logically complete (the end, if it
    /// never does). This is the `Animation`'s own length (`finishDuration`,
    /// `logicalDuration`), for where there is no run of a real change: its
    /// progress as a curve, and a custom animation delayed, sped up or
    /// repeated, which a track plays as a curve of that progress. A track
    /// running the animation itself does not use it: each run ends when its
    /// own `animate` returns nil, as the length may depend on the change and
    /// the context (see `CustomRun`). Found by
    /// stepping through the animation in 240ths of a second as a display
    /// would, the state carried along, then halving the last step. Infinity
    /// for an animation that has not finished within an hour.
    func ends() -> (finish: Double, logical: Double) {
        var context = AnimationContext<Double>()
        let step = 1.0 / 240
        var logical: Double?
        var t = 0.0
        while t < 3600 {
            guard base.animate(value: 1.0, time: t, context: &context) != nil else { break }
            if logical == nil, context.isLogicallyComplete { logical = t }
            t += step
        }
        guard t < 3600 else { return (.infinity, logical ?? .infinity) }
        guard t > 0 else { return (0, 0) }
        // The end lies in (t − step, t]: halve it, each probe from the state at its start.
        var lo = t - step, hi = t
        for _ in 0..<24 {
            let mid = (lo + hi) / 2
            var probe = context
            if base.animate(value: 1.0, time: mid, context: &probe) == nil { hi = mid } else { lo = mid }
        }
        return (hi, min(logical ?? hi, hi))
    }
}
