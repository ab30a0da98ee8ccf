import Foundation

/// A damped spring, described physically (mass, stiffness, damping) or
/// perceptually (duration and bounce), as SwiftUI's `Spring`.
public struct Spring: Hashable, Sendable {
    /// The mass of the object on the spring.
    public let mass: Double
    /// How strongly the spring pulls towards the target.
    public let stiffness: Double
    /// How strongly motion is resisted.
    public let damping: Double

    init(uncheckedMass mass: Double, stiffness: Double, damping: Double) {
        // A massless or slack spring would divide by zero in every formula.
        self.mass = max(mass, 1e-9)
        self.stiffness = max(stiffness, 1e-9)
        self.damping = max(damping, 0)
    }

    /// A spring that takes `duration` to feel done and overshoots by
    /// `bounce` (0 is critically damped, negative is over-damped), mass 1.
    /// Stiffness is (2π/duration)² and the damping fraction is 1 − bounce,
    /// or 1/(1 + bounce) for negative bounce, as in SwiftUI.
    public init(duration: Double = 0.5, bounce: Double = 0.0) {
        let bounce = min(1, max(-0.999, bounce))
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingRatio: zeta)
    }

    /// A spring with mass 1 whose undamped period is `response` seconds and
    /// whose damping is `dampingRatio` of critical.
    public init(response: Double, dampingRatio: Double) {
        let k = pow(2 * .pi / max(response, 1e-6), 2)
        self.init(uncheckedMass: 1, stiffness: k, damping: 2 * sqrt(k) * max(0, dampingRatio))
    }

    /// A spring from its physical constants. Unless `allowOverDamping`,
    /// damping is limited to critical, as in SwiftUI.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let critical = 2 * sqrt(max(stiffness, 0) * max(mass, 0))
        self.init(uncheckedMass: mass, stiffness: stiffness,
                  damping: allowOverDamping ? damping : min(damping, critical))
    }

    /// The perceptual duration, 2π√(m/k): the undamped period.
    public var response: Double { 2 * .pi * sqrt(mass / stiffness) }

    /// The perceptual duration; the same as `response`.
    public var duration: Double { response }

    /// Damping as a fraction of critical damping, c / (2√(km)).
    public var dampingRatio: Double { damping / (2 * sqrt(stiffness * mass)) }

    /// How much the spring overshoots: 1 − ζ up to critical damping,
    /// then 1/ζ − 1 (negative) for over-damped springs.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// An estimate of how long the spring takes to come to rest, from a
    /// unit step at rest. For under-damped springs this is SwiftUI's
    /// −ln(ε/(λ+1))/λ with λ = ζω₀ and ε = 0.001; other springs use the
    /// envelope TermCover finishes animations with (see `DampedOscillator`).
    public var settlingDuration: Double {
        let oscillator = DampedOscillator(self)
        if case .under = oscillator.regime, oscillator.lambda > 0 {
            let lambda = oscillator.lambda
            return -log(0.001 / (lambda + 1)) / lambda
        }
        return oscillator.settleTime(displacement: 1, velocity: 0)
    }

    /// The value `time` seconds into a motion from zero towards `target`
    /// that starts with `initialVelocity` (in target units per second).
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let r = DampedOscillator(self).responses(at: max(0, time))
        return target - target.scaled(by: r.f) + initialVelocity.scaled(by: r.g)
    }

    /// The velocity, per second, of the motion `value(target:initialVelocity:time:)` describes.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let r = DampedOscillator(self).responses(at: max(0, time))
        return initialVelocity.scaled(by: r.dg) - target.scaled(by: r.df)
    }
}
