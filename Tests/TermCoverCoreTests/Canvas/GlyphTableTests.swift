import Testing
@testable import TermCoverCore

@Suite("The table of interned graphemes")
struct GlyphTableTests {
    @Test("a grapheme interned twice has one code, and a full table interns nothing new but still knows its own")
    func boundedInterning() {
        var table = GlyphTable(limit: 2)
        // e + COMBINING ACUTE, a + COMBINING GRAVE, o + COMBINING TILDE: three graphemes of two scalars.
        let first = table.intern("e\u{301}"), again = table.intern("e\u{301}")
        let second = table.intern("a\u{300}")
        #expect(first != nil && first == again && second != nil && second != first)
        #expect(table.intern("o\u{303}") == nil)
        #expect(table.intern("a\u{300}") == second)
        #expect(table.characters == ["e\u{301}", "a\u{300}"])
    }

    @Test("graphemes of one scalar never enter the table; longer ones code with the high bit and read back")
    func codes() {
        #expect(Cell("é").glyphID == 0xE9)
        let cell = Cell("👍🏽")
        #expect(cell.glyphID & 0x8000_0000 != 0)
        #expect(cell.character == "👍🏽")
    }
}
