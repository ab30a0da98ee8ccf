@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
@Suite("textSelection(.enabled) and the copy command")
struct TextSelectionTests {
    @Test("a selectable text takes focus, shows it reversed, and y, Ctrl-Shift-C or Super-C copy its whole text")
    func copy() {
        let test = TestHost(VStack {
            Text("plain")
            Text("ID 42-77").textSelection(.enabled)
        }, size: Size(width: 20, height: 2))
        test.renderIfNeeded()
        #expect((0..<20).contains { test.screen[$0, 1].style.attributes.contains(.reverse) }, "focused: drawn reversed")
        #expect(!(0..<20).contains { test.screen[$0, 0].style.attributes.contains(.reverse) }, "the plain text is not")
        test.press(.character("y"))
        test.press(.chord("c", [.control, .shift]))
        test.press(.chord("c", .command))
        #expect(test.terminal.clipboard == ["ID 42-77", "ID 42-77", "ID 42-77"])
        test.press(.character("x"))
        #expect(test.terminal.clipboard.count == 3, "another key copies nothing")
    }

    @Test("on a container every text inside is its own stop; .disabled inside keeps one out")
    func container() {
        let test = TestHost(VStack {
            Text("one")
            Text("two").textSelection(.disabled)
            Text("three")
        }.textSelection(.enabled), size: Size(width: 20, height: 3))
        test.renderIfNeeded()
        test.press(.character("y"))
        test.press(.tab)
        test.press(.character("y"))
        #expect(test.terminal.clipboard == ["one", "three"])
    }

    @Test("without textSelection a text takes no focus and copies nothing")
    func plain() {
        let test = TestHost(Text("nothing"), size: Size(width: 20, height: 1))
        test.renderIfNeeded()
        test.press(.character("y"))
        #expect(test.terminal.clipboard.isEmpty)
        #expect(!(0..<20).contains { test.screen[$0, 0].style.attributes.contains(.reverse) })
    }
}
