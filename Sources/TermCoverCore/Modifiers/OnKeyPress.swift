extension View {
    /// Calls `action` when `key` is pressed while this view or a view in it
    /// has focus (or, when nothing has focus, while the view is on the top
    /// layer), as in SwiftUI.
    public func onKeyPress(_ key: Key, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        modifier(OnKeyPressModifier { $0.key == key ? action() : .ignored })
    }

    /// Calls `action` when any of `keys` is pressed.
    public func onKeyPress(keys: Set<Key>, action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        modifier(OnKeyPressModifier { keys.contains($0.key) ? action($0) : .ignored })
    }

    /// Calls `action` for every key press.
    public func onKeyPress(action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        modifier(OnKeyPressModifier(action: action))
    }
}

struct OnKeyPressModifier: PrimitiveModifier {
    let action: @MainActor (KeyPress) -> KeyPress.Result
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [KeyHandlerNode(single(content.resolve(context)), action: action)]
    }
}

@MainActor
final class KeyHandlerNode: WrapperNode {
    let action: @MainActor (KeyPress) -> KeyPress.Result
    init(_ child: LayoutNode, action: @escaping @MainActor (KeyPress) -> KeyPress.Result) {
        self.action = action
        super.init(child)
    }
    override func handleKey(_ key: Key) -> Bool { action(KeyPress(key: key)) == .handled }
}
