extension View {
    /// Sets `key`'s value for this view to `value`, for ancestors to read;
    /// what the views inside set for the same key is replaced.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceModifier(key: ObjectIdentifier(key)) { _ in value })
    }

    /// Changes `key`'s value as this view's subtree produced it.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceModifier(key: ObjectIdentifier(key)) { values in
            var value = K.defaultValue
            for next in values { K.reduce(value: &value) { next as! K.Value } }
            callback(&value)
            return value
        })
    }
}

/// Sets a preference on the view's node.
struct PreferenceModifier: PrimitiveModifier {
    let key: ObjectIdentifier
    let value: @MainActor ([Any]) -> Any

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [PreferenceNode(single(content.resolve(context)), key: key, value: value)]
    }
}
