import Testing
@testable import TermCoverCore
import TermCoverTesting

/// A long list of text fields (long enough to build only its rows near
/// view, `ListContent.lazyThreshold`), each in its own row.
private struct Fields: View {
    let rows: Calls
    @State private var values = Array(repeating: "", count: 300)
    var body: some View {
        List {
            ForEach(0..<300, id: \.self) { i in
                let _ = rows.count += 1
                TextField("Field \(i)", text: $values[i])
            }
        }
    }
}

@MainActor
@Suite("What a move of focus evaluates")
struct FocusMoveCostTests {
    @Test("Tab from one field of a list to the next evaluates those two rows, not the list's other rows")
    func tabEvaluatesTwoRows() async {
        let rows = Calls()
        let host = TestHost(Fields(rows: rows), size: Size(width: 40, height: 40))
        host.renderIfNeeded()
        let shown = rows.count
        #expect(shown >= 20, "the rows in view were evaluated")
        let before = rows.count
        host.press(.tab)
        host.renderIfNeeded()
        #expect(rows.count - before <= 2, "\(rows.count - before) rows evaluated")
        // And the focus is drawn where it went: typing goes to the second field.
        host.type("abc")
        host.renderIfNeeded()
        #expect(host.lines.contains { $0.contains("abc") })
        #expect(host.lines.contains { $0.contains("Field 0") } && !host.lines.contains { $0.contains("Field 1 ") },
                "the second field's prompt gave way to the text")
    }
}
