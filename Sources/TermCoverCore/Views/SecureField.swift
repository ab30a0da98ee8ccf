/// A one-line field for a password, as SwiftUI's `SecureField`: it edits
/// like a `TextField`, but every character shows as a bullet, so the text
/// is never drawn, never in a frame's bytes and never in a recording. A
/// paste is masked the same way.
public struct SecureField: View, PrimitiveView {
    public typealias Body = Never
    let placeholder: String
    let text: Binding<String>

    /// A secure field whose placeholder is `titleKey`.
    public init(_ titleKey: String, text: Binding<String>) {
        placeholder = titleKey
        self.text = text
    }

    /// A secure field showing `prompt` (or, without one, the title) while it is empty.
    public init(_ titleKey: String, text: Binding<String>, prompt: Text?) {
        placeholder = prompt?.content ?? titleKey
        self.text = text
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.textFieldNodes(text: text, placeholder: placeholder, secure: true)
    }
}
