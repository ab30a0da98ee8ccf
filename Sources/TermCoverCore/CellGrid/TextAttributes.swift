/// Character attributes a terminal can show.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The attributes as bits.
    public let rawValue: UInt8
    /// Creates attributes from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (often also brighter).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim, half-bright.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Italic, where the terminal has it.
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underlined.
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Foreground and background swapped.
    public static let reverse = TextAttributes(rawValue: 1 << 4)
    /// Struck through, as `strikethrough()` asks. No terminal attribute
    /// that curses knows strikes text, so `Text` draws it as a combining
    /// long stroke (U+0336) on each character; a cell never carries it.
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)
}
