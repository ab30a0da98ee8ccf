@testable import TermCoverCore
import TermCoverTesting
import Testing

private struct Controls: View {
    @State var word = ""
    @State var count = 1
    @State var on = false
    @State var flavor = "Vanilla"
    var body: some View {
        VStack(alignment: .leading) {
            List {
                Section("Game") {
                    TextField("Word", text: $word)
                    Stepper("Count \(count)", value: $count, in: 0...9)
                    Toggle("On", isOn: $on)
                    Picker("Flavor", selection: $flavor) {
                        Text("Vanilla").tag("Vanilla")
                        Text("Mint").tag("Mint")
                    }
                }
                Section("Used") { Text("apple") }
            }
            Text("\(word)|\(count)|\(on)|\(flavor)")
        }
    }
}

@MainActor
@Suite("Controls inside a List behave as inside a Form")
struct ListControlsTests {
    @Test("rows of controls lay out as form rows: the label leading, the control trailing; a picker keeps its label")
    func layout() {
        let host = TestHost(Controls(), size: Size(width: 20, height: 9))
        #expect(host.lines[0] == "Game                ")
        #expect(host.lines[1] == "Word                ")
        #expect(host.lines[2].hasPrefix("Count 1") && host.lines[2].hasSuffix("+]"))
        #expect(host.lines[3].hasPrefix("On ") && host.lines[3].hasSuffix("[ ]"))
        #expect(host.lines[4].hasPrefix("Flavor") && host.lines[4].contains("Vanilla"))
        #expect(host.lines[5] == "Used                ")
        #expect(host.lines[6] == "apple               ")
        #expect(host.lines[8] == "|1|false|Vanilla    ")
    }

    @Test("the field in the first row has focus and takes typing; Tab walks the controls row by row, each taking its keys")
    func tabAndKeys() {
        let host = TestHost(Controls(), size: Size(width: 20, height: 9))
        host.type("cat")
        #expect(host.lines[8].hasPrefix("cat|1|false|Vanilla"))
        host.press(.tab)                // the stepper
        host.press(.rightArrow)
        host.press(.upArrow)
        #expect(host.lines[8].hasPrefix("cat|3|false|Vanilla"), "the stepper takes Up as well as Right")
        host.press(.tab)                // the toggle
        host.press(.space)
        host.press(.tab)                // the picker
        host.press(.rightArrow)
        #expect(host.lines[8].hasPrefix("cat|3|true|Mint"))
        host.press(.tab)                // the list itself, on its first row without a control
        #expect(host.screen[19, 6].style.attributes.contains(.reverse), "apple's row, reversed across")
        host.press(.tab)                // round again to the field
        host.type("s")
        #expect(host.lines[8].hasPrefix("cats|3|true|Mint"))
    }

    @Test("the arrows move from row to row: onto a control it takes focus, onto a plain row the list does")
    func arrows() {
        let host = TestHost(Controls(), size: Size(width: 20, height: 9))
        host.press(.tab)
        host.press(.tab)                // the toggle
        host.press(.downArrow)          // the picker's row: Down is not the toggle's
        host.press(.rightArrow)
        #expect(host.lines[8].hasPrefix("|1|false|Mint"))
        host.press(.downArrow)          // apple: no control, the list takes focus
        #expect(host.screen[0, 6].style.attributes.contains(.reverse))
        host.press(.space)
        host.press(.upArrow)            // the picker again
        #expect(!host.screen[0, 6].style.attributes.contains(.reverse))
        host.press(.leftArrow)
        #expect(host.lines[8].hasPrefix("|1|false|Vanilla"))
        host.press(.upArrow)
        host.press(.upArrow)
        host.press(.upArrow)            // the stepper takes Up: the count moves, focus stays
        #expect(host.lines[8].hasPrefix("|2|false|Vanilla"))
    }

    @Test("a click on a field's row focuses the field and typing goes into it")
    func clickFocusesField() {
        let host = TestHost(Controls(), size: Size(width: 20, height: 9))
        host.press(.tab)
        host.press(.tab)
        host.click(x: 2, y: 1)
        host.type("ox")
        #expect(host.lines[8].hasPrefix("ox|1|false|Vanilla"))
        host.click(x: 3, y: 6)          // apple's row: current, the list focused
        host.type("y")
        #expect(host.lines[8].hasPrefix("ox|1|false|Vanilla"))
        #expect(host.screen[0, 6].style.attributes.contains(.reverse))
    }

    private struct Links: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Apple", value: 1)
                    NavigationLink("Pear", value: 2)
                }
                .navigationDestination(for: Int.self) { Text("Page \($0)") }
            }
        }
    }

    @Test("a click on a NavigationLink row pushes its page, as Enter does")
    func clickPushes() async {
        let host = TestHost(Links(), size: Size(width: 10, height: 3))
        host.expectScreen(["Apple    ›", "Pear     ›", "          "])
        host.click(x: 1, y: 1)
        await host.advance(by: 1)
        #expect(host.lines.contains { $0.contains("Page 2") })
    }

    @Test("the arrows move down a list of links, the current link reversed across its row")
    func linksArrows() async {
        let host = TestHost(Links(), size: Size(width: 10, height: 3))
        host.renderIfNeeded()
        #expect(host.screen[8, 0].style.attributes.contains(.reverse), "the focused link's row, past its label")
        host.press(.downArrow)
        #expect(!host.screen[8, 0].style.attributes.contains(.reverse))
        #expect(host.screen[8, 1].style.attributes.contains(.reverse))
        host.press(.return)
        await host.advance(by: 1)
        #expect(host.lines.contains { $0.contains("Page 2") })
    }
}
