/// A group of rows with a header and a footer, as SwiftUI's `Section`: in a
/// `Form` or a `List` drawn as a titled group (each row, the header and the
/// footer on rows of their own, as the list's style draws them); elsewhere
/// its rows, header and footer simply one after another.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent?
    let footer: Footer?
    let content: Content

    /// A section with a header and a footer.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.footer = footer
        self.content = content()
    }

    /// A section with header and footer views (iOS 15's order).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), footer: footer(), content: content)
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        if context.environment[ListSectionsKey.self] { return makeListNodes(context) }
        let body = VStack(alignment: .leading, spacing: 0) {
            if let header { header.foregroundColor(.secondary) }
            content
            if let footer { footer.foregroundColor(.secondary) }
        }
        return context.resolve(body, at: .name("section"))
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header
        footer = nil
        self.content = content()
    }

    /// A section with a header view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        header = nil
        self.footer = footer
        self.content = content()
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section with neither header nor footer.
    public init(@ViewBuilder content: () -> Content) {
        header = nil
        footer = nil
        self.content = content()
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content)
    }
}

/// A section's header, footer and rows, found without resolving it.
@MainActor
struct SectionContent {
    let header: AnyView?
    let footer: AnyView?
    let rows: [ViewListElement]
}

/// What a `Form` needs of a section.
@MainActor
protocol SectionParts {
    var sectionContent: SectionContent { get }
}

extension Section: SectionParts {
    var sectionContent: SectionContent {
        SectionContent(header: header.map { AnyView($0) }, footer: footer.map { AnyView($0) },
                       rows: viewListElements(of: content))
    }
}

extension Section {
    /// In a `List`: the header, each row and the footer apart, for the
    /// list to lay out as its style says.
    func makeListNodes(_ context: ResolveContext) -> [LayoutNode] {
        let look = context.environment[ListLookKey.self]
        var chrome = context
        chrome.environment[ListSectionsKey.self] = false
        chrome.environment[ListRowKey.self] = false
        func decorated<V: View>(_ view: V, _ name: String, header: Bool) -> LayoutNode {
            let styled = view.textCase(header && look.uppercasesHeaders ? .uppercase : nil)
                .bold(header && look.boldHeaders).foregroundColor(.secondary)
            return single(chrome.resolve(styled, at: .name(name)))
        }
        let header = self.header.map { decorated($0, "header", header: true) }
        let footer = self.footer.map { decorated($0, "footer", header: false) }
        let rows = context.containerContext(axis: .vertical).resolve(content, at: .name("rows"))
        return [ListSectionNode(header: header, rows: rows, footer: footer)]
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
