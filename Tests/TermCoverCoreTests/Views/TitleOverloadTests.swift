@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
@Suite("Strikethrough, underline and titled-button overloads")
struct TitleOverloadTests {
    @Test("strikethrough puts a combining long stroke (U+0336) on each character, as Text's method and as a view modifier")
    func strikethrough() {
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Text("ab").strikethrough()
            Text("cd").underline(color: .red) + Text("ef").strikethrough(pattern: .dot, color: .red)
            VStack { Text("gh") }.strikethrough(true, color: .blue)
            Text("ij").strikethrough(false)
        }, size: Size(width: 4, height: 4))
        host.expectScreen(["a\u{336}b\u{336}  ", "cde\u{336}f\u{336}", "g\u{336}h\u{336}  ", "ij  "])
        #expect(host.screen[0, 1].style.attributes == [.underline], "cd underlined, whatever colour was asked")
        #expect(host.screen[2, 1].style.attributes.isEmpty, "no cell carries the strikethrough bit")
    }

    @Test("Button(_:systemImage:) and Button(_:systemImage:role:) show the symbol's glyph before the title; a destructive one is red")
    func systemImageButtons() {
        let key: LocalizedStringKey = "**Add**"
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Button(key, systemImage: "plus") {}
            Button(String("Sub"), systemImage: "minus", role: .destructive) {}
        }, size: Size(width: 6, height: 2))
        host.expectScreen(["+ Add ", "− Sub "])
        #expect(host.screen[2, 0].style.attributes.contains(.bold), "the key's literal is Markdown")
        #expect(host.screen[2, 1].style.foreground == .red)
    }

    @Test("Section(content:footer:) shows its footer after its rows, with no header")
    func sectionFooter() {
        let host = TestHost(List { Section { Text("row") } footer: { Text("foot") } }, size: Size(width: 4, height: 2))
        host.expectScreen(["row ", "foot"])
    }
}
