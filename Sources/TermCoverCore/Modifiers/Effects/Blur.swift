extension View {
    /// Blurs what the view draws by `radius` cells, as SwiftUI's
    /// `blur(radius:opaque:)` does by points: the view becomes a picture of
    /// itself (see `composePicture`), each sample averaged over a box that
    /// reaches `radius` columns and half as many rows (cells are twice as
    /// tall as wide) further, so text reads as soft ink. Words come back
    /// whole, never in part, as the radius falls below half a cell. 0 draws
    /// the view as it is. `opaque` is accepted for SwiftUI's sake: a
    /// picture is always drawn over what is beneath.
    public func blur(radius: Double, opaque: Bool = false) -> some View {
        modifier(BlurModifier(radius: radius))
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
        // A radius too small to reach past a sample draws the view as it is.
        if radius < 1.0 / 64 { return nodes }
        return [EffectNode(single(nodes), effect: .blur(radius), context)]
    }
}
