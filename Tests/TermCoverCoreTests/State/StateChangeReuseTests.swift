import Testing
import TermCoverTesting

/// How many times each row's body ran.
@MainActor
private final class Evaluations {
    var counts: [Int: Int] = [:]
    func note(_ row: Int) { counts[row, default: 0] += 1 }
}

/// A row with state of its own, switched by its button, whose shortcut is
/// the row's digit; the last row also shows the caption.
private struct SwitchRow: View {
    let index: Int
    let evaluations: Evaluations
    let caption: ObservableCaption
    let shared: Int
    @State private var on = false

    var body: some View {
        let _ = evaluations.note(index)
        Button("row \(index) \(on ? "on" : "off") \(shared) \(index == 4 ? caption.text : "")") { on.toggle() }
            .keyboardShortcut(KeyEquivalent(Character("\(index)")), modifiers: [])
    }
}

/// Five rows in a lazy stack, and a count of its own that every row shows.
private struct Rows: View {
    let evaluations: Evaluations
    let caption: ObservableCaption
    @State private var shared = 0

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(0..<5, id: \.self) { index in
                    SwitchRow(index: index, evaluations: evaluations, caption: caption, shared: shared)
                }
            }
        }
        .onKeyPress(.character("+")) { shared += 1; return .handled }
    }
}

/// A frame caused only by `@State` builds again what read the changed
/// state and what a view that read it passes down, and reuses the rest,
/// as SwiftUI runs only those bodies again.
@MainActor
@Suite("A @State change builds again only what it reaches")
struct StateChangeReuseTests {
    private func rows() -> (TestHost, Evaluations, ObservableCaption) {
        let evaluations = Evaluations(), caption = ObservableCaption()
        let host = TestHost(Rows(evaluations: evaluations, caption: caption), size: Size(width: 30, height: 8))
        host.renderIfNeeded()
        return (host, evaluations, caption)
    }

    @Test("a row's own state runs that row's body again, and no other row's")
    func ownStateRebuildsOnlyItsRow() {
        let (host, evaluations, _) = rows()
        let before = evaluations.counts
        host.press(.character("3"))
        #expect(host.lines.contains { $0.contains("row 3 on") }, "\(host.screen)")
        #expect(evaluations.counts[3] == before[3]! + 1)
        for row in [0, 1, 2, 4] { #expect(evaluations.counts[row] == before[row], "row \(row)") }
    }

    @Test("state read by the view above the rows reaches every row it is passed to")
    func stateAboveReachesEveryRow() {
        let (host, evaluations, _) = rows()
        let before = evaluations.counts
        host.press(.character("+"))
        for row in 0..<5 {
            #expect(host.lines.contains { $0.contains("row \(row) off 1") }, "\(host.screen)")
            #expect(evaluations.counts[row] == before[row]! + 1, "row \(row)")
        }
    }

    @Test("an observable read only by a reused row still updates it after the frame that reused it")
    func observableInReusedRowStillTracked() async {
        let (host, evaluations, caption) = rows()
        let before = evaluations.counts[4]!
        host.press(.character("1"))
        #expect(evaluations.counts[4] == before, "row 4 was reused")
        host.press(.character("2"))
        caption.text = "new"
        await host.advance(by: 1.0 / 60)
        #expect(host.lines.contains { $0.contains("row 4 off 0 new") }, "\(host.screen)")
    }

    @Test("switching rows many times over keeps every reused row's observable tracked")
    func manyReusingFramesKeepTracking() async {
        let (host, _, caption) = rows()
        for i in 0..<150 { host.press(.character(Character("\(i % 4)"))) }
        caption.text = "late"
        await host.advance(by: 1.0 / 60)
        #expect(host.lines.contains { $0.contains("row 4 off 0 late") }, "\(host.screen)")
    }
}
