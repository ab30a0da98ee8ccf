import Testing
import TermCoverTesting

@MainActor
@Suite("Text wraps, truncates and measures like a terminal")
struct TextTests {
    @Test("Text wraps at spaces to the width it is offered")
    func wraps() {
        let host = TestHost(Text("the quick brown fox").frame(width: 72, alignment: .topLeading), size: Size(width: 9, height: 3))
        host.expectScreen(["the quick", "brown fox", "         "])
    }

    @Test("A word wider than the line breaks inside the word")
    func longWord() {
        let host = TestHost(Text("abcdefghij").frame(width: 32), size: Size(width: 4, height: 3))
        host.expectScreen(["abcd", "efgh", "ij  "])
    }

    @Test("Text that runs out of rows ends in an ellipsis")
    func truncates() {
        let host = TestHost(Text("one two three four five").frame(width: 72, height: 32, alignment: .topLeading),
                            size: Size(width: 9, height: 2))
        host.expectScreen(["one two  ", "three fo…"])
    }

    @Test("lineLimit(1) truncates a long line")
    func lineLimit() {
        let host = TestHost(Text("abcdefgh").lineLimit(1).frame(width: 40), size: Size(width: 5, height: 1))
        host.expectScreen(["abcd…"])
    }

    @Test("Hangul and emoji take two columns each and are never split")
    func wideCharacters() {
        let host = TestHost(Text("한국어😀").frame(width: 64, alignment: .leading), size: Size(width: 8, height: 1))
        host.expectScreen(["한국어😀"])
        #expect(host.screen[0, 0].width == 2)
        #expect(host.screen[1, 0].isContinuation)
        #expect(host.screen[6, 0].character == "😀")
    }

    @Test("A wide character that does not fit the width wraps to the next row")
    func wideWrap() {
        let host = TestHost(Text("a한국").frame(width: 32, alignment: .topLeading), size: Size(width: 4, height: 2))
        host.expectScreen(["a한 ", "국  "])
    }

    @Test("Control characters are shown as symbols and never reach the terminal raw")
    func controlCharacters() {
        let host = TestHost(Text("a\u{1b}[31mb\u{7}"), size: Size(width: 8, height: 1))
        host.expectScreen(["a␛[31mb␇"])
        #expect(!host.screen.cells.contains { c in c.character.map { $0.unicodeScalars.contains { $0.value < 0x20 || (0x7f...0x9f).contains($0.value) } } ?? false })
    }

    @Test("Multi-line text centers its lines when asked")
    func centeredLines() {
        let host = TestHost(Text("abc\na").multilineTextAlignment(.center), size: Size(width: 3, height: 2))
        host.expectScreen(["abc", " a "])
    }
}
