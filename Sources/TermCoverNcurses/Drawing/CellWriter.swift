import CNcurses
import Glibc
import TermCoverCore

/// Puts one cell into an ncurses window with the wide-character API.
enum CellWriter {
    /// Writes `cell` at (x, y) in `pair`. The C library's `wcwidth` decides
    /// how far ncurses advances; where it disagrees with the canvas (an emoji
    /// newer than glibc's tables), U+FFFD and a blank keep the grid aligned.
    ///
    /// Returns true when the cell is a grapheme ncurses cannot hold (more
    /// than one spacing character: 👍🏽, a ZWJ family, a flag's two regional
    /// indicators): ncurses then holds a blank of its width, and the caller
    /// writes the grapheme itself after `doupdate` (see `writeWhole`).
    ///
    /// `clusters`: the terminal measures grapheme clusters (mode 2027), so
    /// every emoji sequence goes out whole in its two columns. Otherwise a
    /// sequence the terminal would count wider or narrower than its cells
    /// goes out as `GraphemeFallback` says: its first emoji, or its base
    /// and a blank, so the grid stays aligned.
    @discardableResult
    static func put(_ cell: TerminalCell, pair: Int32, x: Int32, y: Int32, clusters: Bool = false,
                    in window: UnsafeMutablePointer<WINDOW>) -> Bool {
        // Almost every cell is one scalar: it is written from a stack buffer,
        // without building a Character or any array (this was most of the
        // cost of emitting a cell).
        if cell.glyph < 0x8000_0000 {
            let scalar = wchar_t(bitPattern: cell.glyph)
            // Printable ASCII is one column everywhere; anything else asks the C library.
            let base = cell.glyph >= 0x20 && cell.glyph < 0x7F ? 1 : Int(tc_wcwidth(scalar))
            if base != Int(cell.width) {
                write(0xFFFD, cell, pair, x, y, window)
                if cell.width == 2 { write(0x20, cell, pair, x + 1, y, window) }
            } else {
                write(scalar, cell, pair, x, y, window)
            }
            return false
        }
        var character = cell.character
        var columns = Int(cell.width)
        if !clusters {
            (character, columns) = GraphemeFallback.glyph(for: character, width: Int(cell.width))
            if columns < Int(cell.width) { write(0x20, cell, pair, x + 1, y, window) }
        }
        var scalars = Array(character.unicodeScalars)
        if clusters && cell.width == 2 && scalars.count > 1 && scalarColumns(scalars) != 2 {
            // A sequence only a cluster-measuring terminal draws in two columns (1️⃣, ❤️).
            write(0x3000, cell, pair, x, y, window)
            return true
        }
        if needsWholeWrite(scalars) {
            // A blank of the cluster's width, unlike any character ncurses
            // could be asked to draw there, so a later change is always sent.
            write(cell.width == 2 ? 0x3000 : 0x20, cell, pair, x, y, window)
            return true
        }
        let base = scalars.first.map { Int(tc_wcwidth(wchar_t(bitPattern: $0.value))) } ?? -1
        if base != columns {
            write(0xFFFD, cell, pair, x, y, window)
            if cell.width == 2 { write(0x20, cell, pair, x + 1, y, window) }
            return false
        }
        // setcchar takes one spacing character and up to four zero-width ones.
        let marks = scalars.dropFirst().filter { tc_wcwidth(wchar_t(bitPattern: $0.value)) == 0 }.prefix(4)
        scalars = [scalars[0]] + marks
        if !write(scalars.map { wchar_t(bitPattern: $0.value) }, cell, pair, x, y, window) {
            write(wchar_t(bitPattern: scalars[0].value), cell, pair, x, y, window)
        }
        return false
    }

    /// The columns the C library counts for `scalars`, one by one.
    private static func scalarColumns(_ scalars: [Unicode.Scalar]) -> Int {
        scalars.reduce(0) { $0 + max(0, Int(tc_wcwidth(wchar_t(bitPattern: $1.value)))) }
    }

    /// True for a grapheme of more than one spacing character, which
    /// `setcchar` cannot hold: ncurses would keep only the first.
    static func needsWholeWrite(_ scalars: [Unicode.Scalar]) -> Bool {
        scalars.dropFirst().contains { tc_wcwidth(wchar_t(bitPattern: $0.value)) != 0 }
    }

    /// The bytes that draw `cell`'s grapheme whole at (x, y), to go out
    /// after `doupdate` in ncurses' buffer: the cursor and attributes are
    /// saved (DECSC) and restored (DECRC) around them, so what ncurses
    /// believes of both stays true whatever width the terminal gives it.
    /// `directColor`: color numbers are 24-bit RGB above 7, as `DirectColor` sets them.
    static func wholeBytes(_ cell: TerminalCell, x: Int32, y: Int32, directColor: Bool) -> String {
        "\u{1B}7\u{1B}[\(y + 1);\(x + 1)H\(sgr(cell, directColor: directColor))\(cell.character)\u{1B}8"
    }

    /// The SGR sequence that sets `cell`'s colors and attributes from scratch.
    static func sgr(_ cell: TerminalCell, directColor: Bool) -> String {
        var sgr = ["0"]
        let a = cell.attributes
        if a & tc_attr_bold() != 0 { sgr.append("1") }
        if a & tc_attr_dim() != 0 { sgr.append("2") }
        if a & tc_attr_italic() != 0 { sgr.append("3") }
        if a & tc_attr_underline() != 0 { sgr.append("4") }
        if a & tc_attr_reverse() != 0 { sgr.append("7") }
        for (n, base) in [(cell.foreground, 30), (cell.background, 40)] where n >= 0 {
            if n < 8 {
                sgr.append("\(base + Int(n))")
            } else if directColor {
                sgr.append("\(base + 8);2;\(n >> 16 & 255);\(n >> 8 & 255);\(n & 255)")
            } else if n < 16 {
                sgr.append("\(base + 60 + Int(n) - 8)")
            } else {
                sgr.append("\(base + 8);5;\(n)")
            }
        }
        return "\u{1B}[\(sgr.joined(separator: ";"))m"
    }

    /// The character `cell` is written as when it can go into a run for
    /// `wadd_wchnstr`: one scalar, one column by the canvas and by the C
    /// library alike. Nil for anything else (wide, combining, disputed).
    static func narrowScalar(_ cell: TerminalCell) -> wchar_t? {
        guard cell.width == 1, cell.glyph < 0x8000_0000 else { return nil }
        if cell.glyph >= 0x20 && cell.glyph < 0x7F { return wchar_t(bitPattern: cell.glyph) }
        let scalar = wchar_t(bitPattern: cell.glyph)
        return tc_wcwidth(scalar) == 1 ? scalar : nil
    }

    /// Writes one spacing character with no marks.
    @discardableResult
    private static func write(_ character: wchar_t, _ cell: TerminalCell, _ pair: Int32,
                              _ x: Int32, _ y: Int32, _ window: UnsafeMutablePointer<WINDOW>) -> Bool {
        var text: (wchar_t, wchar_t) = (character, 0)
        return withUnsafeMutablePointer(to: &text) { tuple in
            tuple.withMemoryRebound(to: wchar_t.self, capacity: 2) { add($0, cell, pair, x, y, window) }
        }
    }

    @discardableResult
    private static func write(_ characters: [wchar_t], _ cell: TerminalCell, _ pair: Int32,
                              _ x: Int32, _ y: Int32, _ window: UnsafeMutablePointer<WINDOW>) -> Bool {
        var text = characters + [0]
        return text.withUnsafeMutableBufferPointer { add($0.baseAddress!, cell, pair, x, y, window) }
    }

    private static func add(_ text: UnsafeMutablePointer<wchar_t>, _ cell: TerminalCell, _ pair: Int32,
                            _ x: Int32, _ y: Int32, _ window: UnsafeMutablePointer<WINDOW>) -> Bool {
        var complex = cchar_t()
        // COLOR_PAIR keeps 8 bits; pairs above 255 only pass through the opts pointer.
        var extendedPair = pair
        guard setcchar(&complex, text, cell.attributes, 0, &extendedPair) == OK else { return false }
        // The lower-right cell reports ERR because the cursor cannot advance; the cell is still set.
        _ = mvwadd_wch(window, y, x, &complex)
        return true
    }
}
