/// A label and a value in one row, as SwiftUI's `LabeledContent`: the
/// label at the leading edge, the value (in the secondary style) at the
/// trailing one.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content

    /// A row of `label` and `content`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var value = context
        value.environment.foregroundColor = value.environment.foregroundColor ?? .secondary
        let label = single(context.resolve(self.label, at: .name("label")))
        let content = single(value.resolve(self.content, at: .name("content")))
        return [AccessoryRowNode(label: label, accessory: content)]
    }
}

extension LabeledContent where Label == Text {
    /// A row titled `title` showing `content`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A row titled `title` showing `value`.
    public init<S: StringProtocol>(_ title: String, value: S) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}
