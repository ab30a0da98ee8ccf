extension View {
    /// A context menu for the rows of a `List` with selection, as iOS 16's
    /// `contextMenu(forSelectionType:menu:primaryAction:)`: applied to the
    /// list, it opens on a row (a right-click, or m or F10 on the current
    /// row) with the ids it acts on: the selection when the row is selected,
    /// else the row's own id. `primaryAction` runs with the same ids on
    /// Return on the current row, or a double-click on a row. The menu is
    /// the pop-up box of `contextMenu(menuItems:)`; a menu built empty for
    /// the ids opens nothing. A row with a context menu of its own opens that one.
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self,
                                                  @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                  primaryAction: ((Set<I>) -> Void)? = nil) -> some View {
        let typed: @MainActor (Set<AnyHashable>) -> Set<I> = { ids in Set(ids.compactMap { $0.base as? I }) }
        let erasedMenu: @MainActor (Set<AnyHashable>) -> AnyView = { ids in AnyView(menu(typed(ids))) }
        var erasedAction: (@MainActor (Set<AnyHashable>) -> Void)?
        if let primaryAction { erasedAction = { ids in primaryAction(typed(ids)) } }
        return modifier(SelectionContextMenuModifier(menu: erasedMenu, isEmpty: M.self == EmptyView.self,
                                                     primaryAction: erasedAction))
    }
}

/// What a list inside `contextMenu(forSelectionType:…)` calls: open the
/// menu for some ids by a row's frame, and the primary action.
@MainActor
struct SelectionMenu {
    let open: @MainActor (Set<AnyHashable>, Rect) -> Void
    let primaryAction: (@MainActor (Set<AnyHashable>) -> Void)?
}

struct SelectionMenuKey: EnvironmentKey {
    static let defaultValue: SelectionMenu? = nil
}

/// Keeps which ids the menu is open for, and presents it as a pop-up
/// cover (the same as a view's context menu) by the row it opened on.
struct SelectionContextMenuModifier: PrimitiveModifier {
    let menu: @MainActor (Set<AnyHashable>) -> AnyView
    let isEmpty: Bool
    let primaryAction: (@MainActor (Set<AnyHashable>) -> Void)?

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let graph = context.graph
        let isOpen = graph.stateBox(at: context.path.appending(.name("menuOpen")), initial: false)
        // Kept after the menu closes, for it to fade out showing what it showed.
        let ids = graph.stateBox(at: context.path.appending(.name("menuIDs")), initial: Set<AnyHashable>())
        let anchor = graph.stateBox(at: context.path.appending(.name("menuAnchor")), initial: PickerAnchor()).value
        let isEmpty = self.isEmpty
        var inner = context
        inner.environment[SelectionMenuKey.self] = SelectionMenu(open: { chosen, frame in
            guard !isEmpty else { return }
            anchor.frame = frame
            ids.set(chosen)
            withAnimation(.easeOut(duration: 0.15)) { isOpen.set(true) }
        }, primaryAction: primaryAction)
        let nodes = content.resolve(inner)
        let close: @MainActor () -> Void = { withAnimation(.easeOut(duration: 0.15)) { isOpen.set(false) } }
        let popup = ContextMenuPopup(items: menu(ids.value), preview: nil, anchor: anchor, close: close)
        let cover = BindingCoverModifier(wanted: isOpen.value && !isEmpty ? AnyHashable(true) : nil, clear: { isOpen.set(false) },
                                         onDismiss: nil, content: { _ in
                                             AnyView(popup.transition(.opacity).presentationBackground(.clear))
                                         })
        return cover.makeNodes(content: ModifierContent { _ in nodes }, context)
    }
}
