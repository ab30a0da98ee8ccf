/// Shows the cells of a view in an ordered-dither order up to `progress`:
/// what the `.dissolve` transition animates.
struct DissolveModifier: PrimitiveModifier, Animatable {
    var progress: Double

    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        if progress >= 1 { return nodes }
        return [EffectNode(single(nodes), effect: .dissolve(max(0, progress)))]
    }
}

/// Reveals a view from an edge up to `progress`: what `.wipe(edge:)` animates.
struct WipeModifier: PrimitiveModifier, Animatable {
    let edge: Edge
    var progress: Double

    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        if progress >= 1 { return nodes }
        return [EffectNode(single(nodes), effect: .wipe(max(0, progress), from: edge))]
    }
}
