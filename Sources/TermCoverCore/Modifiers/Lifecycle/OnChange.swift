extension View {
    /// Runs `action` with the old and new value each time `value` changes
    /// between frames (and once when the view appears if `initial`, with
    /// the value as both), as SwiftUI's `onChange(of:initial:_:)`.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` each time `value` changes between frames (and once when
    /// the view appears if `initial`), as SwiftUI's `onChange(of:initial:_:)`.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }
}

struct OnChangeModifier<V: Equatable>: PrimitiveModifier {
    let value: V
    let initial: Bool
    let action: @MainActor (V, V) -> Void

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let (lifetime, appeared, _) = context.viewLifetime()
        let old = lifetime.value as? V
        lifetime.value = value
        let action = self.action
        let new = value
        if appeared {
            if initial { context.graph.runAfterFrame { action(new, new) } }
        } else if let old, old != new {
            context.graph.runAfterFrame { action(old, new) }
        }
        return content.resolve(context)
    }
}
