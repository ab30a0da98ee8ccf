extension View {
    /// Runs `action` with the value of `key` the view's subtree produces,
    /// when the view first appears and whenever the value changes, as
    /// SwiftUI's `onPreferenceChange(_:perform:)`. The action runs after
    /// the frame, so it may change state.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        modifier(PreferenceChangeModifier(collect: { K.collect(from: $0) }, changed: { ($0 as? K.Value) != ($1 as! K.Value) },
                                          action: { action($0 as! K.Value) }))
    }
}

struct PreferenceChangeModifier: PrimitiveModifier {
    let collect: @MainActor ([LayoutNode]) -> Any
    let changed: (Any?, Any) -> Bool
    let action: (Any) -> Void

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        let graph = context.graph
        // Kept across frames; its value changes without a new frame.
        let last = graph.stateBox(at: context.path.appending(.name("preference")), initial: GeometryChangeBox()).value
        let value = collect(nodes)
        if changed(last.value, value) {
            last.value = value
            graph.runAfterFrame { [action] in action(value) }
        }
        return nodes
    }
}
