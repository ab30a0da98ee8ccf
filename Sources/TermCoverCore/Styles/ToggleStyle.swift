/// How a toggle is drawn, as SwiftUI's `ToggleStyle`. A terminal draws
/// every toggle the one way TermCover's `Toggle` does, so the built-in
/// styles are accepted and draw the same.
public protocol ToggleStyle: Sendable {}

/// The platform's toggle style.
public struct DefaultToggleStyle: ToggleStyle {
    /// The style.
    public init() {}
}

/// A switch.
public struct SwitchToggleStyle: ToggleStyle {
    /// The style.
    public init() {}
    /// A switch tinted `tint`.
    public init(tint: Color) {}
}

/// A button that stays pressed while on.
public struct ButtonToggleStyle: ToggleStyle {
    /// The style.
    public init() {}
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// Sets the style of toggles inside, as SwiftUI's `toggleStyle(_:)`: accepted, every toggle drawn the same.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
}
