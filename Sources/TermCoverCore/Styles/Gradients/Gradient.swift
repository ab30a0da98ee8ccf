import Foundation

/// Colors at locations along a line from 0 to 1, as SwiftUI's `Gradient`.
/// As a shape style it is drawn from the top of the frame to its bottom.
public struct Gradient: Hashable, Sendable {
    /// One color at one location, as SwiftUI's `Gradient.Stop`.
    public struct Stop: Hashable, Sendable {
        /// The color.
        public var color: Color
        /// Where, from 0 (the start) to 1 (the end).
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// How colors between two stops are mixed, as SwiftUI's `Gradient.ColorSpace`.
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool
        /// The colors' components as the terminal takes them (sRGB), mixed
        /// straight: SwiftUI's default, where red to green passes a dark olive.
        public static let device = ColorSpace(isPerceptual: false)
        /// Mixed in OKLab, so that equal steps look equal.
        public static let perceptual = ColorSpace(isPerceptual: true)
    }

    /// The stops, in the order given.
    public var stops: [Stop]

    /// Colors spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
    }

    /// Colors at the stops' locations.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// This gradient mixing its colors in `space`.
    public func colorSpace(_ space: ColorSpace) -> AnyGradient {
        AnyGradient(self, colorSpace: space)
    }
}

extension Gradient: ShapeStyle, KnownShapeStyle {
    nonisolated var styleKind: StyleKind {
        .gradient(GradientStyle(stops: stops, geometry: .linear(start: .top, end: .bottom), perceptual: false))
    }
}

/// A gradient as a value of its own, as SwiftUI's `AnyGradient`: what
/// `Color.gradient` gives. As a shape style it is drawn from the top of
/// the frame to its bottom.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, KnownShapeStyle {
    let gradient: Gradient
    let space: Gradient.ColorSpace

    /// Wraps `gradient`.
    public init(_ gradient: Gradient) {
        self.init(gradient, colorSpace: .device)
    }

    init(_ gradient: Gradient, colorSpace: Gradient.ColorSpace) {
        self.gradient = gradient
        self.space = colorSpace
    }

    /// This gradient mixing its colors in `space`.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        AnyGradient(gradient, colorSpace: space)
    }

    nonisolated var styleKind: StyleKind {
        .gradient(GradientStyle(stops: gradient.stops, geometry: .linear(start: .top, end: .bottom), perceptual: space.isPerceptual))
    }
}

extension Color {
    /// A gentle gradient of the color, as SwiftUI's `Color.gradient`: a
    /// little lighter at the top and a little darker at the bottom (Apple
    /// does not document its exact ends; here they are the color mixed 10%
    /// towards white and 10% towards black).
    public var gradient: AnyGradient {
        let top = ColorBlend.mix(self, isBackground: true, Color(.rgb(255, 255, 255)), isBackground: true, 0.1)
        let bottom = ColorBlend.mix(self, isBackground: true, Color(.rgb(0, 0, 0)), isBackground: true, 0.1)
        return AnyGradient(Gradient(colors: [top.opacity(alpha), bottom.opacity(alpha)]))
    }
}
