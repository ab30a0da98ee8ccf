/// `offset(x:y:)`: moves the layer by cells. Fractions are kept in the
/// transform and rounded half up (`cellRound`) when the layer is sampled, so
/// an offset animating through x.5 steps once, in the direction of motion.
extension LayerTransform {
    /// A move by (x, y) cells.
    package static func offset(x: Double, y: Double) -> LayerTransform {
        LayerTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// This map followed by a move by (x, y) cells: `content.….offset(x:y:)`.
    package func offset(x: Double = 0, y: Double = 0) -> LayerTransform {
        concatenating(.offset(x: x, y: y))
    }
}
