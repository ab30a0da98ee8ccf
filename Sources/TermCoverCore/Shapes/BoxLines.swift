/// A thin outline drawn with box-drawing characters on a frame's outermost
/// cells: ┌─┐ for square corners, ╭─╮ for round ones. They are thinner than
/// a cell and join into one line in every terminal font, which is the look
/// a terminal gives a bordered panel. A frame one row tall gets brackets at
/// its ends instead, `[` `]` or `(` `)`, so that what it outlines stays
/// readable; one column wide, a line down it (╷│╵).
enum BoxLines {
    /// Draws the outline of `rect` in `ink`, keeping each cell's background.
    static func draw(_ rect: Rect, rounded: Bool, ink: Color, into canvas: inout CellGrid) {
        guard !rect.isEmpty else { return }
        let style = Style(foreground: ink, background: .clear)
        let clip = canvas.bounds
        func put(_ c: Character, _ x: Int, _ y: Int) { canvas.put(c, width: 1, x: x, y: y, style: style, clip: clip) }
        let right = rect.maxX - 1, bottom = rect.maxY - 1
        switch (rect.width, rect.height) {
        case (1, 1):
            put(rounded ? "○" : "□", rect.x, rect.y)
        case (_, 1):
            put(rounded ? "(" : "[", rect.x, rect.y)
            put(rounded ? ")" : "]", right, rect.y)
        case (1, _):
            put("╷", rect.x, rect.y)
            for y in (rect.y + 1)..<bottom { put("│", rect.x, y) }
            put("╵", rect.x, bottom)
        default:
            for x in (rect.x + 1)..<right {
                put("─", x, rect.y)
                put("─", x, bottom)
            }
            for y in (rect.y + 1)..<bottom {
                put("│", rect.x, y)
                put("│", right, y)
            }
            put(rounded ? "╭" : "┌", rect.x, rect.y)
            put(rounded ? "╮" : "┐", right, rect.y)
            put(rounded ? "╰" : "└", rect.x, bottom)
            put(rounded ? "╯" : "┘", right, bottom)
        }
    }
}
