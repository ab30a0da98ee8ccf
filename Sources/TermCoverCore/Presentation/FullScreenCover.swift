extension View {
    /// Presents `content` full-screen over everything while `isPresented`
    /// is true, as SwiftUI's `fullScreenCover(isPresented:onDismiss:content:)`.
    /// The content's `.transition` decides the motion (SwiftUI's move from
    /// the bottom edge when it has none); the change's animation the timing.
    /// If this view leaves the tree, the cover goes with it at once, without
    /// animation, and `onDismiss` runs.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                               @ViewBuilder content: @escaping @MainActor () -> Content) -> some View {
        modifier(BindingCoverModifier(wanted: isPresented.wrappedValue ? AnyHashable(true) : nil,
                                      clear: { isPresented.wrappedValue = false }, onDismiss: onDismiss,
                                      content: { _ in AnyView(content()) }))
    }

    /// Presents a cover for `item` while it is not nil, as SwiftUI's
    /// `fullScreenCover(item:onDismiss:content:)`: an item with a new
    /// identity dismisses the old cover, runs `onDismiss`, then presents the
    /// new one; the same identity updates the content in place.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping @MainActor (Item) -> Content) -> some View {
        let current = item.wrappedValue
        return modifier(BindingCoverModifier(wanted: current.map { AnyHashable($0.id) }, item: CoverItem(value: current),
                                             clear: { item.wrappedValue = nil }, onDismiss: onDismiss,
                                             content: { AnyView(content($0 as! Item)) }))
    }

    /// Presents `content` under the control of `presentation`, a proxy
    /// from `PresentationCoordinator`: `await proxy.present()` and
    /// `await proxy.dismiss()` return when the transition has finished.
    /// As in the FullScreenCover library, the presentation background is
    /// clear, so that custom transitions show the presenter beneath (a
    /// `Color.black.opacity(0.5)` in the content dims it);
    /// `.presentationBackground(_:)` on the content overrides it.
    /// `animation` times the transitions (the caller's transaction, or the
    /// default animation, when nil).
    public func fullScreenCover<Content: View>(presentation: PresentationProxy, animation: Animation? = nil,
                                               @ViewBuilder content: @escaping @MainActor () -> Content) -> some View {
        modifier(ProxyCoverModifier(proxy: presentation, animation: animation, content: { AnyView(content()) }))
    }
}

/// Registers the cover with the stack and keeps its record current.
@MainActor
private func register(_ context: ResolveContext, proxy: @autoclosure () -> PresentationProxy,
                      content: @escaping @MainActor (ResolveContext) -> [LayoutNode],
                      dismiss: @escaping @MainActor () -> Void) -> CoverRecord {
    let record = context.presentations.register(at: context.path, proxy: proxy())
    record.proxy.graph = context.graph
    record.content = content
    record.environment = context.environment
    record.inputsChangedAt = context.inputsChangedAt
    record.requestDismiss = dismiss
    // Reusing the presenter's nodes must still keep the cover registered.
    let stack = context.presentations
    context.graph.perform { stack.reregister(record) }
    return record
}

/// `isPresented` and `item` covers: a binding says what should be shown,
/// and the cover follows it through the proxy's state machine.
struct BindingCoverModifier: PrimitiveModifier {
    let wanted: AnyHashable?
    var item = CoverItem(value: nil)
    let clear: @MainActor () -> Void
    let onDismiss: (@MainActor () -> Void)?
    let content: @MainActor (Any?) -> AnyView
    /// The modal's own timing, whatever the change's animation (an alert's), in and out.
    var timing: (present: Animation, dismiss: Animation)?

    func makeNodes(content presenter: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = presenter.resolve(context)
        // A presenter on its way out of the tree shows no cover (see `isLeavingTree`).
        guard !context.isLeavingTree else { return nodes }
        // The item shown stays available while its cover leaves.
        let lastItem = context.graph.stateBox(at: context.path.appending(.name("item")), initial: item.value)
        if item.value != nil { lastItem.value = item.value }
        let shownItem = lastItem.value
        let build = self.content
        let record = register(context, proxy: PresentationProxy(),
                              content: { $0.resolveHere(build(shownItem)) }, dismiss: clear)
        record.clearPresentation = clear
        let proxy = record.proxy
        proxy.onDismiss = onDismiss
        if let timing {
            proxy.animation = timing.present
            proxy.dismissAnimation = timing.dismiss
        }
        let transaction = context.transaction
        switch (wanted, proxy.currentPhase) {
        case (nil, .presenting), (nil, .presented):
            proxy.startDismissing(transaction: transaction)
        case (nil, .dismissing):
            proxy.queuedKey = nil
        case (let key?, .idle):
            proxy.startPresenting(key: key, transaction: transaction)
        case (let key?, .dismissing) where key == proxy.shownKey:
            // Shown again before it has gone: it turns around from where it
            // is, as a dismissal during presenting does, so the cover on
            // screen always follows the binding (and the keys that set it).
            proxy.reverseDismissal(transaction: transaction)
        case (let key?, .dismissing):
            proxy.queuedKey = key
        case (let key?, _) where key != proxy.shownKey:
            // A new identity: the old cover leaves first, then the new one comes.
            proxy.startDismissing(transaction: transaction)
            proxy.queuedKey = key
        default:
            break
        }
        return nodes
    }
}

/// The item an `item` cover shows. Boxed so that the modifier's fields say
/// plainly that none is a dynamic property (an `Any` field could hold one,
/// which would make the graph inspect the modifier with `Mirror` every frame).
struct CoverItem {
    let value: Any?
}

/// Covers driven by a `PresentationProxy`.
struct ProxyCoverModifier: PrimitiveModifier {
    let proxy: PresentationProxy
    let animation: Animation?
    let content: @MainActor () -> AnyView

    func makeNodes(content presenter: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = presenter.resolve(context)
        guard !context.isLeavingTree else { return nodes }
        let build = self.content
        let proxy = self.proxy
        proxy.animation = animation
        let record = register(context, proxy: proxy, content: { $0.resolveHere(build()) },
                              dismiss: { Task { @MainActor in try? await proxy.dismiss() } })
        record.defaultBackground = .clear
        return nodes
    }
}
