/// A key press delivered to an `onKeyPress` handler, as in SwiftUI.
public struct KeyPress: Hashable, Sendable {
    /// The key, as the terminal sent it.
    public let key: Key

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

    /// Always `.down`: a terminal sends the same bytes for a press and for
    /// the keyboard's auto-repeat, and nothing when a key is let go.
    public var phase: Phases { .down }

    /// What a handler did with a key press.
    public enum Result: Hashable, Sendable {
        /// The key is used up; nothing else sees it.
        case handled
        /// The key goes on to the next handler.
        case ignored
    }

    /// The phases of a key press a handler asks for, as in SwiftUI. In a
    /// terminal every press, repeats included, arrives as `.down`, and `.up`
    /// never arrives: a handler for `.up` or `.repeat` alone never runs.
    public struct Phases: OptionSet, Hashable, Sendable {
        /// The phases as bits.
        public let rawValue: Int
        /// Creates phases from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key is held and repeating. Never reported by a terminal (see above).
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key came up. Never reported by a terminal.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }
}
