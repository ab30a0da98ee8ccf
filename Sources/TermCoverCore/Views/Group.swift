/// Groups views without adding a layout of its own: the container around
/// the group lays its children out.
public struct Group<Content: View>: View, PrimitiveView {
    /// Views and plain values only.
    static var holdsDynamicProperties: Bool { false }

    public typealias Body = Never
    let content: Content
    /// Creates a group.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { context.resolve(content, at: .index(0)) }
}
