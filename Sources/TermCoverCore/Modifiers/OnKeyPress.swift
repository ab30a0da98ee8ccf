import Foundation

extension View {
    /// Calls `action` when `key` is pressed while this view or a view in it
    /// has focus (or, when nothing has focus, while the view is on the top
    /// layer), as in SwiftUI. Disfavoured beside the `KeyEquivalent` form,
    /// which takes `.return` and `"q"` as SwiftUI code writes them.
    @_disfavoredOverload
    public func onKeyPress(_ key: Key, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        modifier(OnKeyPressModifier { $0.key == key ? action() : .ignored })
    }

    /// Calls `action` when any of `keys` is pressed.
    public func onKeyPress(keys: Set<Key>, action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        modifier(OnKeyPressModifier { keys.contains($0.key) ? action($0) : .ignored })
    }

    /// Calls `action` when `key` is pressed, as in SwiftUI: `.onKeyPress("q")`,
    /// `.onKeyPress(.upArrow)`. The key matches whatever modifiers are held
    /// (Ctrl-Q is `"q"` with `.control`), as SwiftUI's does.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        onKeyPress(key, phases: [.down, .repeat]) { _ in action() }
    }

    /// Calls `action` when `key` is pressed in one of `phases`. A terminal
    /// reports only `.down` (see `KeyPress.Phases`).
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        modifier(OnKeyPressModifier { press in
            guard phases.contains(press.phase), press.key.equivalent?.key == key else { return .ignored }
            return action(press)
        })
    }

    /// Calls `action` when a key typing characters all in `characters` is
    /// pressed in one of `phases`, as in SwiftUI: `.onKeyPress(characters: .decimalDigits)`.
    /// Keys that type nothing (arrows, Return) never match.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        modifier(OnKeyPressModifier { press in
            let typed = press.characters.unicodeScalars
            guard phases.contains(press.phase), !typed.isEmpty, typed.allSatisfy(characters.contains) else { return .ignored }
            return action(press)
        })
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
