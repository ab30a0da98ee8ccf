extension View {
    /// Scales what the view draws about `anchor`, without changing its
    /// layout, as in SwiftUI. The cells are resampled: 1 is exact, 0 draws
    /// nothing, and boxes in between shrink as boxes.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Scales horizontally by `x` and vertically by `y` about `anchor`.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View {
        modifier(ScaleModifier(x: x, y: y, anchor: anchor))
    }
}

struct ScaleModifier: PrimitiveModifier, Animatable {
    var x: Double
    var y: Double
    var anchor: UnitPoint

    nonisolated var animatableData: AnimatablePair<AnimatablePair<Double, Double>, UnitPoint.AnimatableData> {
        get { AnimatablePair(AnimatablePair(x, y), anchor.animatableData) }
        set { x = newValue.first.first; y = newValue.first.second; anchor.animatableData = newValue.second }
    }

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        if x == 1 && y == 1 { return nodes }
        return [EffectNode(single(nodes), effect: .scale(x: x, y: y, anchor: anchor), context)]
    }
}
