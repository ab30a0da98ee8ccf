import Foundation

extension View {
    /// Moves the view by (x, y) points without changing its layout, as in
    /// SwiftUI. Offsets are not rounded: 8 points is a column and 16 a row
    /// (see `EnvironmentValues.cellSize`), and fractions of a cell move a
    /// surface's edges by eighths (see `SubcellPrecision`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(OffsetEffect(x: Double(x), y: Double(y)))
    }

    /// Moves the view by `offset` points.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }
}

struct OffsetEffect: TranslationEffectModifier {
    var x: Double
    var y: Double

    nonisolated var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }

    func renderEffect(_ cells: CellMetrics) -> RenderEffect {
        .offset(x: cells.exactColumns(x), y: cells.exactRows(y))
    }
}
