import Foundation
import Testing
import TermCoverTesting

/// The rows whose body ran, in the last frames.
@MainActor
private final class Built {
    var rows: Set<Int> = []
}

/// What lifecycle closures reported, in order.
@MainActor
private final class Events {
    var all: [String] = []
}

/// A row that notes when it is built.
private struct CountedRow: View {
    let index: Int
    let built: Built
    var body: some View {
        built.rows.insert(index)
        return Text("row \(index)")
    }
}

/// A row with state of its own: a click counts on it.
private struct TappedRow: View {
    let index: Int
    @State private var taps = 0
    var body: some View {
        Text("\(index): \(taps)").onTapGesture { taps += 1 }
    }
}

@MainActor
@Suite("Lazy stacks lay out like stacks and build only the rows in or near view")
struct LazyStackTests {
    private func rows(_ host: TestHost) -> [String] { host.lines.map { $0.trimmingCharacters(in: .whitespaces) } }

    @Test("a LazyVStack is as wide as it is offered and aligns its rows in it, with no spacing by default")
    func vertical() {
        let host = TestHost(LazyVStack(alignment: .leading) { Text("abc"); Text("a") }, size: Size(width: 7, height: 4))
        host.expectScreen(["       ", "abc    ", "a      ", "       "])
        let spaced = TestHost(LazyVStack(spacing: 16) { Text("abc"); Text("a") }, size: Size(width: 7, height: 4))
        #expect(spaced.lines == ["  abc  ", "       ", "   a   ", "       "])
    }

    @Test("a LazyHStack lays its columns out leading to trailing, a column apart by default")
    func horizontal() {
        let host = TestHost(LazyHStack { Text("ab"); Text("c") }, size: Size(width: 8, height: 3))
        host.expectScreen(["        ", "  ab c  ", "        "])
    }

    @Test("in a scroll view, a hundred thousand rows cost the rows near the view")
    func buildsOnlyNearRows() {
        let built = Built()
        let view = ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading) { ForEach(0..<100_000, id: \.self) { CountedRow(index: $0, built: built) } }
        }
        let host = TestHost(view, size: Size(width: 10, height: 5))
        #expect(rows(host) == ["row 0", "row 1", "row 2", "row 3", "row 4"])
        #expect(built.rows.isSuperset(of: 0..<5))
        #expect(built.rows.count < 20)
        host.renderIfNeeded()                       // the frame focus asked for
        built.rows = []
        host.press(.end)
        #expect(rows(host) == ["row 99995", "row 99996", "row 99997", "row 99998", "row 99999"])
        host.renderIfNeeded()
        #expect(rows(host) == ["row 99995", "row 99996", "row 99997", "row 99998", "row 99999"])
        #expect(built.rows.allSatisfy { $0 >= 99_980 })
        #expect(!host.engine.host.needsFrame)              // and nothing more to do
        host.press(.home)
        #expect(rows(host) == ["row 0", "row 1", "row 2", "row 3", "row 4"])
    }

    @Test("keys, pages and the wheel scroll a lazy log as they scroll any content")
    func scrolls() {
        let view = ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading) { ForEach(0..<1_000, id: \.self) { Text("row \($0)") } }
        }
        let host = TestHost(view, size: Size(width: 8, height: 4))
        host.press(.downArrow)
        #expect(rows(host) == ["row 1", "row 2", "row 3", "row 4"])
        host.press(.pageDown)                      // a page less a row: 3
        #expect(rows(host) == ["row 4", "row 5", "row 6", "row 7"])
        host.send(MouseEvent(x: 1, y: 1, button: .none, kind: .wheelDown))
        #expect(rows(host) == ["row 5", "row 6", "row 7", "row 8"])
        host.press(.end)
        #expect(rows(host) == ["row 996", "row 997", "row 998", "row 999"])
    }

    @Test("rows of several lines take their own height; the thumb estimates the rest from those measured")
    func tallRows() {
        let view = ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading) {
                ForEach(0..<50, id: \.self) { i in VStack(alignment: .leading) { Text("r\(i)"); Text("-") } }
            }
        }
        let host = TestHost(view, size: Size(width: 4, height: 4))
        #expect(rows(host) == ["r0", "-", "r1", "-"])
        host.press(.end)                            // 50 rows of 2: offset 96
        #expect(rows(host) == ["r48", "-", "r49", "-"])
    }

    @Test("rows measured above the view as it scrolls back, taller than estimated, do not move what it shows")
    func anchorsWhatShows() {
        // Ten rows of one line, then forty of three: from the first rows the
        // stack takes a row for a line, and learns otherwise only near the end.
        let view = ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading) {
                ForEach(0..<50, id: \.self) { i in
                    if i < 10 { Text("r\(i)") } else { VStack(alignment: .leading) { Text("r\(i)"); Text("a"); Text("b") } }
                }
            }
        }
        let host = TestHost(view, size: Size(width: 4, height: 6))
        host.renderIfNeeded()
        host.press(.end)
        host.renderIfNeeded()
        #expect(rows(host) == ["r48", "a", "b", "r49", "a", "b"])
        host.press(.upArrow)
        #expect(rows(host) == ["b", "r48", "a", "b", "r49", "a"])
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(rows(host) == ["r47", "a", "b", "r48", "a", "b"])
        for _ in 0..<6 { host.press(.upArrow) }
        #expect(rows(host) == ["r45", "a", "b", "r46", "a", "b"])
    }

    @Test("a row's state lives while it stays near the view, and is dropped when it is scrolled far away")
    func rowState() {
        let view = ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading) { ForEach(0..<1_000, id: \.self) { TappedRow(index: $0) } }
        }
        let host = TestHost(view, size: Size(width: 8, height: 4))
        host.click(x: 0, y: 0)
        #expect(rows(host)[0] == "0: 1")
        for _ in 0..<3 { host.press(.downArrow) }  // row 0 just out of view
        #expect(rows(host)[0] == "3: 0")
        for _ in 0..<3 { host.press(.upArrow) }
        #expect(rows(host)[0] == "0: 1")
        host.press(.end)
        host.press(.home)
        #expect(rows(host)[0] == "0: 0")
    }

    @Test("a row appears as it comes near the view and disappears when it is dropped far away")
    func rowLifecycle() {
        let events = Events()
        let view = ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading) {
                ForEach(0..<1_000, id: \.self) { i in
                    Text("row \(i)")
                        .onAppear { if i == 0 { events.all.append("appear") } }
                        .onDisappear { if i == 0 { events.all.append("disappear") } }
                }
            }
        }
        let host = TestHost(view, size: Size(width: 8, height: 4))
        host.renderIfNeeded()
        #expect(events.all == ["appear"])
        host.press(.end)
        host.renderIfNeeded()
        #expect(events.all == ["appear", "disappear"])
        host.press(.home)
        host.renderIfNeeded()
        #expect(events.all == ["appear", "disappear", "appear"])
    }

    @Test("a horizontal scroll view of a LazyHStack reaches its last column")
    func horizontalScroll() {
        let view = ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack { ForEach(0..<1_000, id: \.self) { Text("\($0 % 10)") } }
        }
        let host = TestHost(view, size: Size(width: 5, height: 1))
        host.expectScreen(["0 1 2"])
        // 1000 columns a column apart: 1999 wide, offset 1994 shows columns 997 to 999.
        host.press(.end)
        host.expectScreen(["7 8 9"])
    }

    @Test("views beside a ForEach are rows too, in order")
    func mixedContent() {
        let view = ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading) {
                Text("head")
                ForEach(0..<100, id: \.self) { Text("row \($0)") }
                Text("tail")
            }
        }
        let host = TestHost(view, size: Size(width: 7, height: 3))
        #expect(rows(host) == ["head", "row 0", "row 1"])
        host.press(.end)
        #expect(rows(host) == ["row 98", "row 99", "tail"])
    }
}
