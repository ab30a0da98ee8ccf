/// Reveals a view cell by cell up to `progress`: what the terminal-native
/// transitions animate. 0 shows nothing, 1 the whole view.
struct RevealModifier: PrimitiveModifier, Animatable {
    /// The order cells appear in.
    enum Order: Hashable {
        /// An ordered-dither order, like a dissolve in film.
        case dissolve
        /// From an edge across to the other side.
        case wipe(from: Edge)
    }

    let order: Order
    var progress: Double

    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        if progress >= 1 { return nodes }
        let p = max(0, progress)
        switch order {
        case .dissolve: return [EffectNode(single(nodes), effect: .dissolve(p), context)]
        case .wipe(let edge): return [EffectNode(single(nodes), effect: .wipe(p, from: edge), context)]
        }
    }
}
