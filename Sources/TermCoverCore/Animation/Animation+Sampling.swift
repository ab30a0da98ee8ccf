extension Animation {
    /// The progress `time` seconds after the start: 0 at the start, exactly 1
    /// once finished. Springs may overshoot 1 on the way.
    public func value(at time: Double) -> Double {
        if time >= finishDuration { return 1 }
        if time <= 0 { return 0 }
        switch storage {
        case .bezier(let curve, let duration):
            return curve.value(at: time / duration)
        case .spring(let motion):
            let r = motion.oscillator.responses(at: time)
            return 1 - r.f + motion.initialVelocity * r.g
        case .delay(let delay, let base):
            return base.value(at: max(0, time - delay))
        case .speed(let speed, let base):
            return base.value(at: time * speed)
        case .repeated(_, let autoreverses, let base):
            guard let (local, reversed) = cycleTime(time, base: base, autoreverses: autoreverses) else {
                return base.value(at: time)
            }
            return base.value(at: reversed ? base.finishDuration - local : local)
        case .custom(let custom):
            return custom.progress(at: time)
        }
    }

    /// How fast the progress changes, per second, `time` seconds after the start.
    public func velocity(at time: Double) -> Double {
        if time >= finishDuration || time < 0 { return 0 }
        switch storage {
        case .bezier(let curve, let duration):
            return curve.velocity(at: time / duration) / duration
        case .spring(let motion):
            let r = motion.oscillator.responses(at: time)
            return -r.df + motion.initialVelocity * r.dg
        case .delay(let delay, let base):
            return time < delay ? 0 : base.velocity(at: time - delay)
        case .speed(let speed, let base):
            return speed * base.velocity(at: time * speed)
        case .repeated(_, let autoreverses, let base):
            guard let (local, reversed) = cycleTime(time, base: base, autoreverses: autoreverses) else {
                return base.velocity(at: time)
            }
            return reversed ? -base.velocity(at: base.finishDuration - local) : base.velocity(at: local)
        case .custom(let custom):
            return custom.progressVelocity(at: time)
        }
    }

    /// Where `time` falls within the current cycle of a repeat, and whether
    /// that cycle plays backwards; nil when the base never ends, so it plays once.
    private func cycleTime(_ time: Double, base: Animation, autoreverses: Bool) -> (Double, Bool)? {
        let cycle = base.finishDuration
        guard cycle.isFinite, cycle > 0 else { return nil }
        let index = (time / cycle).rounded(.down)
        let local = time - index * cycle
        return (local, autoreverses && Int(index) % 2 == 1)
    }

    /// True once the animation has come to rest showing the target: a curve
    /// at its end; a spring once it has settled (see `DampedOscillator.settleTime`).
    public func isFinished(at time: Double) -> Bool { time >= finishDuration }

    /// Seconds after the start at which the animation counts as logically
    /// complete: the end of a curve, `response` for a spring (which is the
    /// `duration` of `spring(duration:bounce:)`), adjusted for delay and speed.
    /// A repeat is complete when its last cycle is: `count` cycles if that
    /// cycle plays backwards, otherwise the base's own point in the last cycle.
    public var logicalDuration: Double {
        switch storage {
        case .bezier(_, let duration): return max(0, duration)
        case .spring(let motion): return motion.spring.response
        case .delay(let delay, let base): return max(0, delay) + base.logicalDuration
        case .speed(let speed, let base): return speed > 0 ? base.logicalDuration / speed : .infinity
        case .repeated(nil, _, _): return .infinity
        case .repeated(let count?, let autoreverses, let base):
            let count = max(1, count)
            if autoreverses && count % 2 == 0 { return finishDuration }
            return Double(count - 1) * base.finishDuration + base.logicalDuration
        case .custom(let custom): return custom.logical
        }
    }

    /// True once `logicalDuration` has passed.
    public func isLogicallyComplete(at time: Double) -> Bool { time >= logicalDuration }
}
