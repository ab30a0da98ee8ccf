/// Where a glyph puts ink in its cell, coarsely: a 4 × 8 bitmap (bit
/// row · 4 + column, row 0 at the top) and how much of each marked sample
/// is really inked. It is what a scaled or turned layer shows of its text:
/// not letters, which cannot shrink or turn in a terminal, but their shape
/// on the line (x-height, ascenders, descenders, word gaps), so text reads
/// as text-shaped texture instead of misspelled words. Lines and blocks are
/// exact, so borders stay borders.
enum GlyphInk {
    struct Ink: Equatable {
        var mask: UInt32
        var strength: Float
        static let none = Ink(mask: 0, strength: 0)
    }

    /// The rows `rows` of the columns `columns`, as mask bits.
    static func bits(rows: ClosedRange<Int>, columns: ClosedRange<Int>) -> UInt32 {
        var m: UInt32 = 0
        for r in rows { for c in columns { m |= 1 << UInt32(r * 4 + c) } }
        return m
    }

    // Letters take the whole width: at any scale a word is one bar with its
    // ascenders and descenders, and the gaps between words stay gaps, but
    // the gaps between letters, which no scale below 1 could show, do not
    // beat against the screen's samples as stripes.
    private static let capital = bits(rows: 1...5, columns: 0...3)
    private static let xHeight = bits(rows: 3...5, columns: 0...3)
    private static let descending = bits(rows: 3...7, columns: 0...3)
    private static let narrow = bits(rows: 1...5, columns: 1...2)
    private static let symbol = bits(rows: 2...5, columns: 0...3)
    /// How dark text looks from afar: strokes cover under half their box.
    static let textStrength: Float = 0.45

    // Box-drawing arms: up, right, down, left.
    private static let armUp = bits(rows: 0...3, columns: 1...2)
    private static let armDown = bits(rows: 4...7, columns: 1...2)
    private static let armLeft = bits(rows: 3...4, columns: 0...1)
    private static let armRight = bits(rows: 3...4, columns: 2...3)

    /// The ink of the glyph `code` (a `Cell.glyphID`); `half` is 0 for a
    /// narrow glyph or the left half of a wide one, 1 for its right half.
    static func ink(_ code: UInt32, wide: Bool = false, half: Int = 0) -> Ink {
        if wide { return Ink(mask: half == 0 ? bits(rows: 1...6, columns: 1...3) : bits(rows: 1...6, columns: 0...2), strength: textStrength) }
        switch code {
        case 0x20, 0xA0, GlyphCode.none: return .none
        case 0x61...0x7A: return lowercase(code)
        case 0x41...0x5A, 0x30...0x39: return Ink(mask: code == 0x49 ? narrow : capital, strength: textStrength)
        case 0x2E: return Ink(mask: bits(rows: 5...5, columns: 1...1), strength: 1)
        case 0x2C: return Ink(mask: bits(rows: 5...6, columns: 1...1), strength: 1)
        case 0x3A, 0x3B: return Ink(mask: bits(rows: 3...3, columns: 1...1) | bits(rows: 5...5, columns: 1...1), strength: 1)
        case 0x27, 0x22, 0x60: return Ink(mask: bits(rows: 1...2, columns: 1...1), strength: 1)
        case 0x5F: return Ink(mask: bits(rows: 7...7, columns: 0...3), strength: 1)
        case 0x2D: return Ink(mask: armLeft | armRight, strength: 0.5)
        case 0x7C: return Ink(mask: armUp | armDown, strength: 0.5)
        case 0x2B: return Ink(mask: armLeft | armRight | armUp | armDown, strength: 0.5)
        case 0x2500...0x257F: return boxDrawing(code)
        case 0x2580...0x259F: return block(code)
        case 0x2800...0x28FF: return braille(code)
        default: return Ink(mask: symbol, strength: textStrength)
        }
    }

    private static func lowercase(_ code: UInt32) -> Ink {
        switch UnicodeScalar(code).map(Character.init) {
        case "b", "d", "f", "h", "k", "l", "t": Ink(mask: capital, strength: textStrength)
        case "g", "p", "q", "y", "j": Ink(mask: descending, strength: textStrength)
        case "i": Ink(mask: bits(rows: 2...5, columns: 1...2), strength: textStrength)
        default: Ink(mask: xHeight, strength: textStrength)
        }
    }

    /// Lines by their arms, from the box-drawing block's regular layout of
    /// the light and heavy sets; curves and doubles as their light shapes.
    private static func boxDrawing(_ code: UInt32) -> Ink {
        let arms: UInt8  // bit 0 up, 1 right, 2 down, 3 left
        switch code {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550: arms = 0b1010
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551: arms = 0b0101
        case 0x250C...0x250F, 0x2552...0x2554, 0x256D: arms = 0b0110
        case 0x2510...0x2513, 0x2555...0x2557, 0x256E: arms = 0b1100
        case 0x2514...0x2517, 0x2558...0x255A, 0x2570: arms = 0b0011
        case 0x2518...0x251B, 0x255B...0x255D, 0x256F: arms = 0b1001
        case 0x251C...0x2523, 0x255E...0x2560: arms = 0b0111
        case 0x2524...0x252B, 0x2561...0x2563: arms = 0b1101
        case 0x252C...0x2533, 0x2564...0x2566: arms = 0b1110
        case 0x2534...0x253B, 0x2567...0x2569: arms = 0b1011
        case 0x253C...0x254B, 0x256A...0x256C: arms = 0b1111
        case 0x2571: return Ink(mask: bits(rows: 0...1, columns: 3...3) | bits(rows: 2...3, columns: 2...2)
                                   | bits(rows: 4...5, columns: 1...1) | bits(rows: 6...7, columns: 0...0), strength: 1)
        case 0x2572: return Ink(mask: bits(rows: 0...1, columns: 0...0) | bits(rows: 2...3, columns: 1...1)
                                   | bits(rows: 4...5, columns: 2...2) | bits(rows: 6...7, columns: 3...3), strength: 1)
        default: return Ink(mask: symbol, strength: 0.5)
        }
        var m: UInt32 = 0
        if arms & 1 != 0 { m |= armUp }
        if arms & 2 != 0 { m |= armRight }
        if arms & 4 != 0 { m |= armDown }
        if arms & 8 != 0 { m |= armLeft }
        return Ink(mask: m, strength: 1)
    }

    /// Block elements, exactly where the font draws them.
    private static func block(_ code: UInt32) -> Ink {
        switch code {
        case 0x2580: return Ink(mask: bits(rows: 0...3, columns: 0...3), strength: 1)
        case 0x2581...0x2588:
            let k = Int(code - 0x2580)
            return Ink(mask: bits(rows: 8 - k...7, columns: 0...3), strength: 1)
        case 0x2589...0x258F:
            let k = Int(0x2590 - code)  // eighths from the left
            let columns = max(1, (k + 1) / 2)
            return Ink(mask: bits(rows: 0...7, columns: 0...columns - 1), strength: 1)
        case 0x2590: return Ink(mask: bits(rows: 0...7, columns: 2...3), strength: 1)
        case 0x2591, 0x2592, 0x2593: return Ink(mask: ~0, strength: Float(code - 0x2590) / 4)
        case 0x2594: return Ink(mask: bits(rows: 0...0, columns: 0...3), strength: 1)
        case 0x2595: return Ink(mask: bits(rows: 0...7, columns: 3...3), strength: 1)
        default:
            guard let bitsSet = BlockGlyphs.quadrants.firstIndex(of: code) else { return Ink(mask: ~0, strength: 1) }
            var m: UInt32 = 0
            if bitsSet & 1 != 0 { m |= bits(rows: 0...3, columns: 0...1) }
            if bitsSet & 2 != 0 { m |= bits(rows: 0...3, columns: 2...3) }
            if bitsSet & 4 != 0 { m |= bits(rows: 4...7, columns: 0...1) }
            if bitsSet & 8 != 0 { m |= bits(rows: 4...7, columns: 2...3) }
            return Ink(mask: m, strength: 1)
        }
    }

    /// Braille: each dot a 2 × 2 block of the bitmap.
    private static func braille(_ code: UInt32) -> Ink {
        let dots = code - 0x2800
        // Dot bits 0–7 as (column, row) in the 2 × 4 dot grid.
        let places = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]
        var m: UInt32 = 0
        for (bit, place) in places.enumerated() where dots & (1 << UInt32(bit)) != 0 {
            m |= bits(rows: place.1 * 2...place.1 * 2 + 1, columns: place.0 * 2...place.0 * 2 + 1)
        }
        return Ink(mask: m, strength: 1)
    }
}
