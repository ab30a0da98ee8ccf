import Foundation

/// A two-dimensional shape, as SwiftUI's `Shape`: a view that fills the
/// space it is offered with the foreground style, and that `fill(_:style:)`,
/// `stroke(_:style:antialiased:)`, `trim(from:to:)`, `clipShape(_:style:)`
/// and `background(_:in:fillStyle:)` take.
///
/// A shape says what it covers with `path(in:)`, in points, in a frame
/// whose origin is its top-leading corner (a column is 8 points, a row 16:
/// see `EnvironmentValues.cellSize`), and is drawn with block elements and
/// quadrants at a fraction of a cell (see `SubcellPrecision`). A shape of
/// your own that animates says so with `animatableData`: each frame of an
/// animation asks for its path with the interpolated value, so it morphs.
///
/// The built-in shapes (`Rectangle`, `RoundedRectangle`, `Capsule`,
/// `Circle`, `Ellipse`) are drawn from their exact outlines, and stroked
/// thinly as box-drawing lines (┌─┐, ╭─╮).
nonisolated public protocol Shape: View, Animatable, Sendable {
    /// The outline of the shape in `rect`, in points.
    func path(in rect: CGRect) -> Path
}

/// A shape that can be drawn inset within its frame, as SwiftUI's
/// `InsettableShape`: `strokeBorder(_:lineWidth:antialiased:)` keeps its
/// line inside the frame.
nonisolated public protocol InsettableShape: Shape {
    /// The kind of shape an inset makes.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` points on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension Shape {
    /// A shape of your own draws as a fill of the foreground style, as in SwiftUI.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }
}

/// A shape TermCover can draw from its exact outline: it says what it is,
/// and draws as a fill of the foreground style when used as a view.
protocol CellShape: Shape, PrimitiveView {
    /// What the shape is, before it is fitted to a frame.
    nonisolated var geometry: ShapeGeometry { get }
}

extension CellShape {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [ShapeNode(form: shapeForm, mode: .fill(eoFill: false), style: .foreground, antialiased: true, context.environment)]
    }
}

/// What the nodes that draw a shape know of it: its built-in outline, if
/// it has one, and how to make its path in a frame.
struct ShapeForm: @unchecked Sendable {
    /// The built-in outline, or nil for a shape known only by its path.
    let geometry: ShapeGeometry?
    /// The path in a frame of the given size, in points.
    let makePath: @Sendable (CGRect) -> Path

    /// A rectangle.
    static let rectangle = ShapeForm(geometry: .rectangle, makePath: { Path($0) })
}

extension Shape {
    /// What the shape is to the nodes that draw it.
    var shapeForm: ShapeForm {
        if let erased = self as? AnyShape { return erased.form }
        let shape = self
        return ShapeForm(geometry: (self as? any CellShape)?.geometry, makePath: { shape.path(in: $0) })
    }
}
