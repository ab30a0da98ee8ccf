@testable import TermCoverCore
import TermCoverTesting
import Testing

private enum Section: Hashable { case inbox, count }

/// A counter that logs when it appears and disappears.
private struct Counter: View {
    let name: String
    let log: EventLog
    @State private var n = 0
    var body: some View {
        Button("\(name) \(n)") { n += 1 }
            .onAppear { log.add("\(name) appears") }
            .onDisappear { log.add("\(name) disappears") }
    }
}

/// iOS 18's Tab form, bound to a selection that "2" sets.
private struct NewTabs: View {
    let log: EventLog
    @State private var selection = Section.inbox
    var body: some View {
        TabView(selection: $selection) {
            Tab("Inbox", systemImage: "envelope", value: .inbox) { Counter(name: "in", log: log) }
                .badge(3)
            Tab("Count", systemImage: "star", value: .count) { Counter(name: "co", log: log) }
        }
        .onKeyPress(.character("2")) { selection = .count; return .handled }
    }
}

/// The older form: views with tabItem and tag, and a tab that hides the bar.
private struct OldTabs: View {
    let log: EventLog
    var body: some View {
        TabView {
            Counter(name: "a", log: log)
                .tabItem { Label("A", systemImage: "house") }
                .tag(0)
            Text("no bar")
                .toolbar(.hidden, for: .tabBar)
                .tabItem { Text("B") }
                .tag(1)
        }
    }
}

private let size = Size(width: 30, height: 6)

@MainActor
@Suite("TabView with Tab and with tabItem")
struct TabViewTests {
    @Test("the bar spreads the tabs evenly on the bottom row under a rule; the selected tab's content fills the rows above")
    func layout() {
        let host = TestHost(NewTabs(log: EventLog()), size: size)
        // Two slots of 15 columns; each item centered in its slot, the badge one column after the title.
        host.expectScreen([
            row("", at: 0), row("in 0", at: 13), row("", at: 0), row("", at: 0),
            navigationRule, String(row("✉ Inbox  3 ", at: 2).prefix(15)) + row("☆ Count", at: 4, width: 15),
        ])
        #expect(host.screen[4, 5].style.attributes.contains(.bold), "the selected tab is bold")
        #expect(host.screen[12, 5].style.background == .red, "the badge is on red")
    }

    @Test("each tab keeps its state while another is shown; its content disappears when left and appears when chosen again")
    func stateSurvivesSwitches() {
        let log = EventLog()
        let host = TestHost(NewTabs(log: log), size: size)
        host.press(.return)
        host.press(.return)
        #expect(host.lines[1] == row("in 2", at: 13))
        host.press(.character("2"))
        #expect(host.lines[1] == row("co 0", at: 13))
        host.click(x: 4, y: 5)
        #expect(host.lines[1] == row("in 2", at: 13))
        // Within one switch the order of the two is not SwiftUI's to promise; across switches it is.
        #expect(log.events.count == 5)
        #expect(log.events.first == "in appears")
        #expect(Set(log.events[1...2]) == ["in disappears", "co appears"])
        #expect(Set(log.events[3...4]) == ["in appears", "co disappears"])
    }

    @Test("the bar is the last stop for Tab; there the arrow keys and digits choose a tab, and the bar says which has focus")
    func barKeys() {
        let host = TestHost(NewTabs(log: EventLog()), size: size)
        host.press(.tab)
        #expect(host.screen[4, 5].style.attributes.contains(.reverse))
        host.press(.rightArrow)
        #expect(host.lines[1] == row("co 0", at: 13))
        host.press(.character("1"))
        #expect(host.lines[1] == row("in 0", at: 13))
    }

    @Test("tabItem and tag: the older form works the same, and toolbar(.hidden, for: .tabBar) hides the bar while its tab shows")
    func olderForm() {
        let host = TestHost(OldTabs(log: EventLog()), size: size)
        #expect(host.lines[5] == row("⌂ A", at: 6, width: 15) + row("B", at: 7, width: 15))
        host.press(.tab)
        host.press(.rightArrow)
        host.expectScreen([row("", at: 0), row("", at: 0), row("no bar", at: 12), row("", at: 0), row("", at: 0), row("", at: 0)])
    }
}

/// A tab holding a navigation stack whose pushed page has no control.
private struct StackInTab: View {
    var body: some View {
        TabView {
            NavigationStack {
                NavigationLink("open", value: 1)
                    .navigationDestination(for: Int.self) { _ in Text("plain page").navigationTitle("P") }
            }
            .tabItem { Text("A") }
            Text("b").tabItem { Text("B") }
        }
    }
}

@MainActor
@Suite("TabView with navigation stacks")
struct TabNavigationTests {
    @Test("Esc goes back in the selected tab's stack even when the tab bar has focus")
    func escWithFocusOnTheBar() async {
        let host = TestHost(StackInTab(), size: size)
        host.press(.return)
        await host.advance(by: 1)
        #expect(host.lines[2] == row("plain page", at: 10))
        host.press(.escape)
        await host.advance(by: 1)
        #expect(host.lines[1] == row("open", at: 13))
    }
}
