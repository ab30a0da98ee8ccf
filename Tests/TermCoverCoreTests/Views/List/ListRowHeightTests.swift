@testable import TermCoverCore
import TermCoverTesting
import Testing

/// A row of two lines: a title and a note under it.
private struct TwoLines: View {
    let title: String
    let note: String
    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
            Text(note)
        }
    }
}

@MainActor
@Suite("List rows as tall as their content, sections on rows of their own")
struct ListRowHeightTests {
    @Test("sections follow one another and two-line rows take two rows each, a thin rule between tall rows")
    func sectionsAndTallRows() {
        let view = List {
            Section("Todo") {
                TwoLines(title: "Carrot", note: "notes")
                TwoLines(title: "Milk", note: "2 l")
            }
            Section("Done") {
                Text("Bread")
                Text("Jam")
            }
        }
        let host = TestHost(view, size: Size(width: 8, height: 10))
        // The automatic style: headers in the secondary style, no blank
        // between sections, a rule only where a row is taller than a line.
        host.expectScreen([
            "Todo    ",
            "Carrot  ",
            "notes   ",
            "────────",
            "Milk    ",
            "2 l     ",
            "Done    ",
            "Bread   ",
            "Jam     ",
            "        ",
        ])
        #expect(host.screen[0, 0].style.foreground.kind != .terminalDefault, "the header is secondary")
        #expect(host.screen[0, 7].style.foreground.kind == .terminalDefault, "a row is not")
    }

    @Test("headers and footers from every Section initializer take rows of their own, in order")
    func headersAndFooters() {
        let view = List {
            Section {
                Text("a")
            } header: {
                Text("H1")
            } footer: {
                Text("F1")
            }
            Section(header: Text("H2"), footer: Text("F2")) { Text("b") }
            Section(footer: Text("F3")) { Text("c") }
            Text("loose")
        }
        let host = TestHost(view, size: Size(width: 5, height: 10))
        host.expectScreen(["H1   ", "a    ", "F1   ", "H2   ", "b    ", "F2   ", "c    ", "F3   ", "loose", "     "])
    }

    @Test("the current row is reversed across its whole width and height, its header not")
    func highlightWholeRow() {
        let view = List {
            Section("Hdr") {
                TwoLines(title: "one", note: "two")
                Text("three")
            }
        }
        let host = TestHost(view, size: Size(width: 6, height: 6))
        host.renderIfNeeded()
        let reversed = { (x: Int, y: Int) in host.screen[x, y].style.attributes.contains(.reverse) }
        #expect(!reversed(0, 0))
        #expect(reversed(0, 1) && reversed(5, 1) && reversed(0, 2) && reversed(5, 2), "both lines, past the text")
        #expect(!reversed(0, 3), "the rule")
        host.press(.downArrow)
        #expect(!reversed(0, 1) && !reversed(0, 2))
        #expect(reversed(0, 4) && reversed(5, 4))
    }

    @Test("scrolling keeps the current row fully in view, both its lines")
    func scrollKeepsRowWhole() {
        let view = List {
            ForEach(0..<5) { i in TwoLines(title: "r\(i)", note: "x\(i)") }
        }
        let host = TestHost(view, size: Size(width: 3, height: 3))
        // Rows at lines 0-1, 3-4, 6-7, 9-10, 12-13, rules between.
        host.expectScreen(["r0 ", "x0 ", "───"])
        host.press(.downArrow)
        host.expectScreen(["───", "r1 ", "x1 "])
        host.press(.downArrow)
        host.expectScreen(["───", "r2 ", "x2 "])
        host.press(.upArrow)
        host.expectScreen(["r1 ", "x1 ", "───"])
        host.press(.end)
        host.expectScreen(["───", "r4 ", "x4 "])
    }

    @Test("a section's first row brings its header into view with it")
    func headerComesAlong() {
        let view = List {
            Section("A") { Text("a1"); Text("a2") }
            Section("B") { Text("b1"); Text("b2") }
        }
        let host = TestHost(view, size: Size(width: 2, height: 3))
        host.press(.end)
        host.expectScreen(["B ", "b1", "b2"])
        host.press(.home)
        host.expectScreen(["A ", "a1", "a2"])
        host.press(.downArrow)
        host.press(.downArrow)
        host.expectScreen(["a2", "B ", "b1"])
    }
}
