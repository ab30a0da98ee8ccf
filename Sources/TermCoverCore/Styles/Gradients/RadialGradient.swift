import Foundation

/// Colors changing outwards from a center, as SwiftUI's `RadialGradient`:
/// from `startRadius` to `endRadius` points (a column is 8 points, a row
/// 16, so its rings are round on the screen).
nonisolated public struct RadialGradient: ShapeStyle, GradientView {
    /// Drawn directly.
    public typealias Body = Never
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    /// A gradient from `startRadius` to `endRadius` about `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A gradient of `colors` spread evenly from `startRadius` to `endRadius`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient of `stops` from `startRadius` to `endRadius`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    nonisolated var styleKind: StyleKind {
        .gradient(GradientStyle(stops: gradient.stops, geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius),
                                perceptual: false))
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `colors`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `stops`.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
