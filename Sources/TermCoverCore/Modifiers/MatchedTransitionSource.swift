extension View {
    /// Marks this view as the source of a zoom transition, as in iOS 18's
    /// SwiftUI: a cover whose content has
    /// `.navigationTransition(.zoom(sourceID: id, in: namespace))` grows out
    /// of the frame this view was last placed at and shrinks back into it.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        modifier(MatchedTransitionSourceModifier(key: NamespacedID(namespace: namespace, id: AnyHashable(id))))
    }
}

struct MatchedTransitionSourceModifier: PrimitiveModifier {
    let key: NamespacedID

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [TransitionSourceNode(single(content.resolve(context)), key: key, sources: context.graph.transitionSources)]
    }
}

/// Records where its child is placed.
@MainActor
final class TransitionSourceNode: WrapperNode {
    let key: NamespacedID
    let sources: TransitionSources

    init(_ child: LayoutNode, key: NamespacedID, sources: TransitionSources) {
        self.key = key
        self.sources = sources
        super.init(child)
    }

    override func place(in rect: Rect) {
        super.place(in: rect)
        sources.record(rect, for: key)
    }

    /// A cover whose cached surface only moves shifts its layout instead of
    /// placing it: the source is where it is drawn all the same.
    override func shift(dx: Int, dy: Int) {
        super.shift(dx: dx, dy: dy)
        sources.record(frame, for: key)
    }
}
