/// A view made from a resolving closure: lets modifiers hand already-bound
/// content to code that takes views, such as transitions.
struct ResolverView: View, PrimitiveView {
    typealias Body = Never
    let resolver: @MainActor (ResolveContext) -> [LayoutNode]
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { resolver(context) }
}
