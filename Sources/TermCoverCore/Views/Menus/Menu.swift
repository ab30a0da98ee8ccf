/// A control that opens a menu of actions, as SwiftUI's `Menu`: drawn as
/// a button showing its label; choosing it (Enter, Space or a click)
/// opens its items in a box under it, as a context menu's are (Up and
/// Down move, Enter runs one and closes the menu, Esc or a click outside
/// closes it). A `Menu` among the items opens its own box by its row; an
/// item chosen there closes both.
/// With `primaryAction`, choosing it runs that action instead, and the
/// menu opens as a long press would on iOS: m or F10 while it has focus,
/// or a right-click.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?

    /// A menu of `content` behind a button showing `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu whose button runs `primaryAction`; m, F10 or a right-click opens the menu.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                primaryAction: @escaping @MainActor () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let graph = context.graph
        let isOpen = graph.stateBox(at: context.path.appending(.name("menuOpen")), initial: false)
        let anchor = graph.stateBox(at: context.path.appending(.name("menuAnchor")), initial: PickerAnchor()).value
        let open: @MainActor () -> Void = { withAnimation(.easeOut(duration: 0.15)) { isOpen.set(true) } }
        // A menu among another's items: opening it keeps the outer one
        // open, and an item chosen in it closes both.
        let outer = context.environment[ButtonActionObserverKey.self]
        let close: @MainActor () -> Void = {
            withAnimation(.easeOut(duration: 0.15)) { isOpen.set(false) }
            outer?(nil)
        }
        var buttonContext = context
        buttonContext.environment[ButtonActionObserverKey.self] = primaryAction == nil ? nil : outer
        let button = buttonContext.resolve(Button(action: primaryAction ?? open) { label }, at: .name("button"))
        let focused = context.focusedPath
        let node = ContextMenuNode(single(button), anchor: anchor,
                                   holdsFocus: focused.map { $0.hasPrefix(context.path) } ?? false, open: open)
        let popup = ContextMenuPopup(items: AnyView(content), preview: nil, anchor: anchor, close: close)
        let cover = BindingCoverModifier(wanted: isOpen.value ? AnyHashable(true) : nil, clear: { isOpen.set(false) },
                                         onDismiss: nil, content: { _ in
                                             AnyView(popup.transition(.opacity).presentationBackground(.clear))
                                         })
        return cover.makeNodes(content: ModifierContent { _ in [node] }, context)
    }
}

extension Menu where Label == Text {
    /// A menu titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled by a `LocalizedStringKey` (its literal parts Markdown, as `Text`'s).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled `title` whose button runs `primaryAction`.
    public init(_ title: String, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }

    /// A menu titled by a `LocalizedStringKey` whose button runs `primaryAction`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
                primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == TermCoverCore.Label<Text, Text> {
    /// A menu titled `title` with an SF Symbol's glyph.
    public init(_ title: String, systemImage name: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TermCoverCore.Label(title, systemImage: name) }
    }

    /// A menu titled by a `LocalizedStringKey`, with an SF Symbol's glyph.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TermCoverCore.Label(titleKey, systemImage: name) }
    }

    /// A menu titled `title` with an SF Symbol's glyph, whose button runs `primaryAction`.
    public init(_ title: String, systemImage name: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { TermCoverCore.Label(title, systemImage: name) }, primaryAction: primaryAction)
    }

    /// A menu titled by a `LocalizedStringKey`, with an SF Symbol's glyph, whose button runs `primaryAction`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { TermCoverCore.Label(titleKey, systemImage: name) }, primaryAction: primaryAction)
    }
}

/// How a `Menu` looks, as SwiftUI's `MenuStyle`. A terminal draws every
/// menu as a button showing its label; the styles are accepted for code
/// written for iOS.
@MainActor @preconcurrency
public protocol MenuStyle {}

/// The platform's menu style.
public struct DefaultMenuStyle: MenuStyle {
    /// The default style.
    public init() {}
}

/// A menu drawn as a button.
public struct ButtonMenuStyle: MenuStyle {
    /// The button style.
    public init() {}
}

/// A menu drawn as a borderless button (the older name of `.button` with `.borderless`).
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The borderless style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
    /// Sets the style of the menus inside, as SwiftUI's `menuStyle(_:)`:
    /// accepted; every menu is drawn as a button showing its label.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}
