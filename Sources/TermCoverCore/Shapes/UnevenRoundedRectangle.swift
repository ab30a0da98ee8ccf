import Foundation

/// The radii of a rectangle's four corners, in points, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top-leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom-leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner's radius.
    public var topTrailing: CGFloat

    /// Radii for each corner.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners each have their own radius, as SwiftUI's
/// `UnevenRoundedRectangle`. A radius beyond half the shorter side is
/// shrunk to it.
public struct UnevenRoundedRectangle: InsettableShape {
    /// Drawn by its path.
    public typealias Body = _ShapeView<Self, ForegroundStyle>
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// How the corners curve; both styles look the same in a terminal.
    public var style: RoundedCornerStyle

    /// A rectangle with `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with each corner's radius.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    /// The four radii.
    public nonisolated var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get {
            AnimatablePair(AnimatablePair(cornerRadii.topLeading, cornerRadii.bottomLeading),
                           AnimatablePair(cornerRadii.bottomTrailing, cornerRadii.topTrailing))
        }
        set {
            cornerRadii = RectangleCornerRadii(topLeading: newValue.first.first, bottomLeading: newValue.first.second,
                                               bottomTrailing: newValue.second.first, topTrailing: newValue.second.second)
        }
    }

    /// The rectangle with its corners rounded.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The shape inset by `amount` points on every side.
    public func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape(base: self, amount: amount) }
}
