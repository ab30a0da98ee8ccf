/// A button drawn as its label in the tint, as SwiftUI's
/// `BorderlessButtonStyle` (red for a destructive one); it fades to half
/// while pressed.
public struct BorderlessButtonStyle: ButtonStyle {
    /// The borderless style.
    public init() {}

    /// The label in the tint.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    /// A button drawn as its label in the tint.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
