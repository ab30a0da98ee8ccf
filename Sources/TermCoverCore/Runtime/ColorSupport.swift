/// How many colors a terminal can show; decides how colors are mapped and
/// whether fades blend colors or fall back to an ordered dither.
public enum ColorSupport: Int, Comparable, Sendable, CaseIterable {
    /// No color at all.
    case monochrome = 0
    /// The 8 basic ANSI colors.
    case ansi8 = 8
    /// 16 ANSI colors.
    case ansi16 = 16
    /// The 256-color palette.
    case palette256 = 256
    /// 24-bit color.
    case trueColor = 16_777_216

    /// Orders color support from fewest colors to most.
    public static func < (a: ColorSupport, b: ColorSupport) -> Bool { a.rawValue < b.rawValue }

    /// True when translucent colors can be shown by blending; otherwise fades dither.
    public var canBlend: Bool { self >= .palette256 }
}
