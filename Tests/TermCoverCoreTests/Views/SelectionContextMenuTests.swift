@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
private final class SelectionLog {
    var calls: [String] = []
}

/// Three rows, the second selected, with a menu and a primary action for the selection.
private struct Inbox: View {
    let log: SelectionLog
    @State var selection: Int? = 2
    var body: some View {
        List([1, 2, 3], id: \.self, selection: $selection) { Text("Row \($0)") }
            .contextMenu(forSelectionType: Int.self) { ids in
                Button("Open \(ids.sorted())") { log.calls.append("open \(ids.sorted())") }
            } primaryAction: { ids in
                log.calls.append("primary \(ids.sorted())")
            }
    }
}

@MainActor
@Suite("contextMenu(forSelectionType:menu:primaryAction:)")
struct SelectionContextMenuTests {
    @Test("m on the list opens the menu with the selected ids, under the selected row; Enter runs its item")
    func keyOpensForSelection() async {
        let log = SelectionLog()
        let host = TestHost(Inbox(log: log), size: Size(width: 20, height: 6))
        host.press(.character("m"))
        await host.advance(by: 1)
        // Under row 2 (y = 1), right-aligned to the row's edge, over row 3: a box of "Open [2]".
        #expect(host.lines[2] == "Row 3     ╭────────╮")
        #expect(host.lines[3] == "          │Open [2]│")
        host.press(.return)
        await host.advance(by: 1)
        #expect(log.calls == ["open [2]"])
        #expect(host.lines[3] == "                    ")
    }

    @Test("a right-click on a row that is not selected opens the menu for that row's id alone")
    func rightClickUnselected() async {
        let log = SelectionLog()
        let host = TestHost(Inbox(log: log), size: Size(width: 20, height: 6))
        host.send(MouseEvent(x: 1, y: 2, button: .right, kind: .press))
        await host.advance(by: 1)
        #expect(host.lines[4] == "          │Open [3]│")
        host.press(.escape)
        await host.advance(by: 1)
        #expect(log.calls.isEmpty)
        #expect(host.lines[4] == "                    ")
    }

    @Test("Return on the current row and a double-click on a row run the primary action with its ids")
    func primaryAction() async {
        let log = SelectionLog()
        let host = TestHost(Inbox(log: log), size: Size(width: 20, height: 6))
        host.press(.return)
        #expect(log.calls == ["primary [2]"])
        host.click(x: 1, y: 0)
        #expect(log.calls == ["primary [2]"], "a single click selects, nothing more")
        host.click(x: 1, y: 0)
        #expect(log.calls == ["primary [2]", "primary [1]"])
    }
}
