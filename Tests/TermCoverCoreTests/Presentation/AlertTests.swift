@testable import TermCoverCore
import TermCoverTesting
import Testing

/// A presenter of `ModalBaseRows` with an alert: "p" presents it with
/// `modalSlide`. Each action logs its name and what `isPresented` was while it ran.
private struct AlertPresenter<Actions: View>: View {
    let log: EventLog
    var title = "Delete file?"
    var message: String? = "It cannot be undone."
    @ViewBuilder let actions: @MainActor (EventLog, Binding<Bool>) -> Actions
    @State private var show = false

    var body: some View {
        let presenter = ModalBaseRows(count: 12)
            .onKeyPress(.character("p")) { withAnimation(modalSlide) { show = true }; return .handled }
            .onChange(of: show) { _, shown in if !shown { log.add("isPresented set to false") } }
        if let message {
            presenter.alert(title, isPresented: $show) { actions(log, $show) } message: { Text(message) }
        } else {
            presenter.alert(title, isPresented: $show) { actions(log, $show) }
        }
    }
}

private let width = 30, height = 12
private let base = modalBase(width: width, height: height)

/// A row of the card, which spans columns 1 to 28 of the 30-column screen
/// over the base row `row`, whose "b" shows at column 0.
private func cardRow(_ inside: String) -> String { "b│" + inside + "│ " }
private let top = "b╭" + String(repeating: "─", count: 26) + "╮ "
private let bottom = "b╰" + String(repeating: "─", count: 26) + "╯ "

/// The alert "Delete file?" with its message and Delete and Cancel buttons:
/// a card 28 columns wide, six rows tall, in the middle of the screen. Its
/// column is 20 wide (the message); the title is centered in it, and so are
/// the buttons, side by side two columns apart.
private let deleteAlert = Array(base[0..<3]) + [
    top,
    cardRow("       Delete file?       "),
    cardRow("   It cannot be undone.   "),
    cardRow(String(repeating: " ", count: 26)),
    cardRow("      Delete  Cancel      "),
    bottom,
] + Array(base[9...])

@MainActor
private func deleteCancel(_ log: EventLog, _ shown: Binding<Bool>) -> some View {
    Group {
        Button("Delete", role: .destructive) { log.add("delete while shown: \(shown.wrappedValue)") }
        Button("Cancel", role: .cancel) { log.add("cancel while shown: \(shown.wrappedValue)") }
    }
}

@MainActor
@Suite("alert(_:isPresented:actions:message:) with ButtonRole")
struct AlertTests {
    private func host<A: View>(_ log: EventLog, title: String = "Delete file?", message: String? = "It cannot be undone.",
                               @ViewBuilder actions: @escaping @MainActor (EventLog, Binding<Bool>) -> A) -> TestHost {
        TestHost(AlertPresenter(log: log, title: title, message: message, actions: actions),
                 size: Size(width: width, height: height), fps: modalFPS)
    }

    @Test("An alert is a centered card over the presenter: title, message, buttons; it fades in from nothing")
    func centeredCard() async {
        let log = EventLog()
        let host = host(log, actions: deleteCancel)
        host.press(.character("p"))
        #expect(host.lines == base, "the fade starts from nothing")
        await host.advance(by: 10 * modalFrame)
        #expect(host.lines == deleteAlert)
        #expect(host.coverPhases == [.presented])
    }

    @Test("The default action (the button that is not .cancel) has focus first; a destructive button draws in red")
    func defaultFocusAndDestructiveRed() async {
        let log = EventLog()
        let host = host(log, actions: deleteCancel)
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        let delete = host.screen[8, 7], cancel = host.screen[16, 7]
        #expect(delete.style.attributes.contains(.reverse), "Delete is focused")
        #expect(delete.style.foreground == .red)
        #expect(!cancel.style.attributes.contains(.reverse))
        #expect(cancel.style.foreground != .red)
    }

    @Test("Return takes the default action, then isPresented is set back to false and the alert goes with no afterimage")
    func returnTakesTheDefault() async {
        let log = EventLog()
        let host = host(log, actions: deleteCancel)
        let before = host.screen
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        host.press(.return)
        await host.settle()
        #expect(log.events == ["delete while shown: true", "isPresented set to false"])
        #expect(host.coverPhases == [.dismissing])
        await host.advance(by: 10 * modalFrame)
        #expect(host.coverPhases == [])
        #expect(host.screen == before)
    }

    @Test("An alert comes in over a quarter of a second and goes in a fifth, as on iOS, whatever animation presented it")
    func alertsKeepIOSTiming() async {
        let log = EventLog()
        // modalSlide is a 1.25 s linear animation: the alert does not take it.
        let host = TestHost(AlertPresenter(log: log, actions: deleteCancel), size: Size(width: width, height: height), fps: 60)
        host.press(.character("p"))
        await host.advance(by: 0.2)
        #expect(host.coverPhases == [.presenting], "still coming in at 0.2 s")
        await host.advance(by: 0.1)
        #expect(host.coverPhases == [.presented], "in by 0.3 s")
        #expect(host.lines == deleteAlert)
        host.press(.escape)
        await host.advance(by: 0.15)
        #expect(host.coverPhases == [.dismissing], "still going at 0.15 s")
        await host.advance(by: 0.1)
        #expect(host.coverPhases == [], "gone by 0.25 s")
        #expect(host.lines == base)
    }

    @Test("Esc takes the .cancel button's action, whatever has focus")
    func escapeTakesCancel() async {
        let log = EventLog()
        let host = host(log, actions: deleteCancel)
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        host.press(.escape)
        await host.settle()
        #expect(log.events == ["cancel while shown: true", "isPresented set to false"])
        #expect(host.coverPhases == [.dismissing])
        await host.advance(by: 10 * modalFrame)
        #expect(host.lines == base)
    }

    @Test("Tab moves focus to the next button, and Return then takes that one")
    func tabMovesBetweenButtons() async {
        let log = EventLog()
        let host = host(log, actions: deleteCancel)
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        host.press(.tab)
        #expect(host.screen[16, 7].style.attributes.contains(.reverse), "Cancel is focused")
        #expect(!host.screen[8, 7].style.attributes.contains(.reverse))
        host.press(.return)
        await host.settle()
        #expect(log.events == ["cancel while shown: true", "isPresented set to false"])
    }

    @Test("A .cancel button declared first still goes last, so the default action keeps the first place and the focus")
    func cancelGoesLast() async {
        let log = EventLog()
        let host = host(log) { log, shown in
            Button("Cancel", role: .cancel) { log.add("cancel") }
            Button("Delete", role: .destructive) { log.add("delete") }
        }
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        #expect(host.lines == deleteAlert)
        host.press(.return)
        await host.settle()
        #expect(log.events == ["delete", "isPresented set to false"])
    }

    @Test("With no actions an alert gets one OK button, which Return takes to dismiss it")
    func noActionsGivesOK() async {
        let log = EventLog()
        let host = host(log, title: "Saved", message: nil) { _, _ in EmptyView() }
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        // Five rows from row 3 (12 − 5 = 7, halved down); the column is 5
        // wide ("Saved") and 14 columns in from the card's left border.
        #expect(host.lines == Array(base[0..<3]) + [
            top,
            cardRow(String(repeating: " ", count: 10) + "Saved" + String(repeating: " ", count: 11)),
            cardRow(String(repeating: " ", count: 26)),
            cardRow(String(repeating: " ", count: 11) + "OK" + String(repeating: " ", count: 13)),
            bottom,
        ] + Array(base[8...]))
        host.press(.return)
        await host.settle()
        #expect(log.events == ["isPresented set to false"])
        #expect(host.coverPhases == [.dismissing])
    }

    @Test("Esc with no .cancel button only dismisses: no action runs")
    func escapeWithoutCancel() async {
        let log = EventLog()
        let host = host(log) { log, _ in Button("Delete", role: .destructive) { log.add("delete") } }
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        host.press(.escape)
        await host.settle()
        #expect(log.events == ["isPresented set to false"])
        #expect(host.coverPhases == [.dismissing])
    }

    @Test("Keys go to the alert only: the presenter's handlers get none while it is shown")
    func alertTakesTheKeys() async {
        let log = EventLog()
        let host = host(log, actions: deleteCancel)
        host.press(.character("p"))
        await host.advance(by: 10 * modalFrame)
        host.press(.character("p"))
        await host.advance(by: 2)
        #expect(host.lines == deleteAlert)
        #expect(log.events == [])
    }
}

/// An alert with a text field and two buttons, as SwiftUI code writes one.
private struct FieldAlert: View {
    @State var shows = true
    @State var name = ""
    var body: some View {
        Text("base")
            .alert("Rename", isPresented: $shows) {
                TextField("Name", text: $name)
                Button("OK") {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("A new name")
            }
    }
}

@MainActor
@Suite("alert with a text field")
struct AlertTextFieldTests {
    @Test("an alert's TextField goes on its own row, above the buttons side by side, and takes focus and keys")
    func fieldRow() async {
        let host = TestHost(FieldAlert(), size: Size(width: 40, height: 14), fps: 30)
        await host.advance(by: 1)
        let lines = host.lines
        let field = lines.firstIndex { $0.contains("Name") }
        let buttons = lines.firstIndex { $0.contains("OK") && $0.contains("Cancel") }
        #expect(field != nil && buttons != nil)
        if let field, let buttons { #expect(field < buttons, "the field above the buttons") }
        host.type("kim")
        #expect(host.lines.contains { $0.contains("kim") })
    }
}
