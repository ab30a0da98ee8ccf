/// A button that is only its label, as SwiftUI's `PlainButtonStyle`: no
/// tint, no border; it fades to half while pressed.
public struct PlainButtonStyle: ButtonStyle {
    /// The plain style.
    public init() {}

    /// The label, faded while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
    }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// A button that is only its label.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
