import Foundation

/// A shape inset by an amount on every side: what `inset(by:)` gives.
/// A rounded rectangle's corners shrink by the amount too, so that the
/// inset outline keeps an even distance from the original.
public struct _InsetShape<Base: InsettableShape>: InsettableShape {
    /// Drawn by its path.
    public typealias Body = _ShapeView<Self, ForegroundStyle>
    var base: Base
    var amount: CGFloat

    /// The base shape's animatable data and the amount.
    public nonisolated var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set { base.animatableData = newValue.first; amount = newValue.second }
    }

    /// The base shape's path in `rect` made smaller by `amount` on each side.
    public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: amount, dy: amount)
        guard inner.width > 0, inner.height > 0 else { return Path() }
        if let rounded = base as? RoundedRectangle {
            let corner = CGSize(width: max(0, rounded.cornerSize.width - amount), height: max(0, rounded.cornerSize.height - amount))
            return Path(roundedRect: inner, cornerSize: corner, style: rounded.style)
        }
        return base.path(in: inner)
    }

    /// Inset further.
    public func inset(by more: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: amount + more) }
}
