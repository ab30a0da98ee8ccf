import TermCoverCore

/// Turns a `Color` into the color number ncurses is given, according to
/// what the terminal can show. -1 is the terminal's default color.
struct ColorMapper {
    let support: ColorSupport
    /// Recent RGB → palette answers, direct-mapped by the color's bits: a
    /// fade asks for the same few thousand colors over and over, and each
    /// search of the palette costs a hundred times a lookup.
    private var paletteKeys: [UInt32]
    private var paletteValues: [UInt8]
    private static let slots = 4096
    private static let empty = UInt32.max

    init(support: ColorSupport) {
        self.support = support
        paletteKeys = Array(repeating: Self.empty, count: support == .palette256 ? Self.slots : 0)
        paletteValues = Array(repeating: 0, count: support == .palette256 ? Self.slots : 0)
    }

    /// The nearest palette index to (r, g, b), remembered.
    private mutating func palette(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int32 {
        let key = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 20)
        if paletteKeys[slot] == key { return Int32(paletteValues[slot]) }
        let index = ColorSpace.nearestPaletteIndex((r, g, b))
        paletteKeys[slot] = key
        paletteValues[slot] = index
        return Int32(index)
    }

    mutating func number(for color: Color) -> Int32 {
        switch support {
        case .monochrome:
            return -1
        case .ansi8:
            switch color.kind {
            case .terminalDefault: return -1
            // Bright ANSI colors fall back to their normal selves.
            case .ansi(let n): return Int32(n & 7)
            case .palette(let n) where n < 16: return Int32(n & 7)
            default: return Int32(ColorSpace.nearestANSI(ColorSpace.rgb(of: color, asBackground: false), count: 8))
            }
        case .ansi16:
            switch color.kind {
            case .terminalDefault: return -1
            case .ansi(let n): return Int32(n & 15)
            case .palette(let n) where n < 16: return Int32(n)
            default: return Int32(ColorSpace.nearestANSI(ColorSpace.rgb(of: color, asBackground: false)))
            }
        case .palette256:
            switch color.kind {
            case .terminalDefault: return -1
            case .ansi(let n): return Int32(n & 15)
            case .palette(let n): return Int32(n)
            case .rgb(let r, let g, let b): return palette(r, g, b)
            }
        case .trueColor:
            return direct(color)
        }
    }

    /// Direct-color terminals (xterm-direct) take 0xRRGGBB, except that
    /// numbers below 8 still mean the first eight palette colors.
    private func direct(_ color: Color) -> Int32 {
        switch color.kind {
        case .terminalDefault: return -1
        case .ansi(let n) where n < 8: return Int32(n)
        case .palette(let n) where n < 8: return Int32(n)
        default:
            // RGB (nearly every cell of a fade) without asking for the terminal's colors.
            let (r, g, b) = if case .rgb(let r, let g, let b) = color.kind { (r, g, b) }
                else { ColorSpace.rgb(of: color, asBackground: false) }
            let value = Int32(r) << 16 | Int32(g) << 8 | Int32(b)
            // (0, 0, 1…7) would be read as a palette color; one step bluer is indistinguishable.
            return value == 0 ? 0 : max(8, value)
        }
    }
}
