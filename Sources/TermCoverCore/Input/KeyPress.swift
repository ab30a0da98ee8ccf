/// A key press delivered to an `onKeyPress` handler, as in SwiftUI.
public struct KeyPress: Hashable, Sendable {
    /// The key, as the terminal sent it.
    public let key: Key

    /// The phase of the key event, as in SwiftUI: `.down`, `.repeat` or `.up`.
    /// `.repeat` and `.up` come only from a terminal that speaks the kitty
    /// keyboard protocol (TermCover pushes its "report event types" flag
    /// where the terminal answered the query); elsewhere a terminal sends
    /// the same bytes for a press and for the keyboard's auto-repeat, and
    /// nothing when a key is let go, so every key is `.down`. Even under the
    /// protocol a key that types text repeats as its text (a `.down`): the
    /// protocol reports events for text only in a mode TermCover leaves off.
    public let phase: Phases

    /// A key event in `phase`.
    init(key: Key, phase: Phases = .down) {
        self.key = key
        self.phase = phase
    }

    /// The characters the key types, empty for keys that type nothing. A
    /// letter with Control types its control character (Ctrl-A is U+0001),
    /// as in SwiftUI on a Mac.
    public var characters: String {
        switch key {
        case .character(let c): return String(c)
        case .control(let c):
            guard let v = c.asciiValue, c.isLetter else { return "" }
            return String(UnicodeScalar(v & 0x1F))
        default: return ""
        }
    }

    /// The modifiers the terminal showed with the key: `.control` for a
    /// Control letter, `.shift` for Shift-Tab, `.function` for F1–F12.
    public var modifiers: EventModifiers { key.equivalent?.modifiers ?? [] }

    /// What a handler did with a key press.
    public enum Result: Hashable, Sendable {
        /// The key is used up; nothing else sees it.
        case handled
        /// The key goes on to the next handler.
        case ignored
    }

    /// The phases of a key press a handler asks for, as in SwiftUI. Where
    /// the terminal speaks the kitty keyboard protocol, a held key's repeats
    /// arrive as `.repeat` and its release as `.up` (see `phase`); on any
    /// other terminal every press, repeats included, arrives as `.down` and
    /// a handler for `.up` or `.repeat` alone never runs.
    public struct Phases: OptionSet, Hashable, Sendable {
        /// The phases as bits.
        public let rawValue: Int
        /// Creates phases from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key is held and repeating (under the kitty keyboard protocol only).
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key came up (under the kitty keyboard protocol only).
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }
}
