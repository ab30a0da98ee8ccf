/// What a view tells assistive technology about itself: kept on its node
/// for whatever reads the screen aloud (TermCover's screen-reader mode
/// speaks a focused element's label) and for tests.
struct AccessibilityInfo {
    var label: String?
    var hint: String?
    var value: String?
    var identifier: String?
    var hidden: Bool?
    var children: AccessibilityChildBehavior?
    var traits = AccessibilityTraits()
    var removedTraits = AccessibilityTraits()
    var headingLevel: AccessibilityHeadingLevel?
    var sortPriority: Double?
    var inputLabels: [String] = []
    var actions: [(kind: AccessibilityActionKind, run: () -> Void)] = []

    /// `self`, with what `outer` (a modifier further out) sets where this does not.
    func over(_ outer: AccessibilityInfo) -> AccessibilityInfo {
        var merged = self
        merged.label = label ?? outer.label
        merged.hint = hint ?? outer.hint
        merged.value = value ?? outer.value
        merged.identifier = identifier ?? outer.identifier
        merged.hidden = hidden ?? outer.hidden
        merged.children = children ?? outer.children
        merged.traits = traits.union(outer.traits)
        merged.removedTraits = removedTraits.union(outer.removedTraits)
        merged.headingLevel = headingLevel ?? outer.headingLevel
        merged.sortPriority = sortPriority ?? outer.sortPriority
        merged.inputLabels = inputLabels + outer.inputLabels
        merged.actions = actions + outer.actions
        return merged
    }
}

/// A view's accessibility information, on its node.
@MainActor
final class AccessibilityNode: WrapperNode {
    let info: AccessibilityInfo
    init(_ child: LayoutNode, info: AccessibilityInfo) {
        self.info = info
        super.init(child)
    }

    /// What the accessibility modifiers around `node` say, together (where
    /// two set the same thing, the outer one's is kept).
    static func info(of node: LayoutNode) -> AccessibilityInfo? {
        var found: AccessibilityInfo?
        var current: LayoutNode? = node
        while let n = current {
            if let a = n as? AccessibilityNode { found = found.map { $0.over(a.info) } ?? a.info }
            // (`found` holds the outer modifiers' parts, walked first.)
            current = (n as? WrapperNode)?.child
        }
        return found
    }
}

/// Adds to a view's accessibility information.
struct AccessibilityModifier: PrimitiveModifier {
    let change: (inout AccessibilityInfo) -> Void

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        var info = AccessibilityInfo()
        change(&info)
        return [AccessibilityNode(single(content.resolve(context)), info: info)]
    }
}
