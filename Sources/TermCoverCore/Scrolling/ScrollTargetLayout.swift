extension View {
    /// Marks this layout container (a stack or a grid) as the one whose
    /// children are the scroll targets of the scroll view around it, as in
    /// SwiftUI: `scrollPosition(id:)` reports the top-most of them rather
    /// than any view with an id.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}

struct ScrollTargetLayoutModifier: PrimitiveModifier {
    let isEnabled: Bool
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.environment[ScrollTargetRoleKey.self] = isEnabled ? .layout : .none
        return content.resolve(inner)
    }
}

/// Where a view stands towards a `.scrollTargetLayout()` container: the
/// container itself, one of its children, or neither. A container passes
/// `.layout` on to its children as `.child`, and `.child` as `.none`, so
/// only its direct children count (see `ResolveContext.containerContext`).
enum ScrollTargetRole: Hashable {
    case none, layout, child
}

struct ScrollTargetRoleKey: EnvironmentKey {
    static let defaultValue = ScrollTargetRole.none
}
