extension View {
    /// Gives the view an explicit identity, as in SwiftUI: a new value makes
    /// it a new view, with fresh state and its transitions.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: AnyHashable(id)))
    }

    /// Gives the view a priority in its stack: higher priorities get their
    /// share of space first, as in SwiftUI.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityModifier(priority: value))
    }
}

struct IdentityModifier: PrimitiveModifier {
    let id: AnyHashable
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        context.resolveDynamic([context.registeringScrollTarget(DynamicChild(key: id, resolver: content.resolve))])
    }
}

struct LayoutPriorityModifier: PrimitiveModifier {
    let priority: Double
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [PriorityNode(single(content.resolve(context)), priority: priority)]
    }
}

@MainActor
final class PriorityNode: WrapperNode {
    let priority: Double
    init(_ child: LayoutNode, priority: Double) { self.priority = priority; super.init(child) }
    override var layoutPriority: Double { priority }
}
