/// Moves a view toward an edge by a fraction of its own size: what
/// `.move(edge:)` animates, since the distance depends on layout.
struct MoveEffect: PrimitiveModifier, Animatable {
    let edge: Edge
    var fraction: Double

    nonisolated var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [EffectNode(single(content.resolve(context)), effect: .move(edge: edge, fraction: fraction), context)]
    }
}
