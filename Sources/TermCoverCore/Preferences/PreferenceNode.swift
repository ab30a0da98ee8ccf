/// A view's preference for one key, set (`.preference(key:value:)`) or
/// made from its subtree's (`.transformPreference`); ancestors find it by
/// walking the nodes below them.
@MainActor
final class PreferenceNode: WrapperNode {
    let key: ObjectIdentifier
    /// The value, from the values the subtree produced (in order).
    let value: @MainActor ([Any]) -> Any

    init(_ child: LayoutNode, key: ObjectIdentifier, value: @escaping @MainActor ([Any]) -> Any) {
        self.key = key
        self.value = value
        super.init(child)
    }

    /// The values produced for `key` in `nodes`, in view order: a
    /// preference node's own value stands for its whole subtree.
    static func contributions(of key: ObjectIdentifier, in nodes: [LayoutNode]) -> [Any] {
        var found: [Any] = []
        func walk(_ node: LayoutNode) {
            if let p = node as? PreferenceNode, p.key == key {
                found.append(p.value(contributions(of: key, in: p.children)))
                return
            }
            for child in node.children { walk(child) }
        }
        for node in nodes { walk(node) }
        return found
    }
}
