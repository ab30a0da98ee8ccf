extension View {
    /// Lets the view take keyboard focus, as SwiftUI's `focusable(_:)`: Tab
    /// stops on it, a click focuses it, and its keys reach its `onKeyPress`
    /// handlers first. Focused, its text is drawn in reverse video (where
    /// iOS and macOS draw a focus ring) and `\.isFocused` is true inside it.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable))
    }
}

struct FocusableModifier: PrimitiveModifier {
    let isFocusable: Bool

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        guard isFocusable, context.environment.isEnabled else { return content.resolve(context) }
        let path = context.path.appending(.name("focusable"))
        var inner = context
        let focused = context.focusedPath == path
        inner.environment.isFocused = focused
        if focused { inner.environment.textAttributes.insert(.reverse) }
        return [FocusableNode(single(content.resolve(inner)), path: path)]
    }
}

/// A view that takes focus and handles no key itself.
@MainActor
final class FocusableNode: WrapperNode {
    let path: ViewPath
    init(_ child: LayoutNode, path: ViewPath) {
        self.path = path
        super.init(child)
    }
    override var focusPath: ViewPath? { path }
}
