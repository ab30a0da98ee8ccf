import CNcurses
import TermCoverCore

/// Writes cells again inside OSC 8 hyperlinks, after `doupdate`.
///
/// ncurses cannot carry a URL in a cell (a `cchar_t` holds characters,
/// attributes and a pair), and it decides which cells it rewrites. So it
/// draws links' cells as plain text, and the cells that are, or stopped
/// being, part of a link this frame are written once more, the same
/// characters in the same colors, between `OSC 8 ; ; url ST` and
/// `OSC 8 ; ; ST`. The cursor and attributes are saved (DECSC) and put
/// back (DECRC) around it all, so what ncurses believes of them stays
/// true. Only frames that change a linked cell pay anything.
enum HyperlinkWriter {
    /// A cell and where it is.
    struct Placed {
        var cell: TerminalCell
        var x: Int32
        var y: Int32
    }

    /// The bytes for `cells`: runs of neighbouring cells of one row and one
    /// link, each put where it belongs. `clusters`: the terminal measures
    /// grapheme clusters, so emoji sequences go whole, as `CellWriter` sent them.
    static func bytes(_ cells: [Placed], clusters: Bool, directColor: Bool) -> String {
        let cells = cells.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        var out = "\u{1B}7"
        var i = 0
        while i < cells.count {
            let first = cells[i]
            var end = i + 1
            var next = first.x + Int32(max(1, first.cell.width))
            while end < cells.count, cells[end].y == first.y, cells[end].x == next, cells[end].cell.link == first.cell.link {
                next += Int32(max(1, cells[end].cell.width))
                end += 1
            }
            let url = LinkTable.url(for: first.cell.link).flatMap(safe)
            out += "\u{1B}[\(first.y + 1);\(first.x + 1)H"
            if let url { out += "\u{1B}]8;;\(url)\u{1B}\\" }
            var lastSGR = ""
            for placed in cells[i..<end] {
                let sgr = CellWriter.sgr(placed.cell, directColor: directColor)
                if sgr != lastSGR { out += sgr; lastSGR = sgr }
                out += text(placed.cell, clusters: clusters)
            }
            if url != nil { out += "\u{1B}]8;;\u{1B}\\" }
            i = end
        }
        return out + "\u{1B}8"
    }

    /// What fills the cell's columns on screen, as `CellWriter` put it:
    /// the character where the C library agrees with the canvas's width,
    /// else U+FFFD and a blank; an emoji sequence whole where the terminal
    /// measures clusters, else what `GraphemeFallback` sends.
    static func text(_ cell: TerminalCell, clusters: Bool) -> String {
        let width = Int(max(1, cell.width))
        if cell.glyph < 0x8000_0000 {
            if cell.glyph >= 0x20 && cell.glyph < 0x7F { return String(UnicodeScalar(UInt8(cell.glyph))) }
            let columns = Int(tc_wcwidth(wchar_t(bitPattern: cell.glyph)))
            if columns == width, let scalar = Unicode.Scalar(cell.glyph) { return String(scalar) }
            return "\u{FFFD}" + String(repeating: " ", count: width - 1)
        }
        if clusters { return String(cell.character) }
        let (glyph, columns) = GraphemeFallback.glyph(for: cell.character, width: width)
        return String(glyph) + String(repeating: " ", count: max(0, width - columns))
    }

    /// `url`, or nil when it holds a control character that would end the
    /// OSC string early or be obeyed by the terminal.
    static func safe(_ url: String) -> String? {
        url.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) } ? url : nil
    }
}
