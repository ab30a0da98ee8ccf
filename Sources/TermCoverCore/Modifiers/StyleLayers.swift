extension View {
    /// Fills the view's bounds with `style` behind it, as in SwiftUI:
    /// `.background(.blue)`, `.background(.quaternary)` (a faint gray),
    /// `.background(.ultraThinMaterial)` (what is behind, veiled). A terminal
    /// has no safe areas to extend into, so `edges` changes nothing.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(LayerModifier(layer: StyleFill(style: style.shapeStyleKind, form: .rectangle, antialiased: true),
                               alignment: .center, inFront: false))
    }

    /// Fills `shape`, in the view's bounds, with `style` behind the view, as
    /// in SwiftUI: `.background(Color.blue.opacity(0.2), in: RoundedRectangle(cornerRadius: 1))`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(LayerModifier(layer: StyleFill(style: style.shapeStyleKind, form: shape.shapeForm,
                                                antialiased: fillStyle.isAntialiased),
                               alignment: .center, inFront: false))
    }

    /// Fills `shape`, in the view's bounds, with the terminal's background
    /// behind the view, as SwiftUI's `background(in:fillStyle:)`.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Draws `background` behind the view, sized to the view, as SwiftUI's
    /// older `background(_:alignment:)`: `.background(Capsule().fill(.gray))`.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(LayerModifier(layer: background, alignment: alignment, inFront: false))
    }

    /// Fills the view's bounds with `style` in front of it, as in SwiftUI.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(LayerModifier(layer: StyleFill(style: style.shapeStyleKind, form: .rectangle, antialiased: true),
                               alignment: .center, inFront: true))
    }

    /// Fills `shape`, in the view's bounds, with `style` in front of the view, as in SwiftUI.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(LayerModifier(layer: StyleFill(style: style.shapeStyleKind, form: shape.shapeForm,
                                                antialiased: fillStyle.isAntialiased),
                               alignment: .center, inFront: true))
    }

    /// Draws `overlay` in front of the view, sized to the view, as SwiftUI's
    /// older `overlay(_:alignment:)`: `.overlay(Capsule().strokeBorder(.gray))`.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(LayerModifier(layer: overlay, alignment: alignment, inFront: true))
    }
}

/// A style filling a shape: the layer of the background and overlay
/// modifiers that take a style. A plain color in a rectangle is a `Color`
/// view, so that `.background(Color.blue)` draws as it always has.
struct StyleFill: View, PrimitiveView {
    typealias Body = Never
    let style: StyleKind
    let form: ShapeForm
    let antialiased: Bool

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        if form.geometry == .rectangle, case .color(let color) = style { return [ColorNode(color: color)] }
        return [ShapeNode(form: form, mode: .fill(eoFill: false), style: style, antialiased: antialiased, context.environment)]
    }
}
