struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The style `backgroundStyle(_:)` set for backgrounds inside, as
    /// SwiftUI's `\.backgroundStyle`; nil for the terminal's background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style backgrounds inside are drawn in, as SwiftUI's
    /// `backgroundStyle(_:)`: kept as `\.backgroundStyle` for views that
    /// read it; `.background` itself stays the terminal's background.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}
