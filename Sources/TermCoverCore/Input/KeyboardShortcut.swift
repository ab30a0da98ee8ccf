/// A key combination that fires a control, as in SwiftUI: see
/// `View.keyboardShortcut(_:)` for how it reaches a terminal.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifiers held with it.
    public var modifiers: EventModifiers

    /// Creates a shortcut; by default with Command, as SwiftUI's, which a
    /// terminal turns into Control.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return with no modifiers: the default button of a screen.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape with no modifiers: the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// True when the terminal's `key` is this shortcut as a terminal can
    /// send it: Command counts as Control; Control goes with a letter only
    /// (with a digit or with Shift as well, where the terminal speaks the
    /// kitty keyboard protocol and the key arrives as a `.chord`);
    /// Shift with a letter is its capital and with Tab is Shift-Tab; a
    /// shortcut with Option, Caps Lock or the keypad never matches.
    func matches(_ key: Key) -> Bool {
        guard let (pressed, held) = key.equivalent else { return false }
        var wanted = modifiers
        if wanted.contains(.command) { wanted.remove(.command); wanted.insert(.control) }
        wanted.remove(.function)
        // Only the kitty keyboard protocol sends these: Ctrl-1, Ctrl-Shift-A.
        if case .chord = key {
            var chord = held
            if chord.contains(.command) { chord.remove(.command); chord.insert(.control) }
            return chord == wanted && Character(self.key.character.lowercased()) == pressed.character
        }
        switch wanted {
        case []:
            return held.subtracting(.function).isEmpty && pressed == self.key
        case .control:
            let c = self.key.character
            return held == .control && c.isASCII && c.isLetter && pressed.character == Character(c.lowercased())
        case .shift:
            if self.key == .tab { return key == .backTab }
            let c = self.key.character
            return held.isEmpty && c.isLetter && pressed.character == Character(c.uppercased())
        default:
            return false
        }
    }
}
