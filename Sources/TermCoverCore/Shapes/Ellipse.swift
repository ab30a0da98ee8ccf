import Foundation

/// The ellipse that fills its frame, as SwiftUI's `Ellipse`, its edges
/// drawn at a fraction of a cell.
nonisolated public struct Ellipse: InsettableShape, CellShape {
    /// Shapes are drawn directly, with no body.
    public typealias Body = Never
    /// Nothing of an ellipse animates.
    public typealias AnimatableData = EmptyAnimatableData

    /// An ellipse.
    public init() {}

    var geometry: ShapeGeometry { .ellipse }

    /// The ellipse that fills `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    /// The shape inset by `amount` points on every side.
    public func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape(base: self, amount: amount) }
}
