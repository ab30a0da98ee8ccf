extension View {
    /// Adds a context menu to this view, as SwiftUI's
    /// `contextMenu(menuItems:)`: a right-click on the view opens it, and
    /// so do m and F10 while the view (a `List` row, a control in it) has
    /// focus. The menu is a box of `menuItems` (usually `Button`s, which
    /// may have a `.destructive` role; `Divider`s set groups apart) over
    /// the screen, under the view; Up and Down move among the items, Enter
    /// or Space runs one and closes the menu, Esc closes it, as does a
    /// click outside. An empty `menuItems` (`EmptyView`) opens nothing.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: AnyView(menuItems()), preview: nil, isEmpty: MenuItems.self == EmptyView.self))
    }

    /// Adds a context menu with a preview, as SwiftUI's
    /// `contextMenu(menuItems:preview:)`: the menu opens as
    /// `contextMenu(menuItems:)`'s does, with `preview` in a box of its own
    /// above the items.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(ContextMenuModifier(items: AnyView(menuItems()), preview: AnyView(preview()), isEmpty: M.self == EmptyView.self))
    }
}

/// Resolves the view inside a `ContextMenuNode` and presents the menu, as
/// a pop-up cover, while it is open.
struct ContextMenuModifier: PrimitiveModifier {
    let items: AnyView
    let preview: AnyView?
    let isEmpty: Bool

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let graph = context.graph
        let isOpen = graph.stateBox(at: context.path.appending(.name("menuOpen")), initial: false)
        let anchor = graph.stateBox(at: context.path.appending(.name("menuAnchor")), initial: PickerAnchor()).value
        let focused = context.focusedPath
        let inner = content.resolve(context)
        let close: @MainActor () -> Void = { withAnimation(.easeOut(duration: 0.15)) { isOpen.set(false) } }
        let isEmpty = self.isEmpty
        let open: @MainActor () -> Void = {
            guard !isEmpty else { return }
            withAnimation(.easeOut(duration: 0.15)) { isOpen.set(true) }
        }
        let node = ContextMenuNode(single(inner), anchor: anchor, holdsFocus: focused.map { $0.hasPrefix(context.path) } ?? false,
                                   open: open)
        let popup = ContextMenuPopup(items: items, preview: preview, anchor: anchor, close: close)
        let cover = BindingCoverModifier(wanted: isOpen.value && !isEmpty ? AnyHashable(true) : nil, clear: { isOpen.set(false) },
                                         onDismiss: nil, content: { _ in
                                             // A pop-up, not a page: it fades, and what is behind shows undimmed.
                                             AnyView(popup.transition(.opacity).presentationBackground(.clear))
                                         })
        return cover.makeNodes(content: ModifierContent { _ in [node] }, context)
    }
}

/// A view with a context menu: it remembers where it was placed, for the
/// menu to open by it, and opens the menu for a right-click, or for m or
/// F10 while focus is inside it.
@MainActor
final class ContextMenuNode: WrapperNode {
    let anchor: PickerAnchor
    let holdsFocus: Bool
    let open: @MainActor () -> Void

    init(_ child: LayoutNode, anchor: PickerAnchor, holdsFocus: Bool, open: @escaping @MainActor () -> Void) {
        self.anchor = anchor
        self.holdsFocus = holdsFocus
        self.open = open
        super.init(child)
    }

    override func place(in rect: Rect) {
        super.place(in: rect)
        anchor.frame = rect
    }

    override func handleKey(_ key: Key) -> Bool {
        guard holdsFocus, key == .character("m") || key == .function(10) else { return false }
        open()
        return true
    }

    override func handleSecondaryClick(at point: Point) -> Bool {
        open()
        return true
    }
}
