/// What a toolbar is for, as SwiftUI's `ToolbarRole`: on iOS it changes
/// where the back control and title go; a terminal's bar has one layout,
/// so every role is accepted and drawn alike.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A navigation stack's bar.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A browser's bar.
    public static let browser = ToolbarRole(name: "browser")
    /// An editor's bar.
    public static let editor = ToolbarRole(name: "editor")
}

extension View {
    /// The bars' background, as SwiftUI's `toolbarBackground(_:for:)`:
    /// accepted; a terminal's bars are drawn on the page's background with
    /// a rule under them, which keeps every palette readable.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// Whether the bars' background shows, as SwiftUI's
    /// `toolbarBackground(_:for:)`: accepted (see the other overload).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Whether the bars' background shows, as iOS 18's
    /// `toolbarBackgroundVisibility(_:for:)`: accepted.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// The colour scheme of the bars, as SwiftUI's
    /// `toolbarColorScheme(_:for:)`: accepted; the bars follow the terminal's colours.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// What the toolbar is for, as SwiftUI's `toolbarRole(_:)`: accepted (see `ToolbarRole`).
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}
