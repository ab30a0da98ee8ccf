/// How a change unfolds over time, as SwiftUI's `Animation`: a timing curve
/// or a spring, optionally delayed, sped up or repeated.
///
/// An animation is a pure description. Sample it with `value(at:)` for the
/// progress from 0 to 1 a given time after it starts, or hand it to an
/// `AnimationTrack`, which also handles interruptions.
public struct Animation: Hashable, Sendable {
    indirect enum Storage: Hashable, Sendable {
        case bezier(UnitCurve, duration: Double)
        case spring(SpringMotion)
        case delay(Double, Animation)
        case speed(Double, Animation)
        case repeated(count: Int?, autoreverses: Bool, Animation)
        case custom(AnyCustomAnimation)
    }

    let storage: Storage

    /// Seconds after the start at which `isFinished(at:)` turns true;
    /// infinity for animations that repeat forever or never settle. It is
    /// stored because a spring needs a search to find when it settles.
    public let finishDuration: Double

    init(_ storage: Storage) {
        self.storage = storage
        finishDuration = storage.finishDuration
    }
}

/// A spring animation's constants, precomputed once so that sampling a
/// frame is only a few exponentials and sines.
struct SpringMotion: Hashable, Sendable {
    let spring: Spring
    let oscillator: DampedOscillator
    /// In progress units per second: 1 is the whole change per second.
    let initialVelocity: Double
    /// Accepted for SwiftUI compatibility; merges hand over at once instead
    /// of blending (see `AnimationTrack`).
    let blendDuration: Double
    let settle: Double

    init(spring: Spring, initialVelocity: Double = 0, blendDuration: Double = 0) {
        self.spring = spring
        oscillator = DampedOscillator(spring)
        self.initialVelocity = initialVelocity
        self.blendDuration = blendDuration
        settle = oscillator.settleTime(displacement: 1, velocity: abs(initialVelocity))
    }
}

extension Animation.Storage {
    var finishDuration: Double {
        switch self {
        case .bezier(_, let duration): max(0, duration)
        case .spring(let motion): motion.settle
        case .delay(let delay, let base): max(0, delay) + base.finishDuration
        case .speed(let speed, let base): speed > 0 ? base.finishDuration / speed : .infinity
        case .repeated(let count?, _, let base): Double(max(1, count)) * base.finishDuration
        case .repeated(nil, _, _): .infinity
        case .custom(let custom): custom.finish
        }
    }
}

extension Animation: CustomStringConvertible {
    /// A short description, for logs and test failures.
    public var description: String {
        switch storage {
        case .bezier(let curve, let duration):
            let c0 = curve.startControlPoint, c1 = curve.endControlPoint
            return "bezier(\(c0.x), \(c0.y), \(c1.x), \(c1.y), duration: \(duration))"
        case .spring(let m):
            return "spring(mass: \(m.spring.mass), stiffness: \(m.spring.stiffness), damping: \(m.spring.damping))"
        case .delay(let d, let base): return "\(base).delay(\(d))"
        case .speed(let s, let base): return "\(base).speed(\(s))"
        case .repeated(let n?, let auto, let base): return "\(base).repeatCount(\(n), autoreverses: \(auto))"
        case .repeated(nil, let auto, let base): return "\(base).repeatForever(autoreverses: \(auto))"
        case .custom(let custom): return "Animation(\(custom.base))"
        }
    }
}
