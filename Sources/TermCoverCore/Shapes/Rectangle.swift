import Foundation

/// A rectangle that fills its frame, as SwiftUI's `Rectangle`. Stroked
/// thinly it is a box of ┌─┐ lines.
nonisolated public struct Rectangle: InsettableShape, CellShape {
    /// Shapes are drawn directly, with no body.
    public typealias Body = Never
    /// Nothing of a rectangle animates.
    public typealias AnimatableData = EmptyAnimatableData

    /// A rectangle.
    public init() {}

    var geometry: ShapeGeometry { .rectangle }

    /// The frame itself.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// The shape inset by `amount` points on every side.
    public func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape(base: self, amount: amount) }
}
