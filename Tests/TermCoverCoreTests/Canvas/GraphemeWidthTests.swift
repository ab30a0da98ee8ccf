import Testing
import TermCoverTesting

@Suite("Extended grapheme clusters are one character of the width terminals give them")
struct GraphemeWidthTests {
    @Test("a flag is one character two cells wide; a lone regional indicator is narrow")
    func flags() {
        #expect("🇰🇷".terminalWidth == 2)
        #expect("🇰🇷🇺🇸".terminalWidth == 4)
        #expect("\u{1F1F0}".terminalWidth == 1)
        var canvas = CellGrid(size: Size(width: 4, height: 1))
        canvas.put("🇰🇷a", x: 0, y: 0, style: .plain)
        #expect(canvas[0, 0].character == "🇰🇷")
        #expect(canvas[0, 0].width == 2)
        #expect(canvas[1, 0].isContinuation)
        #expect(canvas[2, 0].character == "a")
    }

    @Test("a skin-toned thumb and a ZWJ family are each one wide character, kept whole in the cell")
    func modifiersAndJoiners() {
        let thumb = "👍🏽", family = "👨‍👩‍👧"
        #expect(thumb.terminalWidth == 2)
        #expect(family.terminalWidth == 2)
        var canvas = CellGrid(size: Size(width: 5, height: 1))
        canvas.put(thumb + family + "x", x: 0, y: 0, style: .plain)
        #expect(canvas[0, 0].character == Character(thumb))
        #expect(canvas[2, 0].character == Character(family))
        #expect(canvas[4, 0].character == "x")
    }
}
