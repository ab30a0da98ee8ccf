/// A gradient drawn as a view: it fills the space it is offered, as
/// SwiftUI's gradients do when used as views.
protocol GradientView: View, PrimitiveView, KnownShapeStyle {}

extension GradientView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [ShapeNode(form: .rectangle, mode: .fill(eoFill: false), style: styleKind, antialiased: true, context.environment)]
    }
}
