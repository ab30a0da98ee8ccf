@testable import TermCoverCore
import TermCoverTesting
import Testing

/// A page with toolbar items on every side, and a bottom bar.
private struct ToolbarPage: View {
    let log: EventLog
    var body: some View {
        NavigationStack {
            Button("Body") { log.add("body") }
                .navigationTitle("Mail")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") { log.add("edit") } }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") { log.add("add") } }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Left") { log.add("left") }
                        Spacer()
                        Button("Right") { log.add("right") }
                    }
                }
        }
    }
}

@MainActor
@Suite("toolbar, ToolbarItem and ToolbarItemGroup")
struct ToolbarTests {
    @Test("leading items start the bar, trailing ones end it, the title stays centered, and a bottom bar sits on the last row")
    func placements() {
        let host = TestHost(ToolbarPage(log: EventLog()), size: navigationSize)
        host.expectScreen([
            "Edit" + row("Mail", at: 9, width: 23) + "Add", navigationRule,
            row("", at: 0), row("Body", at: 13), row("", at: 0), row("", at: 0),
            navigationRule, "Left" + row("Right", at: 21, width: 26),
        ])
    }

    @Test("Tab reaches the page's content first, then the bar's items, then the bottom bar's")
    func focusOrder() {
        let log = EventLog()
        let host = TestHost(ToolbarPage(log: log), size: navigationSize)
        for _ in 0..<5 {
            host.press(.return)
            host.press(.tab)
        }
        #expect(log.events == ["body", "edit", "add", "left", "right"])
    }

    @Test("outside a NavigationStack, toolbar and navigationTitle draw nothing and change nothing")
    func outsideAStack() {
        let host = TestHost(Text("plain").navigationTitle("T").toolbar { ToolbarItem { Text("x") } },
                            size: Size(width: 9, height: 1))
        host.expectScreen(["  plain  "])
    }
}
