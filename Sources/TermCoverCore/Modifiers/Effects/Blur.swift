import Foundation

extension View {
    /// Blurs what the view draws by `radius` points, as SwiftUI's
    /// `blur(radius:opaque:)`: the view becomes a picture of itself (see
    /// `composePicture`), each sample averaged over a box that reaches
    /// `radius` points (a column is 8) further each way, so text reads as soft ink. Words come back
    /// whole, never in part, as the radius falls below half a cell. 0 draws
    /// the view as it is. `opaque` is accepted for SwiftUI's sake: a
    /// picture is always drawn over what is beneath.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(BlurModifier(radius: Double(radius)))
    }
}

struct BlurModifier: PrimitiveModifier, Animatable {
    var radius: Double

    nonisolated var animatableData: Double {
        get { radius }
        set { radius = newValue }
    }

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        let radius = context.cells.exactColumns(radius)
        // A radius too small to reach past a sample draws the view as it is.
        if radius < 1.0 / 64 { return nodes }
        return [EffectNode(single(nodes), effect: .blur(radius), context)]
    }
}
