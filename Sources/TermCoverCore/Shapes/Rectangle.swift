/// A rectangle that fills its frame, as SwiftUI's `Rectangle`. Stroked
/// thinly it is a box of ┌─┐ lines.
public struct Rectangle: InsettableShape, CellShape {
    /// Shapes are drawn directly, with no body.
    public typealias Body = Never
    /// Nothing of a rectangle animates.
    public typealias AnimatableData = EmptyAnimatableData

    /// A rectangle.
    public init() {}

    var geometry: ShapeGeometry { .rectangle }
}
