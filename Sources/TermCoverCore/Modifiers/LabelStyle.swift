/// How a `Label` shows, as SwiftUI's built-in label styles.
public struct LabelStyle: Hashable, Sendable {
    let showsTitle: Bool
    let showsIcon: Bool

    /// The icon, then the title (the default).
    public static let automatic = LabelStyle(showsTitle: true, showsIcon: true)
    /// The icon, then the title.
    public static let titleAndIcon = LabelStyle(showsTitle: true, showsIcon: true)
    /// The title alone.
    public static let titleOnly = LabelStyle(showsTitle: true, showsIcon: false)
    /// The icon alone (the title, for an image with no glyph here).
    public static let iconOnly = LabelStyle(showsTitle: false, showsIcon: true)
}

struct LabelStyleKey: EnvironmentKey { static let defaultValue = LabelStyle.automatic }

extension EnvironmentValues {
    /// How labels inside the view show.
    public var labelStyle: LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how labels inside the view show: `.titleOnly`, `.iconOnly`, `.titleAndIcon`.
    public func labelStyle(_ style: LabelStyle) -> some View { environment(\.labelStyle, style) }
}
