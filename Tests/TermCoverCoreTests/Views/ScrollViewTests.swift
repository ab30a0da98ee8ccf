import Testing
import TermCoverTesting

@MainActor
@Suite("ScrollView")
struct ScrollViewTests {
    /// Ten rows in a scroll view three rows tall, beside nothing focusable.
    struct Rows: View {
        var indicators = true
        var body: some View {
            ScrollView(showsIndicators: indicators) {
                VStack(alignment: .leading) {
                    ForEach(0..<10, id: \.self) { Text("row \($0)") }
                }
            }
            .frame(width: 48, height: 48)
        }
    }

    @Test("content is offered unlimited height and cut to the frame; the thumb stands in a column of its own")
    func clipsAndIndicator() {
        let host = TestHost(Rows(), size: Size(width: 6, height: 3))
        // 3 rows of 10: the thumb is round(3·3/10) = 1 cell, at the top.
        host.expectScreen(["row 0▐", "row 1 ", "row 2 "])
        let plain = TestHost(Rows(indicators: false), size: Size(width: 6, height: 3))
        #expect(plain.lines == ["row 0 ", "row 1 ", "row 2 "])
    }

    @Test("Up/Down scroll a row, PageDown a page less a row, Home/End to the ends, never past them")
    func keys() {
        let host = TestHost(Rows(), size: Size(width: 6, height: 3))
        host.press(.downArrow)
        #expect(host.lines[0] == "row 1▐")      // offset 1 of 7: thumb at round(1·2/7) = 0
        host.press(.pageDown)
        #expect(host.lines.map { String($0.prefix(5)) } == ["row 3", "row 4", "row 5"])
        #expect(host.lines[1].hasSuffix("▐"))    // offset 3 of 7: round(3·2/7) = 1
        host.press(.end)
        host.expectScreen(["row 7 ", "row 8 ", "row 9▐"])
        host.press(.downArrow)
        host.expectScreen(["row 7 ", "row 8 ", "row 9▐"])
        host.press(.home)
        host.press(.upArrow)
        host.expectScreen(["row 0▐", "row 1 ", "row 2 "])
    }

    @Test("the mouse wheel over a scroll view scrolls it a row a notch, never past its ends")
    func wheel() {
        let host = TestHost(Rows(), size: Size(width: 6, height: 3))
        host.send(MouseEvent(x: 2, y: 1, button: .none, kind: .wheelDown))
        host.send(MouseEvent(x: 2, y: 1, button: .none, kind: .wheelDown))
        #expect(host.lines.map { String($0.prefix(5)) } == ["row 2", "row 3", "row 4"])
        for _ in 0..<3 { host.send(MouseEvent(x: 2, y: 1, button: .none, kind: .wheelUp)) }
        host.expectScreen(["row 0▐", "row 1 ", "row 2 "])
    }

    /// Six buttons in a scroll view two rows tall.
    struct Buttons: View {
        @State var log = ""
        var body: some View {
            VStack {
                ScrollView(showsIndicators: false) {
                    VStack {
                        ForEach(0..<6, id: \.self) { i in Button("b\(i)") { log += "\(i)" } }
                    }
                }
                .frame(width: 16, height: 32)
                Text(log.isEmpty ? "-" : log)
            }
        }
    }

    @Test("Tab to a button out of view scrolls it into view, and Return presses it")
    func revealsFocus() {
        let host = TestHost(Buttons(), size: Size(width: 2, height: 3))
        host.press(.tab)                         // b1, in view
        host.expectScreen(["b0", "b1", "- "])
        host.press(.tab)                         // b2: scrolled up by one
        host.expectScreen(["b1", "b2", "- "])
        host.press(.tab)
        host.press(.return)
        host.expectScreen(["b2", "b3", "3 "])
        host.press(.backTab)
        host.press(.backTab)
        host.press(.backTab)                     // b0: back at the top
        #expect(host.lines[0] == "b0")
    }

    @Test("arrows scroll a scroll view that holds the focused button, and the position lasts")
    func scrollsWithFocusInside() {
        let host = TestHost(Buttons(), size: Size(width: 2, height: 3))
        host.press(.downArrow)
        host.press(.downArrow)
        host.expectScreen(["b2", "b3", "- "])
        host.press(.character("x"))              // a key nobody takes changes nothing
        host.expectScreen(["b2", "b3", "- "])
    }

    @Test("a horizontal scroll view moves sideways with Left/Right, its thumb on the bottom row")
    func horizontal() {
        let view = ScrollView(.horizontal) { Text("abcdefgh") }.frame(width: 32, height: 32)
        let host = TestHost(view, size: Size(width: 4, height: 2))
        // 4 columns of 8: thumb round(4·4/8) = 2 cells.
        host.expectScreen(["abcd", "▄▄  "])
        host.press(.rightArrow)
        host.press(.end)
        host.expectScreen(["efgh", "  ▄▄"])
    }

    @Test("in a stack, a scroll view takes the rows its neighbours leave and the whole width")
    func inAStack() {
        let view = VStack {
            Text("top")
            ScrollView { VStack { ForEach(0..<10, id: \.self) { Text("row \($0)") } } }
            Text("bottom")
        }
        let host = TestHost(view, size: Size(width: 6, height: 5))
        host.expectScreen([" top  ", "row 0▐", "row 1 ", "row 2 ", "bottom"])
    }
}
