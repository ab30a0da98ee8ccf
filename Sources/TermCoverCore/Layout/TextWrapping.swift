/// Breaks text into rows for a width, the way SwiftUI's Text does: at
/// spaces where it can, inside a word only when the word alone is too wide.
enum TextWrapping {
    /// Rows of `text` at most `width` columns wide (nil: no wrapping).
    static func wrap(_ text: String, width: Int?) -> [String] {
        // One printable ASCII line that fits, as nearly every label is: no
        // splitting, which would copy the string twice.
        if let count = text.printableASCIICount, count <= (width ?? .max) || width == .max { return [text] }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let width, width != .max else { return paragraphs }
        if width <= 0 { return paragraphs.map { _ in "" } }
        var rows: [String] = []
        for paragraph in paragraphs {
            rows += wrapParagraph(paragraph, width: width)
        }
        return rows
    }

    private static func wrapParagraph(_ paragraph: String, width: Int) -> [String] {
        if paragraph.terminalWidth <= width { return [paragraph] }
        var rows: [String] = []
        var row = "", rowWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            var word = String(word)
            var w = word.terminalWidth
            let gap = row.isEmpty ? 0 : 1
            if rowWidth + gap + w <= width {
                if gap == 1 { row += " " }
                row += word
                rowWidth += gap + w
                continue
            }
            if !row.isEmpty { rows.append(row); row = ""; rowWidth = 0 }
            while w > width {
                let (head, tail) = split(word, at: width)
                rows.append(head)
                word = tail
                w = word.terminalWidth
            }
            row = word
            rowWidth = w
        }
        if !row.isEmpty || rows.isEmpty { rows.append(row) }
        return rows
    }

    /// The longest prefix of `word` within `width` columns, and the rest.
    static func split(_ word: String, at width: Int) -> (String, String) {
        var head = "", used = 0
        var index = word.startIndex
        while index < word.endIndex {
            let c = word[index]
            let w = CharacterWidth.of(c)
            if used + w > width { break }
            head.append(c)
            used += w
            index = word.index(after: index)
        }
        if head.isEmpty, index < word.endIndex { index = word.index(after: index) } // a wide char in 1 column: drop it
        return (head, String(word[index...]))
    }

    /// `row` cut to `width` columns, ending in "…" when anything was cut.
    static func truncate(_ row: String, width: Int, mode: Text.TruncationMode = .tail) -> String {
        if row.terminalWidth <= width { return row }
        if width <= 0 { return "" }
        switch mode {
        case .tail:
            var body = split(row, at: width - 1).0
            while body.hasSuffix(" ") { body.removeLast() }
            return body + "…"
        case .head:
            var tail = suffix(of: row, width: width - 1)
            while tail.hasPrefix(" ") { tail.removeFirst() }
            return "…" + tail
        case .middle:
            // The start gets the odd column, as a middle cut keeps the name's beginning.
            let room = width - 1
            var start = split(row, at: room - room / 2).0
            var end = suffix(of: row, width: room / 2)
            while start.hasSuffix(" ") { start.removeLast() }
            while end.hasPrefix(" ") { end.removeFirst() }
            return start + "…" + end
        }
    }

    /// The end of `row` that fits in `width` columns.
    static func suffix(of row: String, width: Int) -> String {
        var tail: [Character] = [], used = 0
        for c in row.reversed() {
            let w = CharacterWidth.of(c)
            if used + w > width { break }
            tail.append(c)
            used += w
        }
        return String(tail.reversed())
    }
}
