/// A placeholder for the view a modifier is applied to, as SwiftUI's
/// `PlaceholderContentView`: what the content closures of
/// `.keyframeAnimator` and `.phaseAnimator` receive and modify.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    public typealias Body = Never
    let content: AnyView

    init(_ content: some View) { self.content = AnyView(content) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { context.resolveHere(content) }
}
