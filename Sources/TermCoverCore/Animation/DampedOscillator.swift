import Foundation

/// The exact solution of m·y'' + c·y' + k·y = 0, where y is the distance
/// still to go. Any motion is a mix of two basic ones: `f`, released from
/// displacement 1 at rest, and `g`, starting at 0 with velocity 1, so a
/// spring that starts at displacement D with velocity V is D·f + V·g. That
/// linearity is what lets a track merge springs on vector values.
struct DampedOscillator: Hashable, Sendable {
    /// The three shapes of solution; each needs its own closed form.
    enum Regime: Hashable, Sendable {
        /// Oscillates at the damped frequency ω_d.
        case under(omegaD: Double)
        /// The fastest approach without overshoot.
        case critical
        /// Creeps in; μ = ω₀√(ζ² − 1).
        case over(mu: Double)
    }

    /// Undamped angular frequency √(k/m).
    let omega0: Double
    /// Decay rate c/(2m) = ζω₀.
    let lambda: Double
    let regime: Regime

    init(_ spring: Spring) {
        omega0 = (spring.stiffness / spring.mass).squareRoot()
        lambda = spring.damping / (2 * spring.mass)
        let zeta = lambda / omega0
        // Near ζ = 1 both other forms divide by a vanishing frequency.
        if abs(zeta - 1) < 1e-9 {
            regime = .critical
        } else if zeta < 1 {
            regime = .under(omegaD: omega0 * (1 - zeta * zeta).squareRoot())
        } else {
            regime = .over(mu: omega0 * (zeta * zeta - 1).squareRoot())
        }
    }

    /// The basic motions and their time derivatives at `t`.
    struct Responses {
        var f, g, df, dg: Double
    }

    func responses(at t: Double) -> Responses {
        let f, g: Double
        switch regime {
        case .under(let omegaD):
            let decay = exp(-lambda * t), s = sin(omegaD * t), c = cos(omegaD * t)
            f = decay * (c + lambda / omegaD * s)
            g = decay * s / omegaD
        case .critical:
            let decay = exp(-omega0 * t)
            f = decay * (1 + omega0 * t)
            g = decay * t
        case .over(let mu):
            // Written with the two real roots rather than cosh/sinh, which
            // overflow; the slow root avoids cancelling −λ + μ.
            let slow = -omega0 * omega0 / (lambda + mu), fast = -(lambda + mu)
            let e1 = exp(slow * t), e2 = exp(fast * t)
            f = ((1 + lambda / mu) * e1 + (1 - lambda / mu) * e2) / 2
            g = (e1 - e2) / (2 * mu)
        }
        // Both follow from the equation itself: f' = −ω₀²g and g' = f − 2λg.
        return Responses(f: f, g: g, df: -omega0 * omega0 * g, dg: f - 2 * lambda * g)
    }

    /// The rate at which every motion's envelope decays, and the time after
    /// which the envelope's linear growth factor stops growing.
    private var envelope: (kappa: Double, cap: Double) {
        switch regime {
        case .under(let omegaD): (lambda, 1 / omegaD)
        case .critical: (lambda, .infinity)
        case .over(let mu): (omega0 * omega0 / (lambda + mu), 1 / mu)
        }
    }

    /// The time after which a motion starting at distance `displacement`
    /// with speed `velocity` (magnitudes) stays within `epsilon` of its size
    /// S = displacement + velocity/ω₀, with speed within ε·S·ω₀, for good.
    ///
    /// It uses bounds valid in all three regimes, with m(t) = min(t, cap):
    /// |y| ≤ e^(−κt)·(d + (λd + v)·m) and |y'|/ω₀ ≤ e^(−κt)·(v/ω₀ + (ω₀d + λv/ω₀)·m),
    /// from |sin(ω_d t)/ω_d| ≤ min(t, 1/ω_d) and its hyperbolic analogue.
    func settleTime(displacement d: Double, velocity v: Double, epsilon: Double = 0.001) -> Double {
        let size = d + v / omega0
        guard size > 0 else { return 0 }
        let (kappa, cap) = envelope
        guard kappa > 0 else { return .infinity }
        let target = epsilon * size
        let position = Self.lastCrossing(alpha: d, beta: lambda * d + v, cap: cap, kappa: kappa, target: target)
        let speed = Self.lastCrossing(alpha: v / omega0, beta: omega0 * d + lambda * v / omega0,
                                      cap: cap, kappa: kappa, target: target)
        return max(position, speed)
    }

    /// The earliest time after which e^(−κt)(α + β·min(t, cap)) ≤ target
    /// forever. That function rises to one peak and then falls, so the
    /// answer is found on the falling side.
    static func lastCrossing(alpha: Double, beta: Double, cap: Double, kappa: Double, target: Double) -> Double {
        func h(_ t: Double) -> Double { exp(-kappa * t) * (alpha + beta * min(t, cap)) }
        let peak = beta > 0 ? min(cap, max(0, 1 / kappa - alpha / beta)) : 0
        if h(peak) <= target { return 0 }
        if cap.isFinite, h(cap) > target {
            // Past the cap the bound is a plain exponential.
            return log((alpha + beta * cap) / target) / kappa
        }
        var lo = peak, hi = max(peak, 1 / kappa)
        while h(hi) > target { hi *= 2 }
        var steps = 0
        while hi - lo > 1e-12 * hi, steps < 200 {
            let mid = (lo + hi) / 2
            if h(mid) > target { lo = mid } else { hi = mid }
            steps += 1
        }
        return hi
    }
}
