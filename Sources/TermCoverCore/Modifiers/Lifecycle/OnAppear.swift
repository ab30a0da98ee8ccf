extension View {
    /// Runs `action` once each time this view appears: after the first
    /// frame that shows it, as in SwiftUI. In a cover's content, that is
    /// when the presentation starts.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(OnAppearModifier(action: action))
    }

    /// Runs `action` once each time this view disappears, as in SwiftUI:
    /// when it has left the tree, after its removal transition (for a
    /// cover's content, once the dismissal has finished).
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(OnDisappearModifier(action: action))
    }
}

struct OnAppearModifier: PrimitiveModifier {
    let action: (@MainActor () -> Void)?
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let (_, appeared, _) = context.viewLifetime()
        if appeared, let action { context.graph.runAfterFrame(action) }
        return content.resolve(context)
    }
}

struct OnDisappearModifier: PrimitiveModifier {
    let action: (@MainActor () -> Void)?
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        // The latest closure runs, with what it captured last.
        context.viewLifetime().lifetime.onDisappear = action
        return content.resolve(context)
    }
}
