/// The ink a terminal backend sends a blank with. A blank shows no ink, but
/// a curses backend sends a color pair with it all the same, and what a pair
/// change costs depends on the pair: both colors (about 20 bytes) when both
/// are set, only the background (10) when the ink is the terminal's default.
///
/// Each stretch of a row on one background gives its blanks one ink, the
/// same whatever was drawn there before:
/// - the ink of the nearest cell before them in the stretch that shows ink,
///   so text with spaces keeps one pair across its words;
/// - else that of the nearest after them, so the word the stretch leads to
///   needs no pair of its own;
/// - else (a stretch of only blanks) the terminal's default, whose pair is
///   the cheapest to send and lets curses erase a whole run of it at once.
///
/// A dithered fade alternates backgrounds along its rows; the blended ink
/// it leaves in its blanks changed pair at every alternation (20 bytes)
/// and again, unseen, whenever that ink moved. It lives in the core, with
/// the cells it reads, so that its loop over a row compiles to plain loads.
package enum StretchInk {
    /// True for a cell whose ink is not seen: a space (or nothing), one
    /// column wide, not underlined (drawn in the ink) nor reversed (the ink
    /// as background).
    @inline(__always)
    package static func hidesInk(_ cell: Cell) -> Bool {
        (cell.glyph == GlyphCode.space || cell.glyph == GlyphCode.none) && cell.width == 1
            && cell.style.attributes.isDisjoint(with: [.underline, .reverse])
    }

    /// Writes into `inks[x]` the ink of each cell `x` of the row of `cells`
    /// starting at `start`, `count` cells long: its own, or for a blank the
    /// one chosen above.
    package static func fill(_ inks: UnsafeMutablePointer<Color>, row cells: UnsafeBufferPointer<Cell>,
                             start: Int, count: Int) {
        guard count > 0, let base = cells.baseAddress else { return }
        let row = base + start
        let none = Color(.terminalDefault)
        // Left to right, each blank takes the last ink of its stretch so far;
        // `pending` is where a stretch's leading blanks begin, filled once
        // the stretch's first ink (or its end) is known.
        var ink = none, hasInk = false
        var pending = -1
        var background = row[0].style.background
        for x in 0..<count {
            let cell = row[x]
            if x > 0, cell.style.background != background {
                if pending >= 0 { for k in pending..<x { inks[k] = none }; pending = -1 }
                background = cell.style.background
                hasInk = false
            }
            if hidesInk(cell) {
                if hasInk { inks[x] = ink } else if pending < 0 { pending = x }
            } else {
                ink = cell.style.foreground
                if pending >= 0 { for k in pending..<x { inks[k] = ink }; pending = -1 }
                hasInk = true
                inks[x] = ink
            }
        }
        if pending >= 0 { for k in pending..<count { inks[k] = none } }
    }
}
