/// What a `ButtonStyle` is given to draw a button, as SwiftUI's
/// `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view the style places.
    public struct Label: View, PrimitiveView {
        /// Labels are resolved where the style puts them, with no body.
        public typealias Body = Never
        let content: ModifierContent

        func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content.resolve(context) }
    }

    /// How long a button shows as pressed once activated, in seconds: a
    /// terminal's key has no release a style could wait for.
    public static let pressDuration = 0.1

    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// True for `pressDuration` after a key or a click activates the button.
    public let isPressed: Bool
}
