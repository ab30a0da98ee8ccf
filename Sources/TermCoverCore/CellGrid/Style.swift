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

    /// True when colors and attributes are the same. Written out, and
    /// inlinable, since the renderer and the backend compare every changed
    /// cell's style.
    @inlinable
    public static func == (a: Style, b: Style) -> Bool {
        a.foreground == b.foreground && a.background == b.background && a.attributes == b.attributes
    }

    /// The terminal's defaults, no attributes.
    public static let plain = Style()
    /// Draws nothing of its own: a layer cell that lets what is beneath show.
    public static let transparent = Style(foreground: .clear, background: .clear)
}
