import Foundation
import Testing
import TermCoverTesting

/// The cells whose body ran.
@MainActor
private final class BuiltCells {
    var cells: [Int] = []
}

/// A grid cell that notes each evaluation of its body.
private struct CountedCell: View {
    let index: Int
    let built: BuiltCells
    var body: some View {
        built.cells.append(index)
        return Text("c\(index)")
    }
}

/// A cell that shows a value its grid's view passes down.
private struct MarkedCell: View {
    let index: Int
    let mark: String
    var body: some View { Text("\(mark)\(index)") }
}

/// A grid whose cells show a mark kept in the view's state; a key sets it.
private struct MarkedGrid: View {
    @State private var mark = "a"
    var body: some View {
        ScrollView(showsIndicators: false) {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 4)) {
                ForEach(0..<1_000, id: \.self) { MarkedCell(index: $0, mark: mark) }
            }
        }
        .onKeyPress(KeyEquivalent("m")) {
            mark = "b"
            return .handled
        }
    }
}

/// Rows that each hold a lazy stack of their own, inside one scroll view.
private struct NestedRows: View {
    let built: BuiltCells
    var body: some View {
        ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading) {
                ForEach(0..<50, id: \.self) { row in
                    LazyVStack(alignment: .leading) {
                        ForEach(0..<3, id: \.self) { CountedCell(index: row * 3 + $0, built: built) }
                    }
                }
            }
        }
    }
}

@MainActor
@Suite("A page of a long lazy grid costs the cells that come near the view")
struct LazyGridPagingTests {
    /// A scroll view of a 1,000-cell grid in 4 columns of 10 cells a row,
    /// each row one line tall, on a 40 x 10 screen: 250 rows.
    private func grid(_ built: BuiltCells) -> TestHost {
        let view = ScrollView(showsIndicators: false) {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 4)) {
                ForEach(0..<1_000, id: \.self) { CountedCell(index: $0, built: built) }
            }
        }
        let host = TestHost(view, size: Size(width: 40, height: 10))
        while host.renderIfNeeded() != nil {}
        return host
    }

    private func firstCells(_ host: TestHost) -> [String] {
        host.lines.map { $0.split(separator: " ").first.map(String.init) ?? "" }
    }

    @Test("a PageDown builds only the cells of the rows that come within a screen below the view")
    func pageDownBuildsTheNewRows() {
        let built = BuiltCells()
        let host = grid(built)
        #expect(firstCells(host) == (0..<10).map { "c\($0 * 4)" })
        built.cells = []
        host.press(.pageDown)
        while host.renderIfNeeded() != nil {}
        // A page is the view less a row: 9 rows, so rows 9 to 18 show.
        #expect(firstCells(host) == (9..<19).map { "c\($0 * 4)" })
        // Rows up to a screen below the view (row 29) were built for the
        // first frame already, up to row 19; only rows 20 to 28 are new.
        // Every cell built is one of theirs, each once.
        #expect(Set(built.cells).isSubset(of: Set(80..<116)))
        #expect(built.cells.count == Set(built.cells).count)
        #expect(built.cells.count <= 36)
    }

    @Test("each PageDown and PageUp builds at most the cells of a page of rows, each once")
    func eachPageBuildsAPageOfRows() {
        let built = BuiltCells()
        let host = grid(built)
        for key in Array(repeating: Key.pageDown, count: 5) + Array(repeating: Key.pageUp, count: 5) {
            built.cells = []
            host.press(key)
            while host.renderIfNeeded() != nil {}
            // A page is 9 rows of 4 cells: those rows come within a screen of
            // the view, and 9 leave it on the other side.
            #expect(built.cells.count <= 36, "\(key)")
            #expect(built.cells.count == Set(built.cells).count, "\(key)")
        }
        #expect(firstCells(host) == (0..<10).map { "c\($0 * 4)" })
    }

    @Test("a change of state the cells read rebuilds the cells after a page, with no page left stale")
    func stateChangeRebuildsCells() {
        let host = TestHost(MarkedGrid(), size: Size(width: 40, height: 10))
        while host.renderIfNeeded() != nil {}
        host.press(.pageDown)
        while host.renderIfNeeded() != nil {}
        #expect(firstCells(host).first == "a36")
        host.type("m")
        while host.renderIfNeeded() != nil {}
        #expect(firstCells(host).first == "b36")
        host.press(.pageDown)
        while host.renderIfNeeded() != nil {}
        #expect(firstCells(host).first == "b72")
        host.press(.pageUp)
        host.press(.pageUp)
        while host.renderIfNeeded() != nil {}
        #expect(firstCells(host).first == "b0")
    }

    @Test("a lazy stack inside a lazy row follows the scroll view, its rows built where they show")
    func nestedLazyStacksFollowTheScroll() {
        let built = BuiltCells()
        let host = TestHost(NestedRows(built: built), size: Size(width: 10, height: 6))
        while host.renderIfNeeded() != nil {}
        #expect(host.lines.map { $0.trimmingCharacters(in: .whitespaces) } == (0..<6).map { "c\($0)" })
        for _ in 0..<4 { host.press(.pageDown) }
        while host.renderIfNeeded() != nil {}
        // Four pages of 5 rows each: rows 20 to 25 show.
        #expect(host.lines.map { $0.trimmingCharacters(in: .whitespaces) } == (20..<26).map { "c\($0)" })
    }
}
