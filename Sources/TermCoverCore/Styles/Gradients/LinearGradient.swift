import Foundation

/// Colors changing along a line, as SwiftUI's `LinearGradient`: from
/// `startPoint` to `endPoint` of the frame it fills, each held beyond its
/// end. A cell takes the color at its center, or with eighths on a
/// true-color terminal the colors at its 2 × 4 samples, drawn as one
/// block element and two colors; in 256 colors the palette's dither
/// shows the steps between its colors.
nonisolated public struct LinearGradient: ShapeStyle, GradientView {
    /// Drawn directly.
    public typealias Body = Never
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient of `colors` spread evenly from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    nonisolated var styleKind: StyleKind {
        .gradient(GradientStyle(stops: gradient.stops, geometry: .linear(start: startPoint, end: endPoint), perceptual: false))
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `colors`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `stops`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// A linear gradient of an `AnyGradient`, keeping how it mixes.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> AnyShapeStyle {
        AnyShapeStyle(kind: .gradient(GradientStyle(stops: gradient.gradient.stops, geometry: .linear(start: startPoint, end: endPoint),
                                                     perceptual: gradient.space.isPerceptual)))
    }

    /// A radial gradient of an `AnyGradient`, keeping how it mixes.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
                                      endRadius: CGFloat) -> AnyShapeStyle {
        AnyShapeStyle(kind: .gradient(GradientStyle(stops: gradient.gradient.stops,
                                                     geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius),
                                                     perceptual: gradient.space.isPerceptual)))
    }

    /// An elliptical gradient of an `AnyGradient`, keeping how it mixes.
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> AnyShapeStyle {
        AnyShapeStyle(kind: .gradient(GradientStyle(stops: gradient.gradient.stops,
                                                     geometry: .elliptical(center: center, startFraction: startRadiusFraction,
                                                                           endFraction: endRadiusFraction),
                                                     perceptual: gradient.space.isPerceptual)))
    }

    /// A whole turn of an `AnyGradient` from `angle`, keeping how it mixes.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint, angle: Angle = .zero) -> AnyShapeStyle {
        AnyShapeStyle(kind: .gradient(GradientStyle(stops: gradient.gradient.stops,
                                                     geometry: .angular(center: center, startAngle: angle.radians,
                                                                        endAngle: angle.radians + 2 * .pi),
                                                     perceptual: gradient.space.isPerceptual)))
    }
}
