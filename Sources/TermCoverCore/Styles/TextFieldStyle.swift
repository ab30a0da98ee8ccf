/// How a text field is drawn, as SwiftUI's `TextFieldStyle`. A terminal
/// draws every field the one way TermCover's `TextField` does (its text,
/// the cursor while focused, the prompt dim while empty), so the styles
/// are accepted and draw the same.
public protocol TextFieldStyle: Sendable {}

/// The platform's text field style.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
}

/// A text field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
}

/// A text field in a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// Without decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// In a rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Sets the style of text fields inside, as SwiftUI's `textFieldStyle(_:)`: accepted, every field drawn the same.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
}
