import Foundation

extension View {
    /// Draws the view mapped by `transform` (in points, about its top-leading
    /// corner), without changing its layout, as SwiftUI's `transformEffect(_:)`.
    /// A map that turns or scales draws the view as a picture of itself,
    /// as `rotationEffect` and `scaleEffect` do.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(TransformEffectModifier(transform: transform))
    }
}

struct TransformEffectModifier: PrimitiveModifier {
    let transform: CGAffineTransform
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        if transform.isIdentity { return nodes }
        return [EffectNode(single(nodes), effect: .affine(LayerTransform(transform, context.cells)), context)]
    }
}

extension LayerTransform {
    /// A transform in points as a map of cells: S⁻¹·T·S, where S scales
    /// cells to points. It carries the turn it makes in points, so that
    /// line glyphs turn as the picture does.
    init(_ t: CGAffineTransform, _ cells: CellMetrics) {
        let w = cells.columnWidth, h = cells.rowHeight
        self.init(a: Double(t.a), b: Double(t.b) * w / h, c: Double(t.c) * h / w, d: Double(t.d),
                  tx: Double(t.tx) / w, ty: Double(t.ty) / h, rotation: .radians(atan2(Double(t.b), Double(t.a))))
    }
}
