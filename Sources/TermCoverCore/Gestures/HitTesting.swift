extension View {
    /// When false, the view and everything inside it let clicks and
    /// gestures through to what is beneath, as in SwiftUI.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(HitTestingModifier(enabled: enabled))
    }
}

struct HitTestingModifier: PrimitiveModifier {
    let enabled: Bool
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        return enabled ? nodes : [HitTestingNode(single(nodes))]
    }
}

/// Draws its child and takes no pointer.
@MainActor
final class HitTestingNode: WrapperNode {
    override var ignoresHits: Bool { true }
}
