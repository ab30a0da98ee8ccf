import Testing
@testable import TermCoverCore
import TermCoverTesting

/// A mail-like inbox: 20 sections of 100 link rows in a `NavigationStack`,
/// counting the evaluations of the view holding the stack and of its rows.
private struct Inbox: View {
    let screen: Calls
    let rows: Calls
    var body: some View {
        let _ = screen.count += 1
        NavigationStack {
            List {
                ForEach(0..<20, id: \.self) { section in
                    Section("Mailbox \(section + 1)") {
                        ForEach(0..<100, id: \.self) { row in
                            let _ = rows.count += 1
                            NavigationLink(value: section * 100 + row) {
                                Text("Message \(section * 100 + row)")
                            }
                        }
                    }
                }
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: Int.self) { number in
                Text("Message \(number) opened")
            }
        }
    }
}

/// A root page whose lazy rows log their appearances, over which one page is pushed.
private struct AppearingRows: View {
    let appeared: Calls
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack {
                    ForEach(0..<200, id: \.self) { row in
                        NavigationLink(value: row) { Text("Row \(row)") }
                            .onAppear { appeared.count += 1 }
                    }
                }
            }
            .navigationDestination(for: Int.self) { Text("Row \($0) opened") }
        }
    }
}

@MainActor
@Suite("A push over a long List")
struct NavigationPushCostTests {
    /// A host showing the inbox on 60 x 20 cells, focus on the first row.
    private func inbox() -> (TestHost, screen: Calls, rows: Calls) {
        let screen = Calls(), rows = Calls()
        let host = TestHost(Inbox(screen: screen, rows: rows), size: Size(width: 60, height: 20))
        host.renderIfNeeded()
        host.press(.tab)
        return (host, screen, rows)
    }

    @Test("the frame answering the key of a push evaluates no row of the List beneath")
    func pushKeyFrameReusesTheRootPage() async {
        let (host, _, rows) = inbox()
        let before = rows.count
        host.press(.return)
        // The push changed the stack's own path, which the root page is not built from.
        #expect(rows.count == before)
        await host.advance(by: 1)
        #expect(host.lines.contains { $0.contains(" opened") }, "\(host.lines.joined(separator: "\n"))")
    }

    @Test("the frame answering the key of a pop evaluates no row of the List it uncovers, which holds no lifecycle modifier")
    func popKeyFrameReusesTheRootPage() async {
        let (host, _, rows) = inbox()
        host.press(.return)
        await host.advance(by: 1)
        let before = rows.count
        host.press(.escape)
        // Uncovered, the page is the same page: it has nothing that runs on appearing.
        #expect(rows.count == before)
        await host.advance(by: 1)
        #expect(!host.lines.contains { $0.contains("opened") }, "\(host.lines.joined(separator: "\n"))")
        #expect(host.lines.contains { $0.contains("Message 0") })
    }

    @Test("lazy rows with onAppear appear again when a pop uncovers them, though the frames between reused them")
    func popShowsLazyRowsAgain() async {
        let appeared = Calls()
        let host = TestHost(AppearingRows(appeared: appeared), size: Size(width: 60, height: 20))
        host.renderIfNeeded()
        host.press(.tab)
        await host.advance(by: 1)
        let shown = appeared.count
        #expect(shown > 0)
        host.press(.return)
        await host.advance(by: 1)
        // Covered frames while nothing changes: the rows are reused, their modifiers not run.
        await host.advance(by: 1)
        #expect(appeared.count == shown)
        host.press(.escape)
        await host.advance(by: 1)
        #expect(appeared.count == 2 * shown)
    }

    @Test("the frame showing the new focus after a push evaluates only the row that pushed, of the List beneath")
    func pushFocusFrameEvaluatesOneRow() async {
        let (host, _, rows) = inbox()
        // From the second row (where `inbox()`'s Tab left focus) to the fifth.
        for _ in 0..<3 { host.press(.downArrow) }
        await host.advance(by: 1.0 / 60)
        host.press(.return)
        let atKey = rows.count
        // The frame after the key's shows focus on the page: the row that
        // had it is drawn again without it; the other rows are as they were.
        // (The views on the way to the controls focus moved between are
        // built again, the one holding the stack among them.)
        await host.advance(by: 1.0 / 60)
        #expect(rows.count - atKey <= 1, "\(rows.count - atKey) rows evaluated")
        await host.advance(by: 1)
        #expect(host.lines.contains { $0.contains("Message 4 opened") }, "\(host.lines.joined(separator: "\n"))")
    }

    @Test("the frame showing focus back on the row that pushed evaluates only that row")
    func popFocusFrameEvaluatesOneRow() async {
        let (host, _, rows) = inbox()
        // From the second row (where `inbox()`'s Tab left focus) to the fifth.
        for _ in 0..<3 { host.press(.downArrow) }
        await host.advance(by: 1.0 / 60)
        host.press(.return)
        await host.advance(by: 1)
        host.press(.escape)
        let atKey = rows.count
        await host.advance(by: 1.0 / 60)
        #expect(rows.count - atKey <= 1, "\(rows.count - atKey) rows evaluated")
        await host.advance(by: 1)
        host.press(.return)
        await host.advance(by: 1)
        #expect(host.lines.contains { $0.contains("Message 4 opened") }, "focus went back to the row that pushed")
    }

    @Test("after the frame showing the new focus, the frames of a push over a 2,000-row List evaluate no view: the pages move in place")
    func pushFramesEvaluateNothing() async {
        let (host, screen, rows) = inbox()
        host.press(.return)
        // Focus moved to the page with the key; while it slides in, the
        // frame after the key's evaluates once more to show that.
        await host.advance(by: 1.0 / 60)
        let atKey = (screen: screen.count, rows: rows.count)
        // The spring takes about 0.35 s to settle within a cell: 14 more frames are all mid-push.
        for _ in 0..<14 { await host.advance(by: 1.0 / 60) }
        // The page is most of the way in (the spring is at 94%): the frames move it.
        #expect(host.lines.contains { $0.contains(" opened") }, "\(host.lines.joined(separator: "\n"))")
        #expect(screen.count == atKey.screen)
        #expect(rows.count == atKey.rows)
    }

    @Test("after the frame showing the new focus, the frames of a pop back to a 2,000-row List evaluate no view")
    func popFramesEvaluateNothing() async {
        let (host, screen, rows) = inbox()
        host.press(.return)
        await host.advance(by: 1)
        host.press(.escape)
        await host.advance(by: 1.0 / 60)
        let atKey = (screen: screen.count, rows: rows.count)
        for _ in 0..<14 { await host.advance(by: 1.0 / 60) }
        #expect(screen.count == atKey.screen)
        #expect(rows.count == atKey.rows)
        await host.advance(by: 1)
        #expect(host.lines.contains { $0.contains("Message 0") && !$0.contains("opened") })
        #expect(!host.lines.contains { $0.contains("opened") })
    }
}
