import Foundation

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`. Its
/// corner size is in points both ways (a column is 8 points and a row 16:
/// see `EnvironmentValues.cellSize`), so `cornerRadius: 16` rounds a
/// corner over two columns and one row and looks round, and a radius
/// larger than half the frame's shorter side is shrunk to fit, as in
/// SwiftUI: a one-row rounded rectangle has half-round ends.
///
/// Filled, its corners are drawn at a fraction of a cell; stroked thinly,
/// it is a box of ╭─╮ lines.
nonisolated public struct RoundedRectangle: InsettableShape, CellShape {
    /// Shapes are drawn directly, with no body.
    public typealias Body = Never

    /// The width and height of each corner, in points.
    public var cornerSize: CGSize
    /// How the corners curve.
    public var style: RoundedCornerStyle

    /// A rounded rectangle whose corners are `cornerSize` points.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// A rounded rectangle whose corners are quarter circles of `cornerRadius` points.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The corner size, so that a change of radius animates.
    public nonisolated var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(Double(cornerSize.width), Double(cornerSize.height)) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }

    var geometry: ShapeGeometry {
        .roundedRectangle(width: Double(cornerSize.width), height: Double(cornerSize.height))
    }

    /// `rect` with corners of `cornerSize`, shrunk to fit.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// The shape inset by `amount` points on every side.
    public func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape(base: self, amount: amount) }
}
