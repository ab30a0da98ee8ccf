extension Spring {
    /// No bounce, 0.5 s.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A little bounce (0.15), 0.5 s.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// Noticeable bounce (0.3), 0.5 s.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A spring with no bounce, plus `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a small bounce (0.15), plus `extraBounce`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a noticeable bounce (0.3), plus `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
