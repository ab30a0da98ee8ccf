/// A key as a recording writes it down: the bytes a terminal sends for it
/// (xterm's, in normal cursor mode), as asciicast's `"i"` events carry
/// them, so a player can show the keystroke.
///
/// Text typed into a `SecureField` is masked here, where the key meets the
/// focus: each character (and each character of a paste) becomes `*`, so a
/// recording shows as many stars as the field shows bullets, and never the
/// text. Keys that edit or leave the field (Backspace, arrows, Tab, Enter)
/// are written as they are: they carry none of the secret.
package struct InputRecord: Equatable, Sendable {
    /// What to write down for the key.
    package let data: String
    /// True when the key went to a `SecureField` and `data` is masked.
    package let masked: Bool

    /// The record of `key`, typed while a `SecureField` had focus when `secure`.
    package init(key: Key, secure: Bool) {
        switch key {
        case .character where secure:
            data = "*"
            masked = true
        case .paste(let text) where secure:
            data = String(repeating: "*", count: text.count)
            masked = true
        default:
            data = Self.bytes(for: key)
            masked = false
        }
    }

    /// The record of characters typed one after another into the focused field.
    package init(typed: [Character], secure: Bool) {
        data = secure ? String(repeating: "*", count: typed.count) : String(typed)
        masked = secure
    }

    /// What a terminal sends for `key` with no keyboard protocol pushed.
    static func bytes(for key: Key) -> String {
        switch key {
        case .character(let c): String(c)
        case .control(let c):
            c.asciiValue.map { String(UnicodeScalar($0 & 0x1F)) } ?? ""
        case .upArrow: "\u{1B}[A"
        case .downArrow: "\u{1B}[B"
        case .rightArrow: "\u{1B}[C"
        case .leftArrow: "\u{1B}[D"
        case .return: "\r"
        case .escape: "\u{1B}"
        case .tab: "\t"
        case .backTab: "\u{1B}[Z"
        case .delete: "\u{7F}"
        case .deleteForward: "\u{1B}[3~"
        case .insert: "\u{1B}[2~"
        case .home: "\u{1B}[H"
        case .end: "\u{1B}[F"
        case .pageUp: "\u{1B}[5~"
        case .pageDown: "\u{1B}[6~"
        case .function(let n): functionKey(n)
        case .paste(let text): text
        case .chord(let c, let held):
            // The kitty keyboard protocol's form: the code point, then 1 + the modifier bits.
            "\u{1B}[\(c.unicodeScalars.first.map { $0.value } ?? 0);\(1 + kittyBits(held))u"
        }
    }

    /// shift 1, alt 2, ctrl 4, super 8, as `KittyKeys` reads them.
    private static func kittyBits(_ held: EventModifiers) -> Int {
        (held.contains(.shift) ? 1 : 0) + (held.contains(.option) ? 2 : 0)
            + (held.contains(.control) ? 4 : 0) + (held.contains(.command) ? 8 : 0)
    }

    private static func functionKey(_ n: Int) -> String {
        if (1...4).contains(n) { return "\u{1B}O" + ["P", "Q", "R", "S"][n - 1] }
        let codes = [5: 15, 6: 17, 7: 18, 8: 19, 9: 20, 10: 21, 11: 23, 12: 24]
        return codes[n].map { "\u{1B}[\($0)~" } ?? ""
    }
}
