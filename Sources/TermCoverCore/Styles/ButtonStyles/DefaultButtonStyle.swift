/// The look a button has with no style, as SwiftUI's `DefaultButtonStyle`
/// (`.automatic`): its label as it is, in reverse video while focused. A
/// terminal keeps the label in the text color rather than the tint, which
/// is hard to read on many backgrounds; a destructive button is red.
public struct DefaultButtonStyle: ButtonStyle {
    /// The default style.
    public init() {}

    /// The label as it is.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The look buttons have with no style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
