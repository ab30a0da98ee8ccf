/// The tint where it is used, as SwiftUI's `TintShapeStyle`: the color
/// `.tint(_:)` set above, or `Color.accentColor`. Borderless, bordered and
/// prominent buttons draw in it.
public struct TintShapeStyle: ShapeStyle, KnownShapeStyle, Hashable {
    /// The tint style.
    public init() {}

    var styleKind: StyleKind { .tint }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint where it is used.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension Color {
    /// The app's accent color, as SwiftUI's: its system blue (0, 122, 255),
    /// which reads on dark and light terminals alike, where ANSI blue is
    /// too dark on black. It is the tint where `.tint(_:)` sets none.
    public static let accentColor = Color(.rgb(0, 122, 255))
}

struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// The tint in force: the one `.tint(_:)` set, or the accent color.
    var tintColor: Color {
        get { self[TintKey.self] ?? .accentColor }
        set { self[TintKey.self] = newValue }
    }
}

extension View {
    /// Sets the tint of the controls and `.tint` styles inside the view, as
    /// in SwiftUI; nil goes back to `Color.accentColor`.
    public func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentModifier { $0[TintKey.self] = tint })
    }
}
