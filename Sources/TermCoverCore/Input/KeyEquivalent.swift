/// A key as SwiftUI names it for shortcuts and key handlers: a character,
/// with the special keys given the private-use characters AppKit gives them
/// (`upArrow` is U+F700), so `.onKeyPress("q")` and
/// `.keyboardShortcut(.return)` read as in SwiftUI.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key stands for.
    public var character: Character

    /// Creates a key equivalent for `character`.
    public init(_ character: Character) { self.character = character }

    /// Creates a key equivalent from a one-character literal: `"q"`.
    public init(extendedGraphemeClusterLiteral value: Character) { self.init(value) }

    /// Up Arrow (U+F700).
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down Arrow (U+F701).
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left Arrow (U+F702).
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right Arrow (U+F703).
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Escape (U+001B).
    public static let escape = KeyEquivalent("\u{1B}")
    /// Backspace, which SwiftUI calls Delete (U+0008).
    public static let delete = KeyEquivalent("\u{8}")
    /// Forward Delete (U+F728).
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home (U+F729).
    public static let home = KeyEquivalent("\u{F729}")
    /// End (U+F72B).
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up (U+F72C).
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down (U+F72D).
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear (U+F739). No terminal key sends it.
    public static let clear = KeyEquivalent("\u{F739}")
    /// Tab (U+0009).
    public static let tab = KeyEquivalent("\t")
    /// Space (U+0020).
    public static let space = KeyEquivalent(" ")
    /// Return (U+000D).
    public static let `return` = KeyEquivalent("\r")
}

extension Key {
    /// The key as SwiftUI would report it, and the modifiers the terminal
    /// showed with it: Ctrl-A is `"a"` with `.control`, Shift-Tab is `.tab`
    /// with `.shift`. Nil for a paste, which is no key.
    var equivalent: (key: KeyEquivalent, modifiers: EventModifiers)? {
        switch self {
        case .character(let c): (KeyEquivalent(c), [])
        case .control(let c): (KeyEquivalent(c), .control)
        case .upArrow: (.upArrow, [])
        case .downArrow: (.downArrow, [])
        case .leftArrow: (.leftArrow, [])
        case .rightArrow: (.rightArrow, [])
        case .return: (.return, [])
        case .escape: (.escape, [])
        case .tab: (.tab, [])
        case .backTab: (.tab, .shift)
        case .delete: (.delete, [])
        case .deleteForward: (.deleteForward, [])
        // AppKit's Insert, and F1 onwards (NSInsertFunctionKey, NSF1FunctionKey).
        case .insert: (KeyEquivalent("\u{F727}"), [])
        case .function(let n): (KeyEquivalent(Character(Unicode.Scalar(0xF703 + UInt32(max(1, min(35, n))))!)), .function)
        case .home: (.home, [])
        case .end: (.end, [])
        case .pageUp: (.pageUp, [])
        case .pageDown: (.pageDown, [])
        case .paste: nil
        case .chord(let c, let held): (KeyEquivalent(c), held)
        }
    }
}
