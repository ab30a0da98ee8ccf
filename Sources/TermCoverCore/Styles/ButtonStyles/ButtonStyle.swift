/// How a button looks, and how it shows that it is pressed, as SwiftUI's
/// `ButtonStyle`: `makeBody(configuration:)` draws the button from its
/// label, its role and whether it is pressed. `.buttonStyle(_:)` sets it
/// for every button inside a view. The button itself still takes focus,
/// keys and clicks; while it has focus its label is drawn in reverse
/// video, whatever the style.
///
/// A terminal has no touch-down: a button is pressed for an instant when
/// Enter, Space or a click activates it, and `isPressed` is true for
/// `ButtonStyleConfiguration.pressDuration` from the frame that follows.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button's look, from its label and state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given to draw a button.
    typealias Configuration = ButtonStyleConfiguration
}

extension View {
    /// Sets the style of the buttons inside the view, as in SwiftUI:
    /// `.buttonStyle(.bordered)`, `.buttonStyle(.borderedProminent)`, or a
    /// `ButtonStyle` of your own. Alerts and dialogs keep their own look.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let erased = AnyButtonStyle(style)
        return modifier(EnvironmentModifier { $0[ButtonStyleKey.self] = erased })
    }
}

/// A button style, its type erased, as the environment carries it.
struct AnyButtonStyle {
    /// True for `.automatic`, the look buttons have without a style: it
    /// shows no press, so a press neither changes state nor asks for frames.
    let isAutomatic: Bool
    let makeBody: @MainActor (ButtonStyleConfiguration) -> AnyView

    @MainActor
    init<S: ButtonStyle>(_ style: S) {
        isAutomatic = S.self == DefaultButtonStyle.self
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

/// The style buttons inside a view take; nil for `.automatic`.
struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle? { nil }
}
