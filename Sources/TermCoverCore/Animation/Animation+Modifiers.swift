extension Animation {
    /// Waits `delay` seconds, holding the start value, then runs.
    public func delay(_ delay: Double) -> Animation {
        Animation(.delay(delay, self))
    }

    /// Runs `speed` times as fast; 0 or less never progresses.
    public func speed(_ speed: Double) -> Animation {
        Animation(.speed(speed, self))
    }

    /// Plays `repeatCount` times (at least once). With `autoreverses`, every
    /// other cycle plays backwards in time, so an even count ends back at the
    /// start value and then jumps to the target, as in SwiftUI.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(.repeated(count: repeatCount, autoreverses: autoreverses, self))
    }

    /// Repeats for ever, playing every other cycle backwards if `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(.repeated(count: nil, autoreverses: autoreverses, self))
    }
}
