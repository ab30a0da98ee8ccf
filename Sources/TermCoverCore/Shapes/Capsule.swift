import Foundation

/// A rectangle with half-round ends, as SwiftUI's `Capsule`: its corners
/// are half its shorter side. One row tall, its ends are half cells
/// (▐ Save ▌ around a label); stroked thinly it is a box of ╭─╮ lines.
nonisolated public struct Capsule: InsettableShape, CellShape {
    /// Shapes are drawn directly, with no body.
    public typealias Body = Never
    /// Nothing of a capsule animates.
    public typealias AnimatableData = EmptyAnimatableData

    /// How the ends curve; both styles look the same in a terminal.
    public var style: RoundedCornerStyle

    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    var geometry: ShapeGeometry { .capsule }

    /// `rect` with ends of half its shorter side.
    public func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: r, height: r), style: style)
    }

    /// The shape inset by `amount` points on every side.
    public func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape(base: self, amount: amount) }
}
