/// The inline Markdown SwiftUI's `Text` reads from a literal: strong
/// (`**` or `__`), emphasis (`*` or `_`), code spans (in a color of their
/// own: every terminal character is monospaced), strikethrough (`~~`, a
/// combining long stroke on each character, as no terminal attribute
/// strikes text) and links (`[text](url)`, underlined, and an OSC 8
/// hyperlink where the terminal shows them). A delimiter opens only
/// before a non-space and closes only after one, and `_` only at a word's
/// edge, as CommonMark's flanking rules say, so `5 * 3`, `snake_case` and a
/// lone `*` stay as written. A backslash escapes the next punctuation.
enum InlineMarkdown {
    /// How code spans are drawn: a terminal's text is all monospaced, so a
    /// color sets them apart.
    static let codeColor = Color(palette: 180)

    /// True for the bytes of `*` `_` `` ` `` `~` `[` and the backslash:
    /// a literal without any of them is plain text.
    private static func isMarker(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "["), UInt8(ascii: "\\"): true
        default: false
        }
    }

    static func runs(_ source: String) -> [Text.Run] {
        // Fast path: nothing that could be Markdown. The markers are ASCII,
        // which no other scalar's UTF-8 contains, so the bytes tell; splitting
        // the literal into Characters first cost more than the rest of a row.
        guard source.utf8.contains(where: isMarker) else { return [Text.Run(string: source)] }
        let chars = Array(source)
        var runs: [Text.Run] = []
        var current = Text.Run(string: "")
        var attributes: TextAttributes = []
        var open: [String] = []
        var i = 0

        func flush() {
            if !current.string.isEmpty { runs.append(current) }
            current = Text.Run(string: "", attributes: attributes)
        }
        func isSpace(_ at: Int) -> Bool { at < 0 || at >= chars.count || chars[at].isWhitespace }
        func isWord(_ at: Int) -> Bool { at >= 0 && at < chars.count && (chars[at].isLetter || chars[at].isNumber) }
        func toggle(_ marker: String, _ attribute: TextAttributes, length: Int) -> Bool {
            let before = i - 1, after = i + length
            if let last = open.last, last == marker, !isSpace(before), !(marker.hasPrefix("_") && isWord(after)) {
                flush()
                open.removeLast()
                attributes.remove(attribute)
                current.attributes = attributes
                i += length
                return true
            }
            // Opens only if a closing delimiter follows.
            guard !isSpace(after), !(marker.hasPrefix("_") && isWord(before)),
                  String(chars[min(chars.count, after)...]).contains(marker) else { return false }
            flush()
            open.append(marker)
            attributes.insert(attribute)
            current.attributes = attributes
            i += length
            return true
        }

        func findClose(_ marker: String, from start: Int) -> Int? {
            let m = Array(marker)
            var j = start
            while j + m.count <= chars.count {
                if Array(chars[j..<(j + m.count)]) == m, j > start, !isSpace(j - 1) { return j }
                j += 1
            }
            return nil
        }

        while i < chars.count {
            let c = chars[i]
            let next = i + 1 < chars.count ? chars[i + 1] : nil
            if c == "\\", let next, next.isPunctuation || next.isSymbol {
                current.string.append(next)
                i += 2
                continue
            }
            if c == "`", let end = chars[(i + 1)...].firstIndex(of: "`") {
                flush()
                runs.append(Text.Run(string: String(chars[(i + 1)..<end]), attributes: attributes, foreground: .color(codeColor)))
                i = end + 1
                continue
            }
            if c == "[", let close = chars[(i + 1)...].firstIndex(of: "]"), close + 1 < chars.count, chars[close + 1] == "(",
               let end = chars[(close + 1)...].firstIndex(of: ")") {
                flush()
                var link = Text.Run(string: String(chars[(i + 1)..<close]), attributes: attributes.union(.underline))
                link.link = String(chars[(close + 2)..<end])
                runs.append(link)
                i = end + 1
                continue
            }
            if (c == "*" || c == "_"), next == c, toggle(String([c, c]), .bold, length: 2) { continue }
            if c == "~", next == "~", let end = findClose("~~", from: i + 2) {
                // No terminal attribute strikes text through: a combining long stroke on each character does.
                flush()
                let struck = Text.struck(String(chars[(i + 2)..<end]))
                runs.append(Text.Run(string: struck, attributes: attributes))
                i = end + 2
                continue
            }
            if c == "*" || c == "_", toggle(String(c), .italic, length: 1) { continue }
            current.string.append(c)
            i += 1
        }
        flush()
        return runs.isEmpty ? [Text.Run(string: "")] : runs
    }
}
