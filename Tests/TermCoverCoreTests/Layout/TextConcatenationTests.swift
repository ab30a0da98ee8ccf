import Testing
import TermCoverTesting

@MainActor
@Suite("Text + Text")
struct TextConcatenationTests {
    @Test("joined texts show one after the other, each piece in its own style and color")
    func stylesPerPiece() {
        let text = Text("ab").bold() + Text("cd").foregroundColor(.red) + Text("e")
        let host = TestHost(text, size: Size(width: 5, height: 1))
        host.expectScreen(["abcde"])
        let cells = (0..<5).map { host.screen[$0, 0].style }
        #expect(cells[0].attributes == .bold && cells[1].attributes == .bold)
        #expect(cells[2].attributes == [] && cells[2].foreground == .red && cells[3].foreground == .red)
        #expect(cells[4].attributes == [] && cells[4].foreground == .primary)
    }

    @Test("joined text wraps as one text, at spaces inside and between pieces, and keeps the styles across rows")
    func wrapsAsOne() {
        let text = Text("one ") + Text("two three").bold() + Text(" four")
        let host = TestHost(text.frame(width: 72, alignment: .topLeading), size: Size(width: 9, height: 3))
        host.expectScreen(["one two  ", "three    ", "four     "])
        #expect(host.screen[0, 0].style.attributes == [])
        #expect(host.screen[4, 0].style.attributes == .bold)
        #expect(host.screen[0, 1].style.attributes == .bold && host.screen[4, 1].style.attributes == .bold)
        #expect(host.screen[0, 2].style.attributes == [])
    }

    @Test("a modifier on joined text styles all of it; truncation's … takes the style before it")
    func modifierOnWhole() {
        let text = (Text("ab") + Text("cdef").foregroundColor(.green)).underline()
        let host = TestHost(text.lineLimit(1).frame(width: 32), size: Size(width: 4, height: 1))
        host.expectScreen(["abc…"])
        #expect((0..<4).allSatisfy { host.screen[$0, 0].style.attributes == .underline })
        #expect(host.screen[0, 0].style.foreground == .primary)
        #expect(host.screen[3, 0].style.foreground == .green)
    }
}
