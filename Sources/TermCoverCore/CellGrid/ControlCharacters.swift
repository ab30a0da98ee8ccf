/// Keeps text from speaking to the terminal. A string that holds an escape
/// sequence must never move the cursor or change colors, so every C0 and C1
/// control becomes a visible picture before it reaches a canvas.
enum ControlCharacters {
    /// The grapheme to show in place of `character`, which is itself when it is harmless.
    static func visible(_ character: Character) -> Character {
        // Graphemes are checked scalar by scalar: "\r\n" is one Character.
        var needsChange = false
        for s in character.unicodeScalars where isControl(s) { needsChange = true; break }
        guard needsChange else { return character }
        guard let first = character.unicodeScalars.first else { return character }
        return Character(picture(of: first))
    }

    static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value)
    }

    /// U+2400 + code for C0 (so ESC is ␛), ␡ for DEL, and � for C1.
    static func picture(of s: Unicode.Scalar) -> Unicode.Scalar {
        switch s.value {
        case 0..<0x20: Unicode.Scalar(0x2400 + s.value)!
        case 0x7F: "\u{2421}"
        default: "\u{FFFD}"
        }
    }
}
