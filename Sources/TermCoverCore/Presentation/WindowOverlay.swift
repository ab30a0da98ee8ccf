extension View {
    /// Draws `content` above everything on screen, full-screen covers
    /// included, aligned in the screen: a status bar or a heads-up display
    /// that stays readable while covers come and go. It takes no keys and
    /// does not change layout; it is resolved after the covers of each frame,
    /// so it can show what they are doing.
    public func windowOverlay<Content: View>(alignment: Alignment = .bottom,
                                             @ViewBuilder content: @escaping @MainActor () -> Content) -> some View {
        modifier(WindowOverlayModifier(alignment: alignment, content: { AnyView(content()) }))
    }
}

/// One overlay as the stack knows it for a frame.
@MainActor
struct WindowOverlayRecord {
    let path: ViewPath
    let alignment: Alignment
    let environment: EnvironmentValues
    let content: @MainActor () -> AnyView
}

struct WindowOverlayModifier: PrimitiveModifier {
    let alignment: Alignment
    let content: @MainActor () -> AnyView

    func makeNodes(content presenter: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let record = WindowOverlayRecord(path: context.path.appending(.name("windowOverlay")), alignment: alignment,
                                         environment: context.environment, content: content)
        // Reusing the presenter's nodes must still keep the overlay.
        let stack = context.presentations
        context.graph.perform { stack.addOverlay(record) }
        return presenter.resolve(context)
    }
}

extension PresentationStack {
    /// Resolves this frame's overlays, each as a layer above the covers with its alignment.
    func resolveOverlays(_ root: ResolveContext) -> [(node: LayoutNode, alignment: Alignment)] {
        overlays.map { record in
            var context = root
            context.path = record.path
            context.environment = record.environment
            return (single(context.resolveHere(record.content())), record.alignment)
        }
    }
}
