@testable import TermCoverCore
import TermCoverTesting
import Testing

/// iOS 13's alert, as course apps write it: `alert(isPresented:) { Alert(…) }`.
private struct OldStyle: View {
    let log: EventLog
    @State private var show = true
    var body: some View {
        Text("base")
            .alert(isPresented: $show) {
                Alert(title: Text("Delete file?"), message: Text("It cannot be undone."),
                      primaryButton: .destructive(Text("Delete")) { log.add("delete") },
                      secondaryButton: .cancel { log.add("cancel") })
            }
    }
}

/// The same alert written with today's modifier and roles.
private struct NewStyle: View {
    @State private var show = true
    var body: some View {
        Text("base")
            .alert("Delete file?", isPresented: $show) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("It cannot be undone.")
            }
    }
}

private struct Score: Identifiable {
    let id = 1
    let points: Int
}

/// `alert(item:)` with a dismiss button.
private struct ItemAlert: View {
    let log: EventLog
    @State private var score: Score? = Score(points: 7)
    var body: some View {
        Text(score == nil ? "gone" : "base")
            .alert(item: $score) { score in
                Alert(title: Text("Score \(score.points)"), dismissButton: .default(Text("Next")) { log.add("next") })
            }
    }
}

@MainActor
@Suite("iOS 13's Alert: alert(isPresented:content:) and alert(item:content:)")
struct LegacyAlertTests {
    private let size = Size(width: 30, height: 9)

    @Test("an Alert with a destructive and a cancel button is drawn as the same alert written with roles today")
    func drawnAsToday() async {
        let old = TestHost(OldStyle(log: EventLog()), size: size)
        let new = TestHost(NewStyle(), size: size)
        await old.advance(by: 1)
        await new.advance(by: 1)
        #expect(old.lines == new.lines)
        #expect(old.lines.contains { $0.contains("Delete file?") })
        #expect(old.lines.contains { $0.contains("Delete  Cancel") })
    }

    @Test("Return takes the primary button, Esc the cancel button; either closes the alert")
    func actions() async {
        let log = EventLog()
        let host = TestHost(OldStyle(log: log), size: size)
        await host.advance(by: 1)
        host.press(.escape)
        await host.advance(by: 1)
        #expect(log.events == ["cancel"])
        #expect(!host.lines.contains { $0.contains("Delete file?") })
    }

    @Test("alert(item:) shows while the item is set; its one button runs and sets the item back to nil")
    func item() async {
        let log = EventLog()
        let host = TestHost(ItemAlert(log: log), size: size)
        await host.advance(by: 1)
        #expect(host.lines.contains { $0.contains("Score 7") })
        host.press(.return)
        await host.advance(by: 1)
        #expect(log.events == ["next"])
        #expect(host.lines.contains { $0.contains("gone") })
    }
}
