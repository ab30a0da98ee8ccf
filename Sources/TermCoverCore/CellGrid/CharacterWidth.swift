/// Terminal column widths of characters, following the Unicode East Asian
/// Width property and emoji presentation the way glibc's `wcwidth` does in a
/// UTF-8 locale, so that what we lay out matches what the terminal shows.
enum CharacterWidth {
    /// Ranges of scalars that take two columns.
    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18AFF, 0x1B000...0x1B2FF,
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
        0x1F260...0x1F265, 0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C,
        0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0,
        0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440...0x1F440, 0x1F442...0x1F4FC,
        0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A...0x1F57A,
        0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5,
        0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6DC...0x1F6DF,
        0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7EB, 0x1F7F0...0x1F7F0,
        0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF, 0x1FA70...0x1FAFF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// Regional indicator symbols A–Z: two of them make a flag.
    private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF

    /// Columns taken by one scalar: 0 for combining and zero-width marks, 2 for wide ones, else 1.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if v == 0x200B || (0xFE00...0xFE0F).contains(v) || (0x1160...0x11FF).contains(v) { return 0 }
        var lo = 0, hi = wide.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if v < wide[mid].lowerBound { hi = mid - 1 } else if v > wide[mid].upperBound { lo = mid + 1 } else { return 2 }
        }
        return 1
    }

    /// Columns taken by one grapheme, as a terminal that measures clusters
    /// (mode 2027) gives them: the width of its first visible scalar; 2 for
    /// a flag (a pair of regional indicators), which terminals draw as one
    /// wide picture though each indicator alone is narrow; and 2 for an
    /// emoji presentation sequence (an emoji-capable base with U+FE0F, such
    /// as ❤️, and every keycap, 1️⃣), which is drawn as an emoji picture.
    /// Where the terminal counts scalars instead, the backend draws what
    /// takes the same columns (`GraphemeFallback`).
    static func of(_ character: Character) -> Int {
        if character.isASCII { return 1 }
        let scalars = character.unicodeScalars
        if let first = scalars.first, regionalIndicators.contains(first.value) {
            return scalars.count >= 2 && regionalIndicators.contains(scalars[scalars.index(after: scalars.startIndex)].value) ? 2 : 1
        }
        var width = 0
        var emojiBase = false
        for scalar in scalars {
            if width == 0 {
                width = of(scalar)
                emojiBase = width > 0 && scalar.properties.isEmoji
            } else if emojiBase && (scalar.value == 0xFE0F || scalar.value == 0x20E3) {
                return 2
            }
        }
        return max(width, 1)
    }

    /// Columns a terminal that does not measure clusters gives `character`:
    /// each scalar on its own, as glibc's `wcwidth` counts them (a ZWJ
    /// family of three is 6, a keycap 1).
    static func ofScalars(_ character: Character) -> Int {
        character.unicodeScalars.reduce(0) { $0 + of($1) }
    }
}

extension String {
    /// The number of terminal columns the string takes once sanitized.
    public var terminalWidth: Int {
        // Most text is printable ASCII, one column a byte: walking it as
        // graphemes costs far more than the whole rest of a frame's layout.
        if let ascii = printableASCIICount { return ascii }
        var total = 0
        for c in self { total += CharacterWidth.of(c) }
        return total
    }

    /// The byte count when every byte is printable ASCII (0x20–0x7E), else nil.
    /// Strings without contiguous UTF-8 (none on Linux) take the slow path.
    var printableASCIICount: Int? {
        utf8.withContiguousStorageIfAvailable(Self.printableASCIICount(of:)) ?? nil
    }

    static func printableASCIICount(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for b in bytes where b < 0x20 || b > 0x7E { return nil }
        return bytes.count
    }
}
