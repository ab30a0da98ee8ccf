extension Animation {
    /// The duration SwiftUI gives timing curves when none is specified.
    static let defaultCurveDuration = 0.35

    /// An animation that follows `curve` over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
        Animation(.bezier(curve, duration: duration))
    }

    /// A cubic Bézier timing curve with control points (c0x, c0y) and (c1x, c1y).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                   duration: Double = 0.35) -> Animation {
        timingCurve(.bezier(startControlPoint: UnitPoint(x: c0x, y: c0y),
                            endControlPoint: UnitPoint(x: c1x, y: c1y)), duration: duration)
    }

    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { timingCurve(.linear, duration: duration) }
    /// Constant speed over 0.35 s.
    public static var linear: Animation { linear(duration: defaultCurveDuration) }

    /// Starts slowly, over `duration` seconds; control points (0.42, 0), (1, 1).
    public static func easeIn(duration: Double) -> Animation { timingCurve(.easeIn, duration: duration) }
    /// Starts slowly, over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: defaultCurveDuration) }

    /// Ends slowly, over `duration` seconds; control points (0, 0), (0.58, 1).
    public static func easeOut(duration: Double) -> Animation { timingCurve(.easeOut, duration: duration) }
    /// Ends slowly, over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: defaultCurveDuration) }

    /// Starts and ends slowly, over `duration` seconds; control points (0.42, 0), (0.58, 1).
    public static func easeInOut(duration: Double) -> Animation { timingCurve(.easeInOut, duration: duration) }
    /// Starts and ends slowly, over 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: defaultCurveDuration) }
}
