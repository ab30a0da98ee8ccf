/// `scaleEffect(_:anchor:)`: stretches the layer about an anchor. How the
/// stretched layer is resampled onto cells (keeping a box's border) is the
/// sampler's job; see `AxisSampling`.
extension LayerTransform {
    /// A scale by (x, y) about `anchor`, given in the layer's cells.
    package static func scale(x: Double, y: Double, anchor: Point) -> LayerTransform {
        // The anchor is the one point that does not move.
        LayerTransform(a: x, b: 0, c: 0, d: y, tx: anchor.x * (1 - x), ty: anchor.y * (1 - y))
    }

    /// This map followed by `scaleEffect(x:y:anchor:)` on a layer of `size`.
    /// The anchor is relative to the layer's own bounds: effects do not move
    /// layout, so every anchor refers to the same frame, as in SwiftUI.
    package func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center, in size: Size) -> LayerTransform {
        concatenating(.scale(x: x, y: y, anchor: anchor.point(in: size)))
    }

    /// This map followed by `scaleEffect(_:anchor:)` on a layer of `size`.
    package func scaleEffect(_ scale: Double, anchor: UnitPoint = .center, in size: Size) -> LayerTransform {
        scaleEffect(x: scale, y: scale, anchor: anchor, in: size)
    }
}
