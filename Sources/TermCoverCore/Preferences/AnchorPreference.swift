import Foundation

extension View {
    /// Sets `key`'s value to what `transform` makes of an anchor of this
    /// view (its bounds, a rectangle or a point in them), as SwiftUI's
    /// `anchorPreference(key:value:transform:)`.
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(AnchorPreferenceModifier(key: ObjectIdentifier(key)) { box, _ in
            transform(Anchor(box: box, source: value))
        })
    }

    /// Changes `key`'s value, as this view's subtree produced it, with an anchor of this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(AnchorPreferenceModifier(key: ObjectIdentifier(key)) { box, values in
            var result = K.defaultValue
            for next in values { K.reduce(value: &result) { next as! K.Value } }
            transform(&result, Anchor(box: box, source: value))
            return result
        })
    }
}

/// Sets a preference made from an anchor of the view, and keeps the
/// anchor's box up to date with where the view is placed.
struct AnchorPreferenceModifier: PrimitiveModifier {
    let key: ObjectIdentifier
    let value: @MainActor (AnchorBox, [Any]) -> Any

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let graph = context.graph
        // Kept across frames: anchors read last frame's place.
        let box = graph.stateBox(at: context.path.appending(.name("anchor")), initial: AnchorBox()).value
        let moved = graph.stateBox(at: context.path.appending(.name("anchorMoves")), initial: 0)
        let cells = context.cells
        let node = PreferenceNode(single(content.resolve(context)), key: key) { [value] in value(box, $0) }
        return [GeometryChangeNode(node) { rect in
            let bounds = CGRect(x: cells.points(columns: rect.x), y: cells.points(rows: rect.y),
                                width: cells.points(columns: rect.width), height: cells.points(rows: rect.height))
            guard bounds != box.bounds else { return }
            box.bounds = bounds
            // The views that read the anchor were built with the old place: build again.
            graph.runAfterFrame { moved.set(moved.value &+ 1) }
        }]
    }
}
