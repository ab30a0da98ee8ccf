@testable import TermCoverCore
import TermCoverTesting
import Testing

/// A document page whose title is a binding: the content, a button, shows
/// the bound value, and pressing it renames the page from the app's side. Pushed over a "Home" root
/// when `pushed`, so Esc has a page to go back to.
private struct DocumentStack: View {
    let pushed: Bool
    @State private var title = "Notes"
    @State private var path: [Int]

    init(pushed: Bool = false) {
        self.pushed = pushed
        _path = State(initialValue: pushed ? [1] : [])
    }

    var body: some View {
        NavigationStack(path: $path) {
            if pushed {
                Text("home").navigationTitle("Home")
                    .navigationDestination(for: Int.self) { _ in document }
            } else {
                document
            }
        }
    }

    private var document: some View {
        Button("file: \(title)") { title = "Plans" }
            .navigationTitle($title)
    }
}

/// A root titled by a binding, with a page already pushed over it.
private struct BoundRootWithPage: View {
    @State private var title = "Notes"
    @State private var path = [1]
    var body: some View {
        NavigationStack(path: $path) {
            Text("root")
                .navigationTitle($title)
                .navigationDestination(for: Int.self) { _ in Text("page").navigationTitle("Page") }
        }
    }
}

/// The 6 content rows under the bar (rows 2 to 7), with `text` alone on
/// the middle one: 6 rows for 1 leave 5, 2 above it (rounded down).
private func content(_ text: String) -> [String] {
    [row("", at: 0), row("", at: 0), row(text, at: (30 - text.count) / 2), row("", at: 0), row("", at: 0), row("", at: 0)]
}

@MainActor
@Suite("navigationTitle(_: Binding<String>) renames in place, as on iOS 16")
struct NavigationTitleBindingTests {
    @Test("the bar shows the binding's value, centered, and follows it when the app changes it")
    func followsTheBinding() {
        let host = TestHost(DocumentStack(), size: navigationSize)
        // "Notes" is 5 columns: (30 - 5) / 2 = 12.
        host.expectScreen([row("Notes", at: 12), navigationRule] + content("file: Notes"))
        host.press(.return)
        host.expectScreen([row("Plans", at: 12), navigationRule] + content("file: Plans"))
    }

    @Test("Tab reaches the title, Return opens a field holding it, and Return there writes the new name to the binding")
    func renameFromTheKeyboard() {
        let host = TestHost(DocumentStack(), size: navigationSize)
        host.press(.tab)
        host.press(.return)
        // The field fits "Notes" and the cursor's cell after it: 6 columns, at (30 - 6) / 2 = 12.
        host.expectScreen([row("Notes ", at: 12), navigationRule] + content("file: Notes"))
        #expect(host.screen[17, 0].style.attributes.contains(.reverse), "the cursor is after the name")
        for _ in 0..<5 { host.press(.delete) }
        host.type("Trip")
        // Typing changes the field, not yet the binding: the content still reads "Notes".
        host.expectScreen([row("Trip ", at: 12), navigationRule] + content("file: Notes"))
        host.press(.return)
        // "Trip" is 4 columns: (30 - 4) / 2 = 13.
        host.expectScreen([row("Trip", at: 13), navigationRule] + content("file: Trip"))
        // Focus stays on the title: Return renames again.
        host.press(.return)
        host.expectScreen([row("Trip ", at: 12), navigationRule] + content("file: Trip"))
    }

    @Test("Esc while renaming keeps the old name and stays on the page; Esc after that goes back")
    func escapeCancels() async {
        let host = TestHost(DocumentStack(pushed: true), size: navigationSize)
        let bar = "‹ Home" + row("Notes", at: 6, width: 24)
        host.expectScreen([bar, navigationRule] + content("file: Notes"))
        // Tab reaches the back control's bar: the title is its one control.
        host.press(.tab)
        host.press(.return)
        host.type("book")
        host.expectScreen(["‹ Home" + row("Notesbook ", at: 4, width: 24), navigationRule] + content("file: Notes"))
        host.press(.escape)
        host.expectScreen([bar, navigationRule] + content("file: Notes"))
        host.press(.escape)
        await host.advance(by: 1)
        #expect(host.lines[4].contains("home"), "a second Esc goes back to the root")
    }

    @Test("a click on the title opens the field, and an empty name is not taken")
    func clickAndEmptyName() {
        let host = TestHost(DocumentStack(), size: navigationSize)
        host.click(x: 14, y: 0)
        host.expectScreen([row("Notes ", at: 12), navigationRule] + content("file: Notes"))
        for _ in 0..<5 { host.press(.delete) }
        host.press(.return)
        host.expectScreen([row("Notes", at: 12), navigationRule] + content("file: Notes"))
    }

    @Test("the page pushed over a root titled by a binding reads the bound title on its back control")
    func backControlReadsTheBinding() {
        let host = TestHost(BoundRootWithPage(), size: navigationSize)
        // "‹ Notes" at 0; "Page" (4 columns) centered on the bar at (30 - 4) / 2 = 13.
        host.expectScreen(["‹ Notes" + row("Page", at: 6, width: 23), navigationRule] + content("page"))
    }
}
