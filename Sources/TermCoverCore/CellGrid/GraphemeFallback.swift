/// What to send for a grapheme to a terminal that counts scalars one by
/// one (no mode 2027), so that it takes exactly the columns the canvas
/// gave it and nothing after it moves.
///
/// The canvas gives every emoji sequence the two columns a terminal that
/// measures clusters draws it in (`CharacterWidth`). Counted scalar by
/// scalar, as glibc's `wcwidth` and most terminals without mode 2027 count,
/// a ZWJ family of three takes 6 columns, a skin-toned thumb 4 and a
/// keycap 1: sent whole, it would push or overwrite its neighbours. So
/// such a grapheme is sent as the part of it that fits:
/// - a ZWJ sequence or a skin tone: its first emoji (👨‍👩‍👧 → 👨, 👍🏽 → 👍),
///   which takes the two columns itself;
/// - a keycap: its base with the enclosing keycap mark and no U+FE0F
///   (1️⃣ → "1" + U+20E3), one column, and a blank after it;
/// - another emoji presentation sequence (❤️): its base, and a blank.
///
/// A flag's two regional indicators take one column each, two in all,
/// whichever way the terminal draws them, so a flag is sent whole.
/// The cell keeps the whole grapheme: only the bytes sent differ.
package enum GraphemeFallback {
    /// The grapheme to send in place of `character`, which the canvas drew
    /// `width` columns wide, and the columns a scalar-counting terminal
    /// gives it (never more than `width`: the rest are sent as blanks).
    package static func glyph(for character: Character, width: Int) -> (glyph: Character, columns: Int) {
        let counted = CharacterWidth.ofScalars(character)
        if counted == width { return (character, width) }
        var kept = String.UnicodeScalarView()
        for scalar in character.unicodeScalars {
            let w = CharacterWidth.of(scalar)
            if kept.isEmpty {
                if w > 0 { kept.append(scalar) }
                continue
            }
            // Marks that draw on the base stay (a keycap's U+20E3, an
            // accent); a joiner, a selector or another spacing scalar ends it.
            if w != 0 || scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value) {
                if w != 0 || scalar.value == 0x200D { break }
                continue
            }
            kept.append(scalar)
        }
        let glyph = String(kept).first ?? " "
        let columns = CharacterWidth.ofScalars(glyph)
        return columns <= width ? (glyph, columns) : (" ", 1)
    }
}
