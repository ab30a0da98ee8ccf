import TermCoverCore

/// The ink a blank cell is sent with. A blank shows no ink, but ncurses
/// sends a color pair with it all the same, and what a pair change costs
/// depends on the pair: both colors (about 20 bytes) when both are set,
/// only the background (10) when the ink is the terminal's default.
///
/// Each stretch of a row on one background gives its blanks one ink, the
/// same whatever was drawn there before:
/// - the ink of the nearest cell before them in the stretch that shows ink,
///   so text with spaces keeps one pair across its words;
/// - else that of the nearest after them, so the word the stretch leads to
///   needs no pair of its own;
/// - else (a stretch of only blanks) the terminal's default, whose pair is
///   the cheapest to send and lets ncurses clear whole rows of it at once.
///
/// A dithered fade alternates backgrounds along its rows; the blended ink
/// it leaves in its blanks changed pair at every alternation (20 bytes)
/// and again, unseen, whenever that ink moved.
enum BlankForeground {
    /// True for a cell whose ink is not seen: a space, one column wide, not
    /// underlined (drawn in the ink) nor reversed (the ink as background).
    @inline(__always)
    static func hidesInk(_ cell: Cell) -> Bool {
        (!cell.hasCharacter || cell.glyphID == TerminalCell.space) && cell.width == 1
            && cell.style.attributes.isDisjoint(with: [.underline, .reverse])
    }

    /// Writes into `inks[x]` the ink of each cell `x` of the row of
    /// `cells` starting at `start`, `count` cells long: its own, or for a
    /// blank the one chosen above.
    static func fill(_ inks: UnsafeMutablePointer<Color>, row cells: UnsafeBufferPointer<Cell>, start: Int, count: Int) {
        guard count > 0 else { return }
        // Left to right, each blank takes the last ink of its stretch so far;
        // `pending` marks where a stretch's leading blanks begin.
        var ink: Color?
        var pending = -1
        func close(at end: Int, with color: Color?) {
            guard pending >= 0 else { return }
            let fill = color ?? Color(.terminalDefault)
            for k in pending..<end { inks[k] = fill }
            pending = -1
        }
        for x in 0..<count {
            let cell = cells[start + x]
            if x > 0, cell.style.background != cells[start + x - 1].style.background {
                close(at: x, with: nil)
                ink = nil
            }
            if hidesInk(cell) {
                if let ink { inks[x] = ink } else if pending < 0 { pending = x }
            } else {
                close(at: x, with: cell.style.foreground)
                ink = cell.style.foreground
                inks[x] = cell.style.foreground
            }
        }
        close(at: count, with: nil)
    }
}
