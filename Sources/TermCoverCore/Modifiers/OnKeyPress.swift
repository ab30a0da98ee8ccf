import Foundation

extension View {
    /// Calls `action` when `key` is pressed while this view or a view in it
    /// has focus (or, when nothing has focus, while the view is on the top
    /// layer), as in SwiftUI: on its press and its repeats. Disfavoured
    /// beside the `KeyEquivalent` form, which takes `.return` and `"q"` as
    /// SwiftUI code writes them.
    @_disfavoredOverload
    public func onKeyPress(_ key: Key, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        modifier(OnKeyPressModifier(phases: [.down, .repeat]) { $0.key == key ? action() : .ignored })
    }

    /// Calls `action` when any of `keys` is pressed in one of `phases`
    /// (by default its press and its repeats, as SwiftUI's
    /// `onKeyPress(keys:phases:action:)`).
    public func onKeyPress(keys: Set<Key>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        modifier(OnKeyPressModifier(phases: phases) { keys.contains($0.key) ? action($0) : .ignored })
    }

    /// Calls `action` when `key` is pressed, as in SwiftUI: `.onKeyPress("q")`,
    /// `.onKeyPress(.upArrow)`, on key-down and key-repeat events, never on
    /// the release. The key matches whatever modifiers are held (Ctrl-Q is
    /// `"q"` with `.control`), as SwiftUI's does.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        onKeyPress(key, phases: [.down, .repeat]) { _ in action() }
    }

    /// Calls `action` when `key` is in one of `phases`. `.repeat` and `.up`
    /// come only from a terminal that speaks the kitty keyboard protocol
    /// (see `KeyPress.phase`).
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        modifier(OnKeyPressModifier(phases: phases) { press in
            press.key.equivalent?.key == key ? action(press) : .ignored
        })
    }

    /// Calls `action` when a key typing characters all in `characters` is
    /// in one of `phases`, as in SwiftUI: `.onKeyPress(characters: .decimalDigits)`.
    /// Keys that type nothing (arrows, Return) never match.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        modifier(OnKeyPressModifier(phases: phases) { press in
            let typed = press.characters.unicodeScalars
            guard !typed.isEmpty, typed.allSatisfy(characters.contains) else { return .ignored }
            return action(press)
        })
    }

    /// Calls `action` for every key event in one of `phases`, as SwiftUI's
    /// `onKeyPress(phases:action:)`: by default presses and repeats; ask for
    /// `.up` (or `.all`) to see keys let go as well.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        modifier(OnKeyPressModifier(phases: phases, action: action))
    }
}

struct OnKeyPressModifier: PrimitiveModifier {
    /// The phases the handler asked for; other key events pass it by.
    let phases: KeyPress.Phases
    let action: @MainActor (KeyPress) -> KeyPress.Result
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [KeyHandlerNode(single(content.resolve(context)), phases: phases, action: action)]
    }
}

@MainActor
final class KeyHandlerNode: WrapperNode {
    let phases: KeyPress.Phases
    let action: @MainActor (KeyPress) -> KeyPress.Result
    init(_ child: LayoutNode, phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result) {
        self.phases = phases
        self.action = action
        super.init(child)
    }
    override func handleKey(_ key: Key) -> Bool { handleKeyPress(KeyPress(key: key)) }
    override func handleKeyPress(_ press: KeyPress) -> Bool {
        phases.contains(press.phase) && action(press) == .handled
    }
}
