extension View {
    /// Orders the view among its siblings in a `ZStack`, as in SwiftUI:
    /// higher values draw on top (and take the clicks there); views with
    /// equal values keep their declaration order, later ones on top. The
    /// default is 0. Other containers lay their children out apart and
    /// draw them in order.
    public func zIndex(_ value: Double) -> some View {
        modifier(ZIndexModifier(value: value))
    }
}

struct ZIndexModifier: PrimitiveModifier {
    let value: Double
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [ZIndexNode(single(content.resolve(context)), value: value)]
    }
}

@MainActor
final class ZIndexNode: WrapperNode {
    let value: Double
    init(_ child: LayoutNode, value: Double) {
        self.value = value
        super.init(child)
    }
    override var zIndex: Double { value }
}
