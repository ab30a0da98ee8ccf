/// How a `Label` shows, as SwiftUI's `LabelStyle` protocol: a style makes
/// a view from a label's title and icon (`LabelStyleConfiguration`), and
/// `.labelStyle(_:)` applies it to every label inside a view. The built-in
/// styles are `.automatic`, `.titleAndIcon`, `.titleOnly` and `.iconOnly`.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view the style makes of a label.
    associatedtype Body: View
    /// A label's parts, as the style receives them.
    typealias Configuration = LabelStyleConfiguration
    /// Makes the view of a label from its title and icon.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A label's title and icon, as a `LabelStyle` receives them (SwiftUI's `LabelStyleConfiguration`).
@MainActor @preconcurrency
public struct LabelStyleConfiguration {
    /// A label's title, as a view.
    public struct Title: View {
        let content: AnyView
        /// The title's view.
        public var body: some View { content }
    }

    /// A label's icon, as a view; empty for a symbol that has no glyph in a terminal.
    public struct Icon: View {
        let content: AnyView
        /// The icon's view.
        public var body: some View { content }
    }

    /// The label's title.
    public var title: Title
    /// The label's icon.
    public var icon: Icon
    /// False when the label has no icon to draw here (an SF Symbol with no glyph).
    let hasIcon: Bool
}

/// The built-in styles' common rule: the icon, then the title, in a row,
/// either left out as the style says; with no icon to show, the title
/// stands in, whatever the style (an SF Symbol with no glyph here).
struct BuiltInLabel: View {
    let configuration: LabelStyleConfiguration
    let showsTitle: Bool
    let showsIcon: Bool

    var body: some View {
        let icon = showsIcon && configuration.hasIcon
        let title = showsTitle || !icon
        HStack(spacing: .columns(1)) {
            if icon { configuration.icon }
            if title { configuration.title }
        }
    }
}

/// The style labels have unless a view says otherwise: the icon, then the title.
public struct DefaultLabelStyle: LabelStyle {
    /// Creates the default style.
    public init() {}
    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInLabel(configuration: configuration, showsTitle: true, showsIcon: true)
    }
}

/// The icon, then the title, as SwiftUI's `TitleAndIconLabelStyle`.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInLabel(configuration: configuration, showsTitle: true, showsIcon: true)
    }
}

/// The title alone, as SwiftUI's `TitleOnlyLabelStyle`.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// The title alone.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInLabel(configuration: configuration, showsTitle: true, showsIcon: false)
    }
}

/// The icon alone, as SwiftUI's `IconOnlyLabelStyle` (the title, for a
/// symbol with no glyph here).
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// The icon alone.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInLabel(configuration: configuration, showsTitle: false, showsIcon: true)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The icon, then the title (the default).
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone (the title, for an image with no glyph here).
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A style with its type erased, as the environment keeps it.
@MainActor
struct AnyLabelStyle {
    let makeBody: @MainActor (LabelStyleConfiguration) -> AnyView
    init<S: LabelStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

struct LabelStyleKey: EnvironmentKey {
    static let defaultValue: AnyLabelStyle? = nil
}

extension EnvironmentValues {
    /// How labels inside the view show; nil for the default style.
    var labelStyle: AnyLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how labels inside the view show, as SwiftUI's `labelStyle(_:)`:
    /// a built-in style (`.titleOnly`, `.iconOnly`, `.titleAndIcon`,
    /// `.automatic`) or one of the app's own `LabelStyle`s.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, AnyLabelStyle(style))
    }
}
