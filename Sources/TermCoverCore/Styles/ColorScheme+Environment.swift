/// The terminal's own scheme: dark when its background is darker than its text.
struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { TerminalColors.current.isLight ? .light : .dark }
}

extension EnvironmentValues {
    /// Light or dark, as SwiftUI's `\.colorScheme`: what the terminal's own
    /// colors are (a light background is `.light`), unless `colorScheme(_:)` set it.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Asks for a light or dark presentation, as SwiftUI's
    /// `preferredColorScheme(_:)`: accepted, the terminal's colors being the
    /// user's to choose; `\.colorScheme` keeps saying what they are.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

    /// Sets `\.colorScheme` for the views inside, as SwiftUI's deprecated `colorScheme(_:)`.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
