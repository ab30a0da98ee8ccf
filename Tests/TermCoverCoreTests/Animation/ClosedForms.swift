import Foundation

/// Expected values for the animation tests, computed here from first
/// principles and never by calling the code under test: a brute-force
/// Bézier solver, the damped oscillator exactly as the reference notes
/// write it, and a numerical integrator for springs with changing targets.
enum ClosedForms {
    // MARK: Bézier

    /// Progress of the cubic Bézier (0,0), (c0x,c0y), (c1x,c1y), (1,1) at
    /// elapsed fraction `x`: brackets x(s) on a grid of 8192 cells, then
    /// bisects the bracket to the last bit.
    static func bezier(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, at x: Double) -> Double {
        func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let cells = 8192
        var lo = 0.0, hi = 1.0
        for i in 1...cells {
            let s = Double(i) / Double(cells)
            if bernstein(c0x, c1x, s) >= x {
                lo = Double(i - 1) / Double(cells)
                hi = s
                break
            }
        }
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if bernstein(c0x, c1x, mid) < x { lo = mid } else { hi = mid }
        }
        return bernstein(c0y, c1y, (lo + hi) / 2)
    }

    /// The named curves' control points, typed in from the issue.
    static let linear = (0.0, 0.0, 1.0, 1.0)
    static let easeIn = (0.42, 0.0, 1.0, 1.0)
    static let easeOut = (0.0, 0.0, 0.58, 1.0)
    static let easeInOut = (0.42, 0.0, 0.58, 1.0)

    static func curve(_ c: (Double, Double, Double, Double), duration: Double, at t: Double) -> Double {
        bezier(c.0, c.1, c.2, c.3, at: t / duration)
    }

    // MARK: Springs

    /// Stiffness and damping (mass 1) of `spring(duration:bounce:)`, per the notes.
    static func springConstants(duration: Double, bounce: Double) -> (k: Double, c: Double) {
        let k = (2 * Double.pi / duration) * (2 * Double.pi / duration)
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return (k, 2 * k.squareRoot() * zeta)
    }

    /// The 0 → 1 step with initial velocity v0, written as in the notes.
    static func step(k: Double, c: Double, m: Double = 1, v0: Double = 0, at t: Double) -> Double {
        let w0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let lambda = zeta * w0
        if abs(zeta - 1) < 1e-12 {
            return 1 - (1 + (w0 - v0) * t) * exp(-w0 * t)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-lambda * t) * (cos(wd * t) + (lambda - v0) / wd * sin(wd * t))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let a = (v0 + r2) / (r1 - r2)
            let b = -1 - a
            return 1 + a * exp(r1 * t) + b * exp(r2 * t)
        }
    }

    /// The velocity of `step`, by a centred difference of step itself.
    static func stepVelocity(k: Double, c: Double, m: Double = 1, v0: Double = 0, at t: Double) -> Double {
        let h = 1e-6
        return (step(k: k, c: c, m: m, v0: v0, at: t + h) - step(k: k, c: c, m: m, v0: v0, at: t - h)) / (2 * h)
    }

    /// A spring simulated with classical Runge–Kutta at a tiny step: the
    /// position and velocity at each of `times` for a mass that starts at x0
    /// with velocity v0 at t0 and is pulled towards `target(t)`, a piecewise
    /// constant function that changes only at `breaks`.
    static func simulate(k: Double, c: Double, m: Double = 1, x0: Double, v0: Double, from t0: Double,
                         target: (Double) -> Double, breaks: [Double] = [], times: [Double],
                         dt: Double = 1e-5) -> [(x: Double, v: Double)] {
        var x = x0, v = v0, t = t0
        func accel(_ x: Double, _ v: Double, _ goal: Double) -> Double { (-k * (x - goal) - c * v) / m }
        // Integrate up to every break exactly, so no step straddles a change.
        func advance(to end: Double) {
            while t < end - 1e-13 {
                let h = min(dt, end - t)
                let goal = target(t + h / 2)
                let k1x = v, k1v = accel(x, v, goal)
                let k2x = v + h / 2 * k1v, k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v, goal)
                let k3x = v + h / 2 * k2v, k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v, goal)
                let k4x = v + h * k3v, k4v = accel(x + h * k3x, v + h * k3v, goal)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += h
            }
            t = max(t, end)
        }
        var out: [(x: Double, v: Double)] = []
        for sample in times {
            for b in breaks where b > t && b < sample { advance(to: b) }
            advance(to: sample)
            out.append((x, v))
        }
        return out
    }
}
