/// Which parts of a frame `matchedGeometryEffect` takes from its group.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates the set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Where the view's anchor point is.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// How large the view is.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Matches this view's geometry with the other views of `id` in
    /// `namespace`, as in SwiftUI. When one source view of the id is
    /// inserted and another removed in the same animated change, the
    /// inserted view moves from the removed one's frame to its own, and the
    /// removed one moves along to the same frame while the two cross-fade
    /// with their own transitions. A view with `isSource: false` takes the
    /// source's `properties` (its anchor point placed on the source's), and
    /// keeps its own for the others.
    public func matchedGeometryEffect(id: some Hashable, in namespace: Namespace.ID,
                                      properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
                                      isSource: Bool = true) -> some View {
        modifier(MatchedGeometryModifier(key: NamespacedID(namespace: namespace, id: AnyHashable(id)),
                                         properties: properties, anchor: anchor, isSource: isSource))
    }
}

struct MatchedGeometryModifier: PrimitiveModifier {
    let key: NamespacedID
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let graph = context.graph
        let frame = graph.clock.frameNumber
        let group = graph.matchedGeometry.group(for: key, frame: frame)
        let path = context.path
        // An inserted view is first laid down in its transition's active
        // state with animations disabled (see `resolveDynamic`); only the
        // pass that follows, in the change's transaction, takes over.
        let inTree = isSource && !context.isLeavingTree
            && (group.holder == path || !context.transaction.disablesAnimations)
        var starts = false
        if inTree, group.holder != path {
            // A source new to the tree takes the geometry over, unless the
            // holder is still in the tree this frame (two sources at once).
            let isNew = (group.live[path] ?? -10) < frame - 1
            let holderStays = group.holder.map { (group.live[$0] ?? -10) == frame } ?? false
            if group.holder == nil || (isNew && !holderStays) {
                // It moves from where the group was drawn, if the group was
                // on screen up to now.
                starts = group.lastSeen >= frame - 1 && group.shown != nil
                group.from = starts ? group.shown : nil
                group.holder = path
                group.generation += 1
            }
        }
        graph.perform { [weak graph] in
            guard let now = graph?.clock.frameNumber else { return }
            if inTree { group.live[path] = now }
            group.lastSeen = now
        }
        if group.holder == path {
            let track = path.appending(.name("matchedGeometry")).appending(.index(group.generation))
            if starts {
                // Laid down at the start without animation; the change animates it to 0.
                var still = Transaction()
                still.disablesAnimations = true
                _ = graph.animations.animatedValue(1.0, at: track, transaction: still)
            }
            group.progress = group.from == nil ? 0 : graph.animations.animatedValue(0.0, at: track, transaction: context.transaction)
            if group.progress == 0 { group.from = nil }
        }
        let role: MatchedGeometryNode.Role = !isSource ? .follower : context.isLeavingTree ? .leaving : .source
        return [MatchedGeometryNode(single(content.resolve(context)), group: group, path: path, role: role,
                                    properties: properties, anchor: anchor)]
    }
}
