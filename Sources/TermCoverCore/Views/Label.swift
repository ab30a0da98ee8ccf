/// A title with an icon before it, as SwiftUI's `Label`. A terminal has no
/// SF Symbols: the common `systemImage` names are drawn as a one-column
/// glyph (`Label.glyphs`), and any other shows the title alone.
/// `.labelStyle(_:)` picks title, icon or both.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon?

    /// Creates a label from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    private init(title: Title, icon: Icon?) {
        self.title = title
        self.icon = icon
    }

    /// The view's content.
    public var body: some View { LabelContent(title: title, icon: icon) }
}

extension Label where Title == Text, Icon == Text {
    /// Creates a label with a title and an SF Symbol's name, drawn as its
    /// glyph here when it has one (see `glyphs`), else not at all.
    public init(_ title: String, systemImage name: String) {
        self.init(title: Text(title), systemImage: name)
    }

    /// Creates a label whose title is a `LocalizedStringKey` (its literal
    /// parts Markdown, as `Text`'s), with an SF Symbol's glyph.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: Text(titleKey), systemImage: name)
    }

    /// Creates a label titled `title` with an SF Symbol's glyph.
    init(title: Text, systemImage name: String) {
        self.init(title: title, icon: Self.glyphs[name].map { Text(String($0)) })
    }

    /// The SF Symbol names that have a glyph in a terminal, and their
    /// glyphs: each one column wide in every terminal (no emoji, whose width
    /// terminals disagree on). `Image(systemName:)` draws from the same table.
    public static var glyphs: [String: Character] { SymbolGlyphs.table }
}

/// A label's parts as its style shows them.
struct LabelContent<Title: View, Icon: View>: View, PrimitiveView {
    typealias Body = Never
    let title: Title
    let icon: Icon?

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)),
                                                    icon: .init(content: icon.map { AnyView($0) } ?? AnyView(EmptyView())),
                                                    hasIcon: icon != nil)
        // Labels inside the style's own body (a title that is a Label) take the default style.
        var inner = context
        inner.environment.labelStyle = nil
        guard let style = context.environment.labelStyle else {
            return inner.resolve(DefaultLabelStyle().makeBody(configuration: configuration), at: .name("label"))
        }
        return inner.resolve(style.makeBody(configuration), at: .name("label"))
    }
}
