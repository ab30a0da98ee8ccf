/// The look of one cell: its colors and attributes.
public struct Style: Hashable, Sendable {
    /// The glyph's color.
    public var foreground: Color
    /// The cell's color.
    public var background: Color
    /// Bold, dim, italic, underline, reverse.
    public var attributes: TextAttributes

    /// Creates a style.
    public init(foreground: Color = .primary, background: Color = .primary, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's defaults, no attributes.
    public static let plain = Style()
    /// Draws nothing of its own: a layer cell that lets what is beneath show.
    public static let transparent = Style(foreground: .clear, background: .clear)
}
