/// What to show when there is nothing to show, as SwiftUI's
/// `ContentUnavailableView`: its label in bold, its description under it
/// in the secondary style, and its actions under that, a row apart, all
/// centred in the space it is offered (it takes all of it, as on iOS,
/// which is why it sits well in an `overlay` or a detail column).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view from a label, a description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label, description and actions, centred.
    public var body: some View {
        VStack(spacing: 16) {
            label.bold()
            description.foregroundStyle(.secondary)
            actions
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == TermCoverCore.Label<Text, Text>, Description == Text?, Actions == EmptyView {
    /// A title with an SF Symbol's glyph and an optional description.
    public init(_ title: String, systemImage name: String, description: Text? = nil) {
        self.init(label: { TermCoverCore.Label(title, systemImage: name) }, description: { description })
    }

    /// A title from a `LocalizedStringKey`, with an SF Symbol's glyph and an optional description.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { TermCoverCore.Label(titleKey, systemImage: name) }, description: { description })
    }
}

/// The parts of `ContentUnavailableView.search`, as SwiftUI's
/// `SearchUnavailableContent`: views you do not make yourself.
public struct SearchUnavailableContent {
    /// "No Results", with a magnifying glass, or "No Results for “…”".
    public struct Label: View {
        let text: String?
        /// The label.
        public var body: some View {
            TermCoverCore.Label(text.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }

    /// A hint to check the spelling or search again.
    public struct Description: View {
        /// The description.
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// No actions.
    public struct Actions: View {
        /// Nothing.
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label,
    Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// A search that found nothing: "No Results". (A terminal has no
    /// `searchable` field for it to quote: see `search(text:)`.)
    public static var search: Self { search(nil) }

    /// A search for `text` that found nothing: "No Results for “text”".
    public static func search(text: String) -> Self { search(Optional(text)) }

    private static func search(_ text: String?) -> Self {
        Self(label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
             actions: { SearchUnavailableContent.Actions() })
    }
}
