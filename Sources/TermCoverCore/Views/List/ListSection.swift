extension Section {
    /// In a `List`: the header, each row and the footer apart, for the
    /// list to lay out as its style says. A collapsible section's header
    /// starts with `▸` or `▾` and toggles it as a `DisclosureGroup`'s label
    /// does (Enter, Space, a click, Right and Left); collapsed, it shows no rows.
    func makeListNodes(_ context: ResolveContext) -> [LayoutNode] {
        let (header, footer, shown) = listChrome(context)
        let rows = shown ? context.containerContext(axis: .vertical).resolve(content, at: .name("rows")) : []
        return [ListSectionNode(header: header, rows: rows, footer: footer)]
    }

    /// The header and footer as the list's style draws them (a collapsible
    /// section's header with its mark), and whether the rows show.
    func listChrome(_ context: ResolveContext) -> (header: LayoutNode?, footer: LayoutNode?, shown: Bool) {
        let look = context.environment[ListLookKey.self]
        var chrome = context
        chrome.environment[ListSectionsKey.self] = false
        chrome.environment[ListRowKey.self] = false
        func decorated<V: View>(_ view: V, _ name: String, header: Bool) -> LayoutNode {
            let styled = view.textCase(header && look.uppercasesHeaders ? .uppercase : nil)
                .bold(header && look.boldHeaders).foregroundColor(.secondary)
            return single(chrome.resolve(styled, at: .name(name)))
        }
        let shown = isExpanded?.wrappedValue ?? true
        let disclosure = context.path.appending(.name("disclosure"))
        let enabled = context.environment.isEnabled
        let focused = isExpanded != nil && enabled && context.focusedPath == disclosure
        let footer = self.footer.map { decorated($0, "footer", header: false) }
        if focused { chrome.environment.textAttributes.insert(.reverse) }
        var header = self.header.map { decorated($0, "header", header: true) }
        if let isExpanded, let title = header {
            let path = disclosure
            let mark = TextNode(text: shown ? "▾ " : "▸ ", style: chrome.environment.textStyle, lineLimit: 1,
                                alignment: .leading)
            header = DisclosureNode(StackNode(axis: .horizontal, alignment: .top, spacing: 0, children: [mark, title]),
                                    path: enabled ? path : nil, expanded: shown) { isExpanded.wrappedValue = $0 }
        }
        return (header, footer, shown)
    }
}

extension Section where Footer == EmptyView {
    /// A collapsible section with a header view, shown while `isExpanded` is true (iOS 17).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content)
        self.isExpanded = isExpanded
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A collapsible section titled `title`, shown while `isExpanded` is true (iOS 17).
    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content)
        self.isExpanded = isExpanded
    }
}

/// True where a `Section` is a section of the `List` around it.
struct ListSectionsKey: EnvironmentKey { static let defaultValue = false }

/// A section of a `List`: its header, rows and footer, which the list lays
/// out itself. Anywhere else (a section inside a row) it is their stack.
@MainActor
final class ListSectionNode: WrapperNode {
    let header: LayoutNode?
    let rows: [LayoutNode]
    let footer: LayoutNode?

    init(header: LayoutNode?, rows: [LayoutNode], footer: LayoutNode?) {
        self.header = header
        self.rows = rows
        self.footer = footer
        let parts = (header.map { [$0] } ?? []) + rows + (footer.map { [$0] } ?? [])
        super.init(StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: parts))
    }
}
