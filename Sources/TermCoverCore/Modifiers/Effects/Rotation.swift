extension View {
    /// Rotates what the view draws by `angle` about `anchor`, without
    /// changing its layout, as in SwiftUI. Cells are taller than wide, so
    /// the rotation is corrected by the environment's `cellAspectRatio`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(RotationModifier(angle: angle, anchor: anchor))
    }
}

struct RotationModifier: PrimitiveModifier, Animatable {
    var angle: Angle
    var anchor: UnitPoint

    nonisolated var animatableData: AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(angle.animatableData, anchor.animatableData) }
        set { angle.animatableData = newValue.first; anchor.animatableData = newValue.second }
    }

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        if angle.radians == 0 { return nodes }
        return [EffectNode(single(nodes), effect: .rotation(angle, anchor: anchor), context)]
    }
}
