/// A group of rows with a header and a footer, as SwiftUI's `Section`: in a
/// `Form` or a `List` drawn as a titled group (each row, the header and the
/// footer on rows of their own, as the list's style draws them); elsewhere
/// its rows, header and footer simply one after another.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent?
    let footer: Footer?
    let content: Content
    /// Shows or hides the rows, for a collapsible section (`init(isExpanded:…)`).
    var isExpanded: Binding<Bool>?

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
        let shown = isExpanded?.wrappedValue ?? true
        let body = VStack(alignment: .leading, spacing: 0) {
            if let header { header.foregroundColor(.secondary) }
            if shown { content }
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

    /// A section with a footer view and no header, as SwiftUI's `Section(content:footer:)`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(footer: footer(), content: content)
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

    /// A section titled by a `LocalizedStringKey` (its literal parts Markdown).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content)
    }

    /// A section titled by any string (a `Substring`, say), shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
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
                       rows: isExpanded?.wrappedValue == false ? [] : viewListElements(of: content))
    }
}
