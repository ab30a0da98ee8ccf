import TermCoverCore
import Testing

extension CellGrid {
    /// The text of the cells of `region` in row `y`, wide characters once;
    /// the right half of a wide character cut by the region's left edge shows as a space.
    func row(at y: Int, in region: Rect) -> String {
        var s = ""
        for x in region.x..<region.maxX {
            let c = self[x, y]
            if c.width == 0 { if x == region.x { s.append(" ") }; continue }
            s.append(c.character ?? " ")
        }
        return s
    }

    /// What differs between the screen (or its `region`) and `expected`, row by
    /// row as a reader compares them, or nil when they agree: the rows'
    /// text, and, with `styles`, each checked cell's style.
    ///
    /// `expectScreen` records this as a test issue; an XCTest can assert on it:
    /// `XCTAssertNil(host.screen.mismatch(["…"]))`.
    public func mismatch(_ expected: [String], in region: Rect? = nil, styles: StyleMask? = nil) -> String? {
        let area = region ?? bounds
        guard area.x >= 0, area.y >= 0, area.maxX <= width, area.maxY <= height else {
            return "region x \(area.x), y \(area.y), \(area.width)x\(area.height) is not inside the \(width)x\(height) screen"
        }
        let actual = (area.y..<area.maxY).map { row(at: $0, in: area) }
        var report: [String] = []
        if actual != expected { report.append(Self.rowDiff(expected: expected, actual: actual, firstRow: area.y)) }
        if let styles, let styleReport = styleDiff(styles, in: area) { report.append(styleReport) }
        guard !report.isEmpty else { return nil }
        let place = region.map { " in x \($0.x), y \($0.y), \($0.width)x\($0.height)" } ?? ""
        return "screen\(place) differs:\n" + report.joined(separator: "\n")
    }

    /// Every row, equal rows once and differing ones as expected over actual,
    /// with a caret under the first character that differs.
    private static func rowDiff(expected: [String], actual: [String], firstRow: Int) -> String {
        var out: [String] = []
        let differing = (0..<max(expected.count, actual.count)).filter { expected[safe: $0] != actual[safe: $0] }
        out.append("\(differing.count) of \(actual.count) rows differ" +
                   (expected.count == actual.count ? "" : " (\(expected.count) rows expected)"))
        let label = String(firstRow + max(expected.count, actual.count) - 1).count
        for i in 0..<max(expected.count, actual.count) {
            let number = String(firstRow + i).leftPadded(to: label)
            let e = expected[safe: i], a = actual[safe: i]
            if e == a {
                out.append("    \(number)  \"\(a ?? "")\"")
                continue
            }
            out.append("  ✗ \(number)  " + (e.map { "\"\($0)\"" } ?? "(no row)") + "  expected")
            out.append("    \(String(repeating: " ", count: label))  " + (a.map { "\"\($0)\"" } ?? "(no row)") + "  actual")
            if let e, let a {
                let column = zip(e, a).prefix { $0 == $1 }.count
                let lead = String(repeating: " ", count: label + 7) + String(String(a.prefix(column)).map { _ in " " })
                var note = "^ character \(column)"
                if e.count != a.count { note += "; expected \(e.count) characters, found \(a.count)" }
                out.append(lead + note)
            }
        }
        return out.joined(separator: "\n")
    }

    /// The cells whose style fails the mask's check, a row of the mask at a time:
    /// the mask row, and under it `✗` where a cell failed.
    private func styleDiff(_ mask: StyleMask, in area: Rect) -> String? {
        var out: [String] = []
        var failures: [String] = []
        for (i, maskRow) in mask.rows.enumerated() where i < area.height {
            var marks = ""
            for (dx, letter) in maskRow.enumerated() where dx < area.width {
                guard let check = mask.legend[letter] else { marks.append(" "); continue }
                let x = area.x + dx, y = area.y + i
                if check.matches(self[x, y].style) {
                    marks.append(" ")
                } else {
                    marks.append("✗")
                    if failures.count < 8 { failures.append("(\(x),\(y)) wants \(check.description), has \(self[x, y].style)") }
                }
            }
            if marks.contains("✗") {
                out.append("  \(String(area.y + i))  \"\(maskRow)\"")
                out.append("  \(String(repeating: " ", count: String(area.y + i).count))   \(marks)")
            }
        }
        if mask.rows.count != area.height { out.append("the style mask has \(mask.rows.count) rows for \(area.height)") }
        guard !out.isEmpty else { return nil }
        return "styles differ:\n" + out.joined(separator: "\n") + "\n" + failures.map { "  " + $0 }.joined(separator: "\n")
    }
}

/// Checks that `canvas` (or its `region`) shows `expected`, one string a row,
/// and, with `styles`, that the cells it marks have their styles; on a
/// difference it records one issue with a row-by-row diff.
///
/// ```swift
/// expectScreen(host.screen, [
///     " base 0 ",
///     " base 1 ",
/// ], in: Rect(x: 0, y: 0, width: 8, height: 2))
/// ```
public func expectScreen(_ canvas: CellGrid, _ expected: [String], in region: Rect? = nil, styles: StyleMask? = nil,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    if let mismatch = canvas.mismatch(expected, in: region, styles: styles) {
        Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation)
    }
}

extension TestHost {
    /// Checks that the screen (or its `region`) shows `expected`, one string a
    /// row, and, with `styles`, the marked cells' styles; records an issue with
    /// a row-by-row diff when not. The rows are the screen as composed, as
    /// `lines` gives them: wide characters once, empty cells as spaces.
    public func expectScreen(_ expected: [String], in region: Rect? = nil, styles: StyleMask? = nil,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        TermCoverTesting.expectScreen(screen, expected, in: region, styles: styles, sourceLocation: sourceLocation)
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
