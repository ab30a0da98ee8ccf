/// A placeholder for the view a modifier or transition is applied to, as
/// SwiftUI's `PlaceholderContentView`: what a `Transition`'s `body` and the
/// content closures of `.keyframeAnimator` and `.phaseAnimator` receive and
/// modify.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    public typealias Body = Never
    let content: AnyView

    init(_ content: AnyView) { self.content = content }
    init(_ content: some View) { self.content = AnyView(content) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { context.resolveHere(content) }
}
