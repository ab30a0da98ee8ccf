import Testing
import TermCoverTesting
@testable import TermCoverCore

/// Expected values worked by hand from UAX #29 (segmentation: ZWJ, Extend
/// and emoji modifiers join a cluster, regional indicators pair) and from
/// mode 2027's measure (a cluster is as wide as its first visible scalar,
/// and an emoji presentation sequence, with U+FE0F or a keycap, is 2).
@Suite("Emoji sequences are one cluster of width 2, and a scalar-counting terminal gets what fits")
struct GraphemeClusterTests {
    static let family = "👨\u{200D}👩\u{200D}👧"
    static let flag = "\u{1F1EB}\u{1F1F7}"
    static let keycap = "1\u{FE0F}\u{20E3}"
    static let thumb = "👍\u{1F3FD}"

    @Test("a ZWJ family, a flag, a keycap and a skin-toned thumb are each one cluster two columns wide")
    func segmentsAndWidths() {
        for cluster in [Self.family, Self.flag, Self.keycap, Self.thumb, "\u{2764}\u{FE0F}", "#\u{FE0F}\u{20E3}"] {
            #expect(cluster.count == 1, "\(cluster.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(cluster.terminalWidth == 2, "\(cluster.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        // a + 2 + 2 + 2 + 2 + b = 10 columns, 6 clusters.
        let line = "a" + Self.family + Self.flag + Self.keycap + Self.thumb + "b"
        #expect(line.count == 6)
        #expect(line.terminalWidth == 10)
        // Text without a selector keeps its width: a plain digit, a text-style heart.
        #expect("1".terminalWidth == 1 && "\u{2764}".terminalWidth == 1)
    }

    @Test("on a canvas each cluster is one lead cell holding it whole, then a continuation")
    func canvasCells() {
        var canvas = CellGrid(size: Size(width: 10, height: 1))
        canvas.put("a" + Self.family + Self.flag + Self.keycap + Self.thumb + "b", x: 0, y: 0, style: .plain)
        for (x, cluster) in [(1, Self.family), (3, Self.flag), (5, Self.keycap), (7, Self.thumb)] {
            #expect(canvas[x, 0].character == Character(cluster) && canvas[x, 0].width == 2, "column \(x)")
            #expect(canvas[x + 1, 0].isContinuation, "column \(x + 1)")
        }
        #expect(canvas[9, 0].character == "b")
    }

    @Test("counted scalar by scalar, the family is 6 columns, the thumb 4, the keycap 1 and the flag 2")
    func scalarWidths() {
        #expect(CharacterWidth.ofScalars(Character(Self.family)) == 6)
        #expect(CharacterWidth.ofScalars(Character(Self.thumb)) == 4)
        #expect(CharacterWidth.ofScalars(Character(Self.keycap)) == 1)
        #expect(CharacterWidth.ofScalars(Character(Self.flag)) == 2)
    }

    @Test("the fallback sends the first emoji of a family or a skin tone, a keycap's base with its mark, and a flag whole")
    func fallback() {
        #expect(GraphemeFallback.glyph(for: Character(Self.family), width: 2) == ("👨", 2))
        #expect(GraphemeFallback.glyph(for: Character(Self.thumb), width: 2) == ("👍", 2))
        #expect(GraphemeFallback.glyph(for: Character(Self.keycap), width: 2) == ("1\u{20E3}", 1))
        #expect(GraphemeFallback.glyph(for: Character("\u{2764}\u{FE0F}"), width: 2) == ("\u{2764}", 1))
        #expect(GraphemeFallback.glyph(for: Character(Self.flag), width: 2) == (Character(Self.flag), 2))
        // What every terminal counts alike goes unchanged.
        #expect(GraphemeFallback.glyph(for: "e\u{301}", width: 1) == ("e\u{301}", 1))
        #expect(GraphemeFallback.glyph(for: "한", width: 2) == ("한", 2))
    }
}

@Suite("Mode 2027: turned on where the terminal knows it, and what it means for emoji")
struct GraphemeModeTests {
    private func answer(_ state: Int) -> TerminalCapabilities {
        TerminalCapabilities.parse(Array("\u{1B}[?2027;\(state)$y\u{1B}[?62c".utf8))
    }

    @Test("a terminal that knows mode 2027 and has it off gets CSI ? 2027 h, and CSI ? 2027 l on the way out")
    func turnedOn() {
        let found = answer(2)
        #expect(found.usesGraphemeClusters && found.measuresGraphemeClusters())
        #expect(found.enteringSequence == Array("\u{1B}[?2027h".utf8))
        #expect(found.leavingSequence == Array("\u{1B}[?2027l".utf8))
        #expect(found.report.contains("grapheme clusters (2027): supported (off); turned on (emoji sequences drawn whole)"))
    }

    @Test("a mode already on or always on is measured but not touched; unknown, always off or unanswered means the fallback")
    func leftAlone() {
        for state in [1, 3] {
            #expect(!answer(state).usesGraphemeClusters && answer(state).measuresGraphemeClusters())
            #expect(answer(state).enteringSequence.isEmpty && answer(state).leavingSequence.isEmpty)
        }
        for found in [answer(0), answer(4), TerminalCapabilities()] {
            #expect(!found.usesGraphemeClusters && !found.measuresGraphemeClusters())
            #expect(found.enteringSequence.isEmpty)
        }
        #expect(answer(0).report.contains { $0.hasPrefix("grapheme clusters (2027): not recognized; emoji sequences drawn as their base emoji") })
    }

    @Test("TERMCOVER_GRAPHEMES says what a terminal measures when its answer does not")
    func environment() {
        #expect(TerminalCapabilities().measuresGraphemeClusters(environment: ["TERMCOVER_GRAPHEMES": "clusters"]))
        #expect(!answer(2).measuresGraphemeClusters(environment: ["TERMCOVER_GRAPHEMES": "scalars"]))
    }
}
