extension View {
    /// The label of this view's tab in a `TabView`, as SwiftUI's
    /// `tabItem(_:)`: usually `Label("Inbox", systemImage: "tray")`. Tag the
    /// view (`.tag(_:)`) to select its tab through the TabView's binding.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: AnyView(label())))
    }

    /// A count on this view's tab in a `TabView` (0 shows none), as
    /// SwiftUI's `badge(_:)`.
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(badge: count == 0 ? nil : Text("\(count)")))
    }

    /// A short label on this view's tab in a `TabView`; nil shows none.
    public func badge(_ label: String?) -> some View {
        modifier(BadgeModifier(badge: label.map { Text($0) }))
    }

    /// A short label on this view's tab in a `TabView`; nil shows none.
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(badge: label))
    }
}

struct TabItemModifier: PrimitiveModifier, ViewTraitModifier {
    let label: AnyView
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] { content.resolve(context) }
    func write(into traits: inout ViewTraits) {
        if traits.tabItem == nil { traits.tabItem = label }
    }
}

struct BadgeModifier: PrimitiveModifier, ViewTraitModifier {
    let badge: Text?
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] { content.resolve(context) }
    func write(into traits: inout ViewTraits) {
        if traits.badge == nil { traits.badge = .some(badge) }
    }
}
