extension View {
    /// Fires the control inside this view (a `Button`, a `Toggle`) when
    /// `key` is pressed with `modifiers`, from anywhere on its layer (the
    /// screen, or the cover on top), as in SwiftUI.
    ///
    /// A terminal cannot send everything a keyboard can. Command belongs to
    /// the terminal application and never reaches the program, so a
    /// `.command` shortcut (SwiftUI's default) listens for Control instead:
    /// `.keyboardShortcut("s")` fires on Ctrl-S. Control goes with letters
    /// only, and some are taken: Ctrl-C quits, Ctrl-Z suspends, and Ctrl-I,
    /// Ctrl-M, Ctrl-H and Ctrl-J arrive as Tab, Return, Backspace and Return.
    /// Shift goes with letters (as capitals) and Tab. A shortcut with Option,
    /// Caps Lock or the keypad, or Control with anything but a letter, never
    /// fires.
    ///
    /// The focused control sees a key first (so a focused text field keeps
    /// Ctrl-A and its letters, and a focused button takes Return); shortcuts
    /// come next, before `onKeyPress` handlers. A disabled control's shortcut
    /// does nothing and lets the key go on.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Fires the control inside this view on `shortcut`: `.defaultAction`
    /// (Return) and `.cancelAction` (Esc) as in SwiftUI. See
    /// `keyboardShortcut(_:modifiers:)`.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(KeyboardShortcutModifier(shortcut: shortcut))
    }

    /// Fires the control inside this view on `shortcut`, or on nothing when it is nil.
    @_disfavoredOverload
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(KeyboardShortcutModifier(shortcut: shortcut))
    }
}

struct KeyboardShortcutModifier: PrimitiveModifier {
    let shortcut: KeyboardShortcut?
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let child = single(content.resolve(context))
        guard let shortcut else { return [child] }
        return [KeyboardShortcutNode(child, shortcut: shortcut)]
    }
}

@MainActor
final class KeyboardShortcutNode: WrapperNode {
    let shortcut: KeyboardShortcut
    init(_ child: LayoutNode, shortcut: KeyboardShortcut) {
        self.shortcut = shortcut
        super.init(child)
    }

    /// Activates the first enabled control inside, as Return on it would.
    func fire(_ key: Key) -> Bool {
        guard shortcut.matches(key) else { return false }
        func control(in node: LayoutNode) -> LayoutNode? {
            if node.focusPath != nil { return node }
            for child in node.children { if let found = control(in: child) { return found } }
            return nil
        }
        guard let control = control(in: child) else { return false }
        return control.handleFocusedKey(.return)
    }
}

extension LayoutNode {
    /// Fires the first keyboard shortcut in this subtree that `key` matches.
    func fireKeyboardShortcut(_ key: Key) -> Bool {
        if let shortcut = self as? KeyboardShortcutNode, shortcut.fire(key) { return true }
        return children.contains { $0.fireKeyboardShortcut(key) }
    }
}
