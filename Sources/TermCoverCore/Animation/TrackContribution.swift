/// One running motion inside an `AnimationTrack`, as an offset from the
/// track's target that dies away to exactly zero when it finishes.
struct TrackContribution<Value: VectorArithmetic> {
    enum Motion {
        /// delta · (1 − progress): a curve (or anything that cannot merge)
        /// carrying the jump between the old target and the new one.
        case additive(delta: Value, animation: Animation)
        /// displacement · f + velocity · g: a spring's exact free motion.
        case spring(displacement: Value, velocity: Value, oscillator: DampedOscillator)
        /// A custom animation's own motion.
        case custom(CustomRun<Value>)
    }

    /// The animation that started this motion.
    let owner: AnimationID
    let start: Double
    /// The absolute time from which the offset is exactly zero; for a
    /// custom animation, the latest it may be (`CustomRun.limit` after the
    /// start): it ends when its own `animate` first returns nil (`hasEnded(at:)`).
    let finish: Double
    let motion: Motion

    /// True for a custom animation's motion.
    var isCustom: Bool {
        if case .custom = motion { true } else { false }
    }

    /// True when the offset is exactly zero from `time` on: past `finish`,
    /// or, for a custom animation, once its run has returned nil.
    func hasEnded(at time: Double) -> Bool {
        if time >= finish { return true }
        guard case .custom(let run) = motion else { return false }
        return run.hasEnded(at: max(0, time - start))
    }

    /// The offset from the target at `time`.
    func offset(at time: Double) -> Value {
        let t = max(0, time - start)
        switch motion {
        case .additive(let delta, let animation):
            return delta.scaled(by: 1 - animation.value(at: t))
        case .spring(let displacement, let velocity, let oscillator):
            let r = oscillator.responses(at: t)
            return displacement.scaled(by: r.f) + velocity.scaled(by: r.g)
        case .custom(let run):
            return run.offset(at: t)
        }
    }

    /// The offset's rate of change, per second, at `time`.
    func velocity(at time: Double) -> Value {
        let t = max(0, time - start)
        switch motion {
        case .additive(let delta, let animation):
            return delta.scaled(by: -animation.velocity(at: t))
        case .spring(let displacement, let velocity, let oscillator):
            let r = oscillator.responses(at: t)
            return displacement.scaled(by: r.df) + velocity.scaled(by: r.dg)
        case .custom(let run):
            return run.velocity(at: t)
        }
    }
}

extension Animation {
    /// The spring this animation is, with its initial velocity, if a track
    /// can merge it: a plain spring, or one only sped up (which is the same
    /// as a spring with stiffness × s² and damping × s). Delays and repeats
    /// are not free motions from the current state, so they add instead.
    var mergeableSpring: (spring: Spring, initialVelocity: Double)? {
        switch storage {
        case .spring(let motion):
            return (motion.spring, motion.initialVelocity)
        case .speed(let speed, let base) where speed > 0:
            guard let (spring, velocity) = base.mergeableSpring else { return nil }
            let faster = Spring(uncheckedMass: spring.mass, stiffness: spring.stiffness * speed * speed,
                                damping: spring.damping * speed)
            return (faster, velocity * speed)
        default:
            return nil
        }
    }
}
