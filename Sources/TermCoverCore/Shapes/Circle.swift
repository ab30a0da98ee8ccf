import Foundation

/// The largest circle that fits its frame, centered, as SwiftUI's
/// `Circle`. It is round on the screen: cells are about twice as tall as
/// wide (`EnvironmentValues.cellAspectRatio`), so a circle in a frame 20
/// columns wide and 10 rows tall fills it. Its edges, filled or stroked,
/// are drawn at a fraction of a cell.
nonisolated public struct Circle: InsettableShape, CellShape {
    /// Shapes are drawn directly, with no body.
    public typealias Body = Never
    /// Nothing of a circle animates.
    public typealias AnimatableData = EmptyAnimatableData

    /// A circle.
    public init() {}

    var geometry: ShapeGeometry { .circle }

    /// The largest circle centered in `rect`, starting at its trailing point and going clockwise on screen.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    /// The shape inset by `amount` points on every side.
    public func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape(base: self, amount: amount) }
}
