extension View {
    /// Colors text and lines inside the view; nil goes back to the
    /// terminal's text color. Levels `foregroundStyle(_:_:)` named above
    /// give way to ones derived from `color`.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentModifier {
            $0.foregroundColor = color
            $0.foregroundLevels = ForegroundLevels()
        })
    }

    /// Bold text inside the view.
    public func bold(_ isActive: Bool = true) -> some View { textAttribute(.bold, isActive) }
    /// Italic text inside the view.
    public func italic(_ isActive: Bool = true) -> some View { textAttribute(.italic, isActive) }
    /// Underlined text inside the view, as SwiftUI's
    /// `underline(_:pattern:color:)`. A terminal draws one solid line in
    /// the text's colour: `pattern` and `color` are accepted and not shown.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textAttribute(.underline, isActive)
    }
    /// Text struck through inside the view, as SwiftUI's
    /// `strikethrough(_:pattern:color:)`: a combining long stroke on each
    /// character, in the text's colour (`pattern` and `color` are accepted
    /// and not shown).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textAttribute(.strikethrough, isActive)
    }
    /// Dim (faint) text inside the view, a terminal attribute.
    public func dim(_ isActive: Bool = true) -> some View { textAttribute(.dim, isActive) }
    /// Text with foreground and background swapped, a terminal attribute.
    public func reversed(_ isActive: Bool = true) -> some View { textAttribute(.reverse, isActive) }

    private func textAttribute(_ a: TextAttributes, _ on: Bool) -> some View {
        transformEnvironment(\.textAttributes) { if on { $0.insert(a) } else { $0.remove(a) } }
    }

    /// Limits text inside the view to `number` lines.
    public func lineLimit(_ number: Int?) -> some View {
        modifier(EnvironmentModifier {
            $0.lineLimit = number
            $0.lineLimitFloor = LineLimitFloor()
        })
    }

    /// Aligns the lines of multi-line text inside the view.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
}
