extension View {
    /// Draws the view blended over what is beneath it, as in SwiftUI: 0 is
    /// invisible, 1 opaque. Terminals without enough colors dissolve instead.
    public func opacity(_ opacity: Double) -> some View {
        modifier(OpacityEffect(opacity: opacity))
    }
}

struct OpacityEffect: PrimitiveModifier, Animatable {
    var opacity: Double

    nonisolated var animatableData: Double {
        get { opacity }
        set { opacity = newValue }
    }

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        if opacity >= 1 { return nodes }
        return [EffectNode(single(nodes), effect: .opacity(min(1, max(0, opacity))), context)]
    }
}
