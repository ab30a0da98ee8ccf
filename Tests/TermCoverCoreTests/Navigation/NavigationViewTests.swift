@testable import TermCoverCore
import TermCoverTesting
import Testing

/// A NavigationView written as in 2020: a titled root with bar items and a link.
private struct OldStyle: View {
    var body: some View {
        NavigationView {
            NavigationLink("Next", destination: Text("Second").navigationBarTitle("Two", displayMode: .inline))
                .navigationBarTitle(Text("One"))
                .navigationBarItems(leading: Text("L"), trailing: Text("R"))
        }
        .navigationViewStyle(.stack)
    }
}

/// A page that reads `presentationMode`: whether it is presented, and a button that dismisses it.
private struct ModePage: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View {
        Button(presentationMode.wrappedValue.isPresented ? "Close" : "Root") {
            presentationMode.wrappedValue.dismiss()
        }
    }
}

/// A link bound to `isActive`, which the test reads.
private struct ActiveLink: View {
    let log: EventLog
    @State private var active = false
    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: ModePage(), isActive: $active) { Text("Go") }
                Text(active ? "on" : "off")
            }
        }
    }
}

/// Two links tagged 1 and 2 sharing a selection.
private struct TaggedLinks: View {
    @State private var selection: Int?
    var body: some View {
        NavigationView {
            VStack {
                NavigationLink("One", destination: Text("Page 1"), tag: 1, selection: $selection)
                NavigationLink("Two", destination: Text("Page 2"), tag: 2, selection: $selection)
                Button("Show 2") { selection = 2 }
            }
        }
    }
}

@MainActor
@Suite("NavigationView and the older navigation modifiers")
struct NavigationViewTests {
    @Test("NavigationView is a stack: navigationBarTitle titles the page, navigationBarItems sit at the bar's ends, a link pushes")
    func stack() async {
        let host = TestHost(OldStyle(), size: navigationSize)
        host.expectScreen([
            "L" + row("One", at: 12, width: 28) + "R", navigationRule,
            row("", at: 0), row("", at: 0), row("Next", at: 13), row("", at: 0), row("", at: 0), row("", at: 0),
        ])
        host.press(.return)
        await host.advance(by: 1)
        host.expectScreen([
            "‹ One" + row("Two", at: 8, width: 25), navigationRule,
            row("", at: 0), row("", at: 0), row("Second", at: 12), row("", at: 0), row("", at: 0), row("", at: 0),
        ])
    }

    @Test("presentationMode: not presented at the root; in a pushed page presented, and dismiss() pops it")
    func presentationModePops() async {
        let host = TestHost(NavigationView { NavigationLink("Push", destination: ModePage()) }, size: navigationSize)
        host.press(.return)
        await host.advance(by: 1)
        #expect(host.lines[4] == row("Close", at: 12))
        host.press(.return)
        await host.advance(by: 1)
        // The root has no title: no bar, and its link in the middle of all 8 rows.
        #expect(host.lines[3] == row("Push", at: 13))
        let root = TestHost(NavigationView { ModePage() }, size: navigationSize)
        #expect(root.lines.contains(row("Root", at: 13)))
    }

    @Test("presentationMode in a sheet: presented, and dismiss() dismisses the sheet")
    func presentationModeSheet() async {
        struct Presenter: View {
            @State private var shown = false
            var body: some View {
                Button(shown ? "Shown" : "Open") { shown = true }
                    .sheet(isPresented: $shown) { ModePage() }
            }
        }
        let host = TestHost(Presenter(), size: navigationSize)
        host.press(.return)
        await host.advance(by: 1)
        #expect(host.lines.contains { $0.contains("Close") })
        host.press(.return)
        await host.advance(by: 1)
        #expect(host.lines.contains(row("Open", at: 13)))
    }

    @Test("NavigationLink(destination:isActive:) sets its binding when chosen, and going back clears it")
    func isActive() async {
        let log = EventLog()
        let host = TestHost(ActiveLink(log: log), size: navigationSize)
        #expect(host.lines.contains(row("off", at: 13)))
        host.press(.return)
        await host.advance(by: 1)
        #expect(host.lines.contains(row("Close", at: 12)))
        host.press(.escape)
        await host.advance(by: 1)
        #expect(host.lines.contains(row("Go", at: 13)))
        #expect(host.lines.contains(row("off", at: 13)))
    }

    @Test("NavigationLink(destination:tag:selection:) pushes the link whose tag the app selects")
    func tagSelection() async {
        let host = TestHost(TaggedLinks(), size: navigationSize)
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        await host.advance(by: 1)
        #expect(host.lines.contains(row("Page 2", at: 12)))
        host.press(.escape)
        await host.advance(by: 1)
        #expect(host.lines.contains(row("One", at: 13)))
    }
}
