import Testing
import TermCoverTesting

@MainActor
@Suite("Mouse: taps, clicks and the wheel")
struct MouseTests {
    /// Rows: "tap", "two", then the tap and double-tap counts.
    struct Taps: View {
        @State var taps = 0
        @State var doubles = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("tap").onTapGesture { taps += 1 }
                Text("two").onTapGesture(count: 2) { doubles += 1 }
                Text("\(taps)\(doubles)")
            }
        }
    }

    @Test("a tap fires when the click lands on the view's frame, and not elsewhere")
    func tapOnFrame() {
        let host = TestHost(Taps(), size: Size(width: 3, height: 3))
        host.click(x: 2, y: 0)
        #expect(host.lines[2] == "10 ")
        host.click(x: 1, y: 2)
        #expect(host.lines[2] == "10 ")
    }

    @Test("a press on one view and a release on another is no tap")
    func pressAndReleaseApart() {
        let host = TestHost(Taps(), size: Size(width: 3, height: 3))
        host.send(MouseEvent(x: 0, y: 0, kind: .press))
        host.send(MouseEvent(x: 0, y: 2, kind: .release))
        #expect(host.lines[2] == "00 ")
    }

    @Test("count: 2 fires on the second click on the same cell within half a second, not on the first or a late second")
    func doubleTap() async {
        let host = TestHost(Taps(), size: Size(width: 3, height: 3))
        host.click(x: 0, y: 1)
        #expect(host.lines[2] == "00 ")
        host.click(x: 0, y: 1)
        #expect(host.lines[2] == "01 ")
        host.skip(1)
        host.click(x: 0, y: 1)
        #expect(host.lines[2] == "01 ")
        host.skip(0.6)
        host.click(x: 0, y: 1)
        #expect(host.lines[2] == "01 ")
    }

    @Test("other buttons and a release without a press do not tap")
    func otherButtons() {
        let host = TestHost(Taps(), size: Size(width: 3, height: 3))
        host.send(MouseEvent(x: 0, y: 0, button: .right, kind: .press))
        host.send(MouseEvent(x: 0, y: 0, button: .right, kind: .release))
        host.send(MouseEvent(x: 0, y: 0, kind: .release))
        #expect(host.lines[2] == "00 ")
    }

    struct Buttons: View {
        @State var log = ""
        var body: some View {
            VStack {
                Button("A") { log += "a" }
                Button("B") { log += "b" }
                Button("C") { log += "c" }.disabled(true)
                Text(log.isEmpty ? "-" : log)
            }
        }
    }

    @Test("a click on a button focuses it and presses it; a disabled one takes neither")
    func buttonClick() {
        let host = TestHost(Buttons(), size: Size(width: 3, height: 4))
        func cell(_ c: Character) -> Cell? { host.screen.cells.first { $0.character == c } }
        host.click(x: 1, y: 1)
        #expect(host.lines[3] == " b ")
        #expect(cell("B")?.style.attributes.contains(.reverse) == true)
        #expect(cell("A")?.style.attributes.contains(.reverse) == false)
        host.click(x: 1, y: 2)
        #expect(host.lines[3] == " b ")
        #expect(cell("B")?.style.attributes.contains(.reverse) == true)
        // Enter now goes to B, the clicked button.
        host.press(.return)
        #expect(host.lines[3] == "bb ")
    }

    struct Toggles: View {
        @State var wifi = false
        @State var locked = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Lock", isOn: $locked).disabled(true)
            }
        }
    }

    @Test("a click on a toggle, on its box or its label, focuses it and flips it, as Return does; a disabled one stays as it is")
    func toggleClick() {
        let host = TestHost(Toggles(), size: Size(width: 10, height: 2))
        host.expectScreen(["[ ] Wi-Fi ", "[ ] Lock  "])
        host.click(x: 1, y: 0)
        #expect(host.lines[0] == "[x] Wi-Fi ")
        #expect(host.screen.cells.first { $0.character == "[" }?.style.attributes.contains(.reverse) == true)
        host.click(x: 6, y: 0)
        #expect(host.lines[0] == "[ ] Wi-Fi ")
        host.click(x: 1, y: 1)
        #expect(host.lines[1] == "[ ] Lock  ")
    }

    struct Covered: View {
        @State var base = 0
        @State var top = 0
        @State var shown = true
        var body: some View {
            Text("base \(base) \(top)")
                .frame(width: 96, height: 48)
                .onTapGesture { base += 1 }
                .fullScreenCover(isPresented: $shown) {
                    Text("top").onTapGesture { top += 1 }
                }
        }
    }

    @Test("a cover on top swallows clicks meant for the view under it; its own views take them")
    func coverSwallows() async {
        let host = TestHost(Covered(), size: Size(width: 12, height: 3))
        await host.advance(by: 1)
        #expect(host.lines[1] == "    top     ")
        host.click(x: 0, y: 0)
        host.click(x: 5, y: 1)
        await host.advance(by: 1)
        host.press(.escape)
        await host.advance(by: 1)
        #expect(host.lines[1] == "  base 0 1  ")
    }

    struct Menu: View {
        @State var selection: String? = "a"
        var body: some View {
            VStack(alignment: .leading) {
                List(["a", "b", "c", "d", "e"], id: \.self, selection: $selection) { Text($0) }
                    .frame(height: 48)
                Text("=\(selection ?? "-")")
            }
        }
    }

    @Test("a click selects a list row; the wheel over the list moves the selection and scrolls it, elsewhere it does nothing")
    func listClickAndWheel() {
        let host = TestHost(Menu(), size: Size(width: 2, height: 4))
        host.click(x: 0, y: 2)
        #expect(host.lines[3] == "=c")
        host.send(MouseEvent(x: 0, y: 1, button: .none, kind: .wheelDown))
        host.send(MouseEvent(x: 0, y: 1, button: .none, kind: .wheelDown))
        host.expectScreen(["c ", "d ", "e ", "=e"])
        host.send(MouseEvent(x: 0, y: 3, button: .none, kind: .wheelUp))
        #expect(host.lines[3] == "=e")
        host.send(MouseEvent(x: 0, y: 0, button: .none, kind: .wheelUp))
        #expect(host.lines[3] == "=d")
        // The rows scrolled out of view are not drawn, so not clickable: row 0 is "c" now.
        host.click(x: 0, y: 0)
        #expect(host.lines[3] == "=c")
    }

    struct Stacked: View {
        @State var log = ""
        var body: some View {
            VStack {
                ZStack {
                    Text("back").onTapGesture { log += "b" }
                    Text("FR")
                }
                Text(log.isEmpty ? "-" : log)
            }
        }
    }

    @Test("a view drawn over another takes its clicks: the covered part of the one behind is not clickable")
    func frontmostWins() {
        let host = TestHost(Stacked(), size: Size(width: 4, height: 2))
        #expect(host.lines[0] == "bFRk")
        host.click(x: 1, y: 0)
        #expect(host.lines[1] == " -  ")
        host.click(x: 0, y: 0)
        #expect(host.lines[1] == " b  ")
    }
}
