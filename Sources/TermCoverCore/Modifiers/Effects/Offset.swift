extension View {
    /// Moves the view by (x, y) cells (columns and rows, not points) without
    /// changing its layout, as in SwiftUI. Fractions of a cell move a
    /// surface's edges by eighths (see `SubcellPrecision`).
    public func offset(x: Double = 0, y: Double = 0) -> some View {
        modifier(OffsetEffect(x: x, y: y))
    }

    /// Moves the view by `offset` cells.
    public func offset(_ offset: Point) -> some View { self.offset(x: offset.x, y: offset.y) }
}

struct OffsetEffect: TranslationEffectModifier {
    var x: Double
    var y: Double

    nonisolated var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }

    var renderEffect: RenderEffect { .offset(x: x, y: y) }
}
