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

    struct Opener: View {
        @State var shows = false
        var body: some View {
            VStack {
                Button("A") {}
                Button("B") { withAnimation(.linear(duration: 0.1)) { shows = true } }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .fullScreenCover(isPresented: $shows) {
                Button("C") {}.frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
    }

    @Test("A cover takes focus, and when it goes the control that opened it has focus again, as when a sheet closes")
    func focusComesBackAfterACover() async {
        let host = TestHost(Opener(), size: Size(width: 3, height: 3))
        func focused(_ c: Character) -> Bool { host.screen.cells.first { $0.character == c }?.style.attributes.contains(.reverse) == true }
        host.press(.tab)
        host.press(.return)
        await host.advance(by: 0.2)
        #expect(focused("C"))
        host.press(.escape)
        await host.advance(by: 0.5)
        #expect(focused("B"))
        #expect(!focused("A"))
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
