/// A row's swipe actions on one edge, as `swipeActions` gave them.
struct SwipeActionsContent {
    let content: AnyView
    let allowsFullSwipe: Bool
}

extension View {
    /// Adds actions to this row of a `List` that a swipe reveals, as
    /// SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`: usually
    /// `Button`s, the first one nearest `edge`; `.tint(_:)` colours one,
    /// a `.destructive` one is red. On the current row ← reveals the
    /// trailing actions and → the leading ones (the way a finger moves);
    /// then ← and → pick, Enter or Space runs the one picked, Esc (or Up and
    /// Down) puts them away. With `allowsFullSwipe`, `<` runs the first
    /// trailing action at once and `>` the first leading one, as a full
    /// swipe does. With the mouse, drag across the row (press, move two
    /// columns or more, release) toward the edge's opposite to reveal them
    /// and click one to run it. A row with `onDelete` and no trailing
    /// actions of its own has a trailing "Delete", as in SwiftUI.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        let actions = SwipeActionsContent(content: AnyView(content()), allowsFullSwipe: allowsFullSwipe)
        return modifier(ListRowPreferencesModifier {
            if edge == .leading { $0.leadingSwipe = actions } else { $0.trailingSwipe = actions }
        })
    }
}

/// The actions a row shows while swiped, as the list resolved them: each
/// button's label, colour and action.
@MainActor
struct SwipeAction {
    let label: LayoutNode
    let color: Color
    let action: @MainActor () -> Void

    /// The buttons in `nodes`, in order: what a swipe shows.
    static func collect(_ nodes: [LayoutNode]) -> [SwipeAction] {
        var found: [SwipeAction] = []
        func walk(_ node: LayoutNode) {
            if let button = node as? ButtonNode {
                let color = button.role == .destructive ? Color.red : button.tint ?? Color.gray
                found.append(SwipeAction(label: button.child, color: color, action: button.action))
                return
            }
            node.children.forEach(walk)
        }
        nodes.forEach(walk)
        return found
    }
}
