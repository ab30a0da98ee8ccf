extension Animation {
    /// The animation used when none is specified: since iOS 17 SwiftUI's is a
    /// critically damped spring. Apple's docs say response 0.55 s, a
    /// re-implementation checked against SwiftUI says 0.5 s; TermCover uses
    /// 0.5 s, which makes it the same motion as `.smooth` and `.spring`.
    public static let `default` = Animation.spring(response: 0.5, dampingFraction: 1)

    /// An animation driven by `spring`.
    public static func spring(_ spring: Spring, blendDuration: Double = 0.0) -> Animation {
        Animation(.spring(SpringMotion(spring: spring, blendDuration: blendDuration)))
    }

    // Disfavoured so that `.spring()` means the response form, as it did
    // before this overload existed, instead of being ambiguous.
    /// A spring that feels done after `duration` and overshoots by `bounce`.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// A spring with undamped period `response` and damping `dampingFraction` of critical.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: Double = 0) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    /// A critically damped 0.5 s spring.
    public static var spring: Animation { spring(Spring(duration: 0.5, bounce: 0)) }

    /// A quick spring for following a finger or a key held down.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// Response 0.15 s, damping fraction 0.86, blend duration 0.25 s.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A spring from physical constants that starts with `initialVelocity`
    /// (in changes per second: 1 covers the whole change in a second).
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
                            initialVelocity: initialVelocity)
    }

    /// The same as `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`,
    /// with the arguments in the order TermCover's issue tracker uses.
    public static func interpolatingSpring(stiffness: Double, damping: Double, mass: Double,
                                           initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// A spring animation that starts with `initialVelocity`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(.spring(SpringMotion(spring: spring, initialVelocity: initialVelocity)))
    }

    /// A spring of `duration` and `bounce` that starts with `initialVelocity`.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0.0,
                                           initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// A critically damped 0.5 s spring.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// No bounce, 0.5 s.
    public static var smooth: Animation { spring(.smooth) }
    /// A little bounce (0.15), 0.5 s.
    public static var snappy: Animation { spring(.snappy) }
    /// Noticeable bounce (0.3), 0.5 s.
    public static var bouncy: Animation { spring(.bouncy) }

    /// A spring with no bounce, plus `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// A spring with a small bounce, plus `extraBounce`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// A spring with a noticeable bounce, plus `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }
}
