/// A two-dimensional shape, as SwiftUI's `Shape`: a view that fills the
/// space it is offered with the foreground style, and that `fill(_:style:)`,
/// `stroke(_:lineWidth:antialiased:)`, `clipShape(_:style:)` and
/// `background(_:in:fillStyle:)` take.
///
/// A terminal draws no paths, so the protocol has no `path(in:)`: each of
/// TermCover's shapes (`Rectangle`, `RoundedRectangle`, `Capsule`,
/// `Circle`, `Ellipse`) knows how much of every part of a cell it covers,
/// and is drawn with block elements and quadrants at a fraction of a cell
/// (see `SubcellPrecision`). Lengths in shapes are columns both ways,
/// and a row is `EnvironmentValues.cellAspectRatio` columns tall, so a
/// `Circle` is round on the screen. A type of your own that conforms is
/// taken as a rectangle by the modifiers that take a shape.
public protocol Shape: View, Animatable, Sendable {}

/// A shape that can be drawn inset within its frame, as SwiftUI's
/// `InsettableShape`: `strokeBorder(_:lineWidth:antialiased:)` keeps its
/// line inside the frame.
public protocol InsettableShape: Shape {}

/// A shape TermCover can draw: it says what it is, and draws as a fill of
/// the foreground style when used as a view.
protocol CellShape: Shape, PrimitiveView {
    /// What the shape is, before it is fitted to a frame.
    var geometry: ShapeGeometry { get }
}

extension CellShape {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [ShapeNode(geometry: geometry, drawing: .fill, style: .foreground, antialiased: true, context.environment)]
    }
}

extension Shape {
    /// What the shape is; a rectangle for shapes TermCover does not define.
    var shapeGeometry: ShapeGeometry {
        (self as? any CellShape)?.geometry ?? .rectangle
    }
}
