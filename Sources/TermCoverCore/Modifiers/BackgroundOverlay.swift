extension View {
    /// Draws `background` behind the view, sized to the view, as in SwiftUI.
    public func background<B: View>(alignment: Alignment = .center, @ViewBuilder _ background: () -> B) -> some View {
        modifier(LayerModifier(layer: background(), alignment: alignment, inFront: false))
    }

    /// Draws `overlay` in front of the view, sized to the view, as in SwiftUI.
    public func overlay<O: View>(alignment: Alignment = .center, @ViewBuilder _ overlay: () -> O) -> some View {
        modifier(LayerModifier(layer: overlay(), alignment: alignment, inFront: true))
    }
}

struct LayerModifier<Layer: View>: PrimitiveModifier {
    let layer: Layer
    let alignment: Alignment
    let inFront: Bool
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let main = single(content.resolve(context))
        let extra = single(context.containerContext(axis: nil).resolve(layer, at: .name(inFront ? "overlay" : "background")))
        return [LayerNode(main, layer: extra, alignment: alignment, inFront: inFront)]
    }
}

@MainActor
final class LayerNode: WrapperNode {
    let layer: LayoutNode
    let alignment: Alignment
    let inFront: Bool
    /// Both, in drawing order, made once (see `WrapperNode`).
    private let both: [LayoutNode]
    init(_ child: LayoutNode, layer: LayoutNode, alignment: Alignment, inFront: Bool) {
        self.layer = layer; self.alignment = alignment; self.inFront = inFront
        both = inFront ? [child, layer] : [layer, child]
        super.init(child)
    }
    override var children: [LayoutNode] { both }

    override func place(in rect: Rect) {
        frame = rect
        child.place(in: rect)
        placeAligned(layer, in: rect, alignment: alignment)
    }
}
