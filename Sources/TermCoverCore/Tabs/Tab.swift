/// One tab of a `TabView`, as iOS 18's `Tab`: a title and an SF Symbol
/// (drawn as its glyph where it has one, see `Label`), the value that
/// selects it, and its content.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Inbox", systemImage: "tray", value: .inbox) { InboxView() }
///     Tab("Settings", systemImage: "gear", value: .settings) { SettingsView() }
/// }
/// ```
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent, PrimitiveTabContent {
    public typealias TabValue = Value
    public typealias Body = Never
    let value: Value?
    let content: Content
    let label: Label
    var badge: Text?

    /// A tab selected by `value`, with a label of your own.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    func collectTabs(into tabs: inout [TabEntry]) {
        let key = value.map { AnyHashable($0) } ?? AnyHashable(tabs.count)
        tabs.append(TabEntry(key: key, value: value.map { AnyHashable($0) }, label: AnyView(label), badge: badge,
                             content: AnyView(content)))
    }
}

/// The role of a tab, as iOS 18's `TabRole`: accepted; a search tab is drawn as any other.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The tab that searches.
    public static let search = TabRole(name: "search")
}

extension Tab where Label == TermCoverCore.Label<Text, Text> {
    /// A tab titled `title` with the SF Symbol `systemImage`, selected by `value`.
    public init(_ title: String, systemImage: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { TermCoverCore.Label(title, systemImage: systemImage) }
    }

    /// A tab titled `title` with an image of the app's (drawn as the title alone), selected by `value`.
    public init(_ title: String, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { TermCoverCore.Label(title, systemImage: image) }
    }
}

extension Tab where Value == Never, Label == TermCoverCore.Label<Text, Text> {
    /// A tab titled `title` with the SF Symbol `systemImage`, in a `TabView` without a selection.
    public init(_ title: String, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = TermCoverCore.Label(title, systemImage: systemImage)
    }
}

extension TabContent {
    /// A count on the tab (0 shows none), as iOS 18's `badge(_:)` on a `Tab`.
    public func badge(_ count: Int) -> some TabContent<TabValue> {
        BadgedTabContent(content: self, badge: count == 0 ? nil : Text("\(count)"))
    }

    /// A short label on the tab; nil shows none.
    public func badge(_ label: Text?) -> some TabContent<TabValue> {
        BadgedTabContent(content: self, badge: label)
    }
}

/// Tab content with a badge on its tabs.
struct BadgedTabContent<C: TabContent>: TabContent, PrimitiveTabContent {
    typealias TabValue = C.TabValue
    typealias Body = Never
    let content: C
    let badge: Text?
    func collectTabs(into tabs: inout [TabEntry]) {
        var inner: [TabEntry] = []
        content.collectTabs(into: &inner)
        tabs += inner.map { TabEntry(key: $0.key, value: $0.value, label: $0.label, badge: badge, content: $0.content) }
    }
}
