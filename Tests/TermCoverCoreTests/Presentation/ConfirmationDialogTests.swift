@testable import TermCoverCore
import TermCoverTesting
import Testing

/// A presenter of `ModalBaseRows` with a confirmation dialog: "p" presents it with `modalSlide`.
private struct DialogPresenter<Actions: View>: View {
    let log: EventLog
    var titleVisibility = Visibility.automatic
    var message: String?
    @ViewBuilder let actions: @MainActor (EventLog) -> Actions
    @State private var show = false

    var body: some View {
        let presenter = ModalBaseRows(count: 12)
            .onKeyPress(.character("p")) { withAnimation(modalSlide) { show = true }; return .handled }
        if let message {
            presenter.confirmationDialog("Delete file?", isPresented: $show, titleVisibility: titleVisibility) {
                actions(log)
            } message: { Text(message) }
        } else {
            presenter.confirmationDialog("Delete file?", isPresented: $show, titleVisibility: titleVisibility) { actions(log) }
        }
    }
}

private let width = 30, height = 12
private let base = modalBase(width: width, height: height)
private func cardRow(_ inside: String) -> String { "b│" + inside + "│ " }
private let top = "b╭" + String(repeating: "─", count: 26) + "╮ "
private let bottom = "b╰" + String(repeating: "─", count: 26) + "╯ "
/// A six-column button label centered in the card's 26 inner columns.
private func buttonRow(_ label: String) -> String { cardRow(String(repeating: " ", count: 10) + label + String(repeating: " ", count: 10)) }

@MainActor
private func renameDelete(_ log: EventLog) -> some View {
    Group {
        Button("Rename") { log.add("rename") }
        Button("Delete", role: .destructive) { log.add("delete") }
    }
}

@MainActor
@Suite("confirmationDialog(_:isPresented:titleVisibility:actions:)")
struct ConfirmationDialogTests {
    private func host<A: View>(_ log: EventLog, titleVisibility: Visibility = .automatic, message: String? = nil,
                               @ViewBuilder actions: @escaping @MainActor (EventLog) -> A) -> TestHost {
        TestHost(DialogPresenter(log: log, titleVisibility: titleVisibility, message: message, actions: actions),
                 size: Size(width: width, height: height), fps: modalFPS)
    }

    /// The dialog at rest: five rows at the bottom (border, Rename, Delete,
    /// the added Cancel, border), the title hidden.
    private let dialog = Array(base[0..<7]) + [top, buttonRow("Rename"), buttonRow("Delete"), buttonRow("Cancel"), bottom]

    @Test("A dialog slides up from the bottom edge as a card of stacked buttons, with no title by default and a Cancel added")
    func slidesUpFromTheBottom() async {
        let log = EventLog()
        let host = host(log, actions: renameDelete)
        host.press(.character("p"))
        #expect(host.lines == base)
        await host.advance(by: 4 * modalFrame)
        // Three of its five rows still below the screen.
        #expect(host.lines == Array(base[0..<10]) + [top, buttonRow("Rename")])
        await host.advance(by: 6 * modalFrame)
        #expect(host.lines == dialog)
    }

    @Test("Return takes the first button; isPresented goes back to false and the dialog slides away with no afterimage")
    func returnTakesTheFirstButton() async {
        let log = EventLog()
        let host = host(log, actions: renameDelete)
        let before = host.screen
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        host.press(.return)
        #expect(log.events == ["rename"])
        await host.advance(by: 4 * modalFrame)
        #expect(host.lines == Array(base[0..<9]) + [top, buttonRow("Rename"), buttonRow("Delete")])
        await host.advance(by: 6 * modalFrame)
        #expect(host.screen == before)
        #expect(host.coverPhases == [])
    }

    @Test("Esc takes the added Cancel: no action runs, the dialog goes")
    func escapeCancels() async {
        let log = EventLog()
        let host = host(log, actions: renameDelete)
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        host.press(.escape)
        #expect(log.events == [])
        #expect(host.coverPhases == [.dismissing])
    }

    @Test("A .cancel button of the dialog's own replaces the added one, goes last, and Esc takes it")
    func ownCancelButton() async {
        let log = EventLog()
        let host = host(log) { log in
            Button("Keep", role: .cancel) { log.add("keep") }
            Button("Delete", role: .destructive) { log.add("delete") }
        }
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        // Four rows; the labels' column is 6 wide ("Delete"), "Keep" centered in it.
        #expect(host.lines == Array(base[0..<8]) + [top, buttonRow("Delete"), buttonRow(" Keep "), bottom])
        host.press(.escape)
        #expect(log.events == ["keep"])
    }

    @Test("titleVisibility: .visible shows the title, and a message shows under it, above the buttons")
    func visibleTitleAndMessage() async {
        let log = EventLog()
        let host = host(log, titleVisibility: .visible, message: "It cannot be undone.", actions: renameDelete)
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        #expect(host.lines == Array(base[0..<4]) + [
            top,
            cardRow("       Delete file?       "),
            cardRow("   It cannot be undone.   "),
            cardRow(String(repeating: " ", count: 26)),
            buttonRow("Rename"), buttonRow("Delete"), buttonRow("Cancel"),
            bottom,
        ])
    }
}
