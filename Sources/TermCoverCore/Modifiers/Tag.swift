extension View {
    /// Gives the view a value that identifies it, as in SwiftUI: a row of
    /// `List(selection:) { … }` tagged with a value of the selection's type
    /// is selected by it. Rows that `ForEach` makes in a List are tagged
    /// with their element's id already, unless the row's outermost modifier
    /// is a `.tag` of its own, which wins, as in SwiftUI.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(tag: AnyHashable(tag)))
    }
}

struct TagModifier: PrimitiveModifier {
    let tag: AnyHashable
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        context.resolveTagged(tag) { content.resolve($0) }
    }
}

/// A view whose outermost modifier is `.tag(_:)`: a `ForEach` row in a List
/// keeps that tag instead of taking its element's id.
protocol ExplicitlyTaggedView {}

extension ModifiedContent: ExplicitlyTaggedView where Modifier == TagModifier {}

/// The selection of the `List(selection:) { … }` around a view, as the
/// tags of its rows see it: nil outside such a list.
// `nonisolated(unsafe)`: a constant nil, but `AnyHashable` is not `Sendable`.
struct ListSelectionKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: AnyHashable?? = nil }

extension ResolveContext {
    /// Resolves a row tagged `tag`: its node carries the tag for the List
    /// to read (the List draws the selected row reversed).
    func resolveTagged(_ tag: AnyHashable, _ resolve: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        var context = self
        // The rows inside are not rows of this list.
        if environment[ListSelectionKey.self] != nil { context.environment[ListSelectionKey.self] = nil }
        return [TagNode(single(resolve(context)), tag: tag)]
    }
}

@MainActor
final class TagNode: WrapperNode {
    let value: AnyHashable
    init(_ child: LayoutNode, tag: AnyHashable) {
        value = tag
        super.init(child)
    }
    override var tag: AnyHashable? { value }
}
