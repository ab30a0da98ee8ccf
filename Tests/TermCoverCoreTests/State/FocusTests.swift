import Testing
import TermCoverTesting

@MainActor
@Suite("Focus, buttons and lists")
struct FocusTests {
    struct Buttons: View {
        @State var log = ""
        var body: some View {
            VStack {
                Button("A") { log += "a" }
                Button("B") { log += "b" }
                Text(log.isEmpty ? "-" : log)
            }
        }
    }

    @Test("The first control has focus; Tab moves it; Enter and Space press the focused button")
    func buttons() {
        let host = TestHost(Buttons(), size: Size(width: 3, height: 3))
        host.press(.return)
        host.press(.tab)
        host.press(.space)
        #expect(host.lines[2] == "ab ")
        func cell(_ c: Character) -> Cell? { host.screen.cells.first { $0.character == c } }
        #expect(cell("B")?.style.attributes.contains(.reverse) == true)
        #expect(cell("A")?.style.attributes.contains(.reverse) == false)
    }

    struct Menu: View {
        @State var selection: String? = "one"
        var body: some View {
            VStack(alignment: .leading) {
                List(["one", "two", "three"], id: \.self, selection: $selection) { Text($0) }
                Text("=\(selection ?? "")")
            }
        }
    }

    @Test("A list moves its selection with Up/Down and j/k")
    func listSelection() {
        let host = TestHost(Menu(), size: Size(width: 8, height: 4))
        host.press(.downArrow)
        host.press(.character("j"))
        #expect(host.lines.contains { $0.contains("=three") })
        host.press(.character("k"))
        #expect(host.lines.contains { $0.contains("=two") })
        host.press(.home)
        #expect(host.lines.contains { $0.contains("=one") })
    }
}
