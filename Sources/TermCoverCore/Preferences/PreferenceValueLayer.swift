extension View {
    /// Draws, in front of the view, the view `transform` makes of the value
    /// of `key` that the view's subtree produces, as SwiftUI's
    /// `overlayPreferenceValue(_:_:)`.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        overlayPreferenceValue(key, alignment: .center, transform)
    }

    /// The overlay of `overlayPreferenceValue(_:_:)`, placed by `alignment` (iOS 16).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceLayerModifier(alignment: alignment, inFront: true) { AnyView(transform(K.collect(from: $0))) })
    }

    /// Draws, behind the view, the view `transform` makes of the value of
    /// `key` that the view's subtree produces, as SwiftUI's
    /// `backgroundPreferenceValue(_:_:)`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        backgroundPreferenceValue(key, alignment: .center, transform)
    }

    /// The background of `backgroundPreferenceValue(_:_:)`, placed by `alignment` (iOS 16).
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceLayerModifier(alignment: alignment, inFront: false) { AnyView(transform(K.collect(from: $0))) })
    }
}

/// Resolves the view, then the layer made of what it produced.
struct PreferenceLayerModifier: PrimitiveModifier {
    let alignment: Alignment
    let inFront: Bool
    let layer: @MainActor ([LayoutNode]) -> AnyView

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        let main = single(nodes)
        let view = layer(nodes)
        let extra = single(context.containerContext(axis: nil).resolve(view, at: .name(inFront ? "overlay" : "background")))
        return [LayerNode(main, layer: extra, alignment: alignment, inFront: inFront)]
    }
}
