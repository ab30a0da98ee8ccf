/// A key the user pressed, decoded from the terminal's bytes. Names follow
/// SwiftUI's `KeyEquivalent` where it has one.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A printable character, including a space and any Unicode grapheme.
    case character(Character)
    /// A letter typed with Control held, as its lowercase letter: Ctrl-C is `.control("c")`.
    case control(Character)
    /// The up arrow.
    case upArrow
    /// The down arrow.
    case downArrow
    /// The left arrow.
    case leftArrow
    /// The right arrow.
    case rightArrow
    /// Enter.
    case `return`
    /// Esc, once the wait for a longer sequence starting with it has passed.
    case escape
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace, SwiftUI's `.delete`.
    case delete
    /// The Delete key, SwiftUI's `.deleteForward`.
    case deleteForward
    /// Insert.
    case insert
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// F1 to F12, as `.function(1)` to `.function(12)`.
    case function(Int)
    /// Text pasted while bracketed paste was on, whole, line breaks as
    /// `\n`: one event that no key handler mistakes for Enter or `q`.
    case paste(String)
    /// A character typed with modifiers the legacy encoding cannot show,
    /// which only the kitty keyboard protocol reports: Ctrl-1 is
    /// `.chord("1", .control)`, Ctrl-Shift-A `.chord("a", [.control, .shift])`,
    /// Alt-X `.chord("x", .option)`. Letters come lowercase. A Control
    /// letter alone stays `.control`, as every terminal sends it.
    case chord(Character, EventModifiers)

    /// Space, as SwiftUI names it.
    public static let space = Key.character(" ")

    /// The name scripts use for the key (`enter`, `ctrl-c`, `f5`, `q`).
    public var description: String {
        switch self {
        case .character(" "): "space"
        case .character(let c): String(c)
        case .control(let c): "ctrl-\(c)"
        case .upArrow: "up"
        case .downArrow: "down"
        case .leftArrow: "left"
        case .rightArrow: "right"
        case .return: "enter"
        case .escape: "esc"
        case .tab: "tab"
        case .backTab: "backtab"
        case .delete: "backspace"
        case .deleteForward: "delete"
        case .insert: "insert"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pageup"
        case .pageDown: "pagedown"
        case .function(let n): "f\(n)"
        case .paste: "paste"
        case .chord(let c, let held): Self.modifierNames(held) + (c == " " ? "space" : String(c))
        }
    }

    /// Parses a key name as scripts write it: the inverse of `description`.
    public init?(name: String) {
        let named: [String: Key] = [
            "enter": .return, "return": .return, "esc": .escape, "escape": .escape, "space": .space,
            "tab": .tab, "backtab": .backTab, "shift-tab": .backTab, "backspace": .delete, "delete": .deleteForward,
            "insert": .insert, "up": .upArrow, "down": .downArrow, "left": .leftArrow, "right": .rightArrow,
            "home": .home, "end": .end, "pageup": .pageUp, "pagedown": .pageDown,
        ]
        if let key = named[name.lowercased()] { self = key; return }
        let lower = name.lowercased()
        if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...12).contains(n), name.count > 1 {
            self = .function(n); return
        }
        if lower.hasPrefix("ctrl-"), lower.count == 6, let c = lower.last, c.isASCII, c.isLetter {
            self = .control(c); return
        }
        if name.count == 1, let c = name.first { self = .character(c); return }
        // ctrl-1, ctrl-shift-a, alt-x: a chord.
        var rest = Substring(lower), held: EventModifiers = []
        for (prefix, modifier) in Self.modifierPrefixes {
            if rest.hasPrefix(prefix) { rest = rest.dropFirst(prefix.count); held.insert(modifier) }
        }
        guard !held.isEmpty, let c = rest.first, rest.count == 1 || rest == "space" else { return nil }
        self = .chord(rest == "space" ? " " : c, held)
    }

    /// Modifier prefixes in key names, in the order they are written.
    private static let modifierPrefixes: [(String, EventModifiers)] =
        [("cmd-", .command), ("ctrl-", .control), ("alt-", .option), ("shift-", .shift)]

    private static func modifierNames(_ held: EventModifiers) -> String {
        modifierPrefixes.filter { held.contains($0.1) }.map(\.0).joined()
    }
}
