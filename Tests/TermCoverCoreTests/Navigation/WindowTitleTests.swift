@testable import TermCoverCore
import TermCoverTesting
import Testing

/// A mail app: the inbox's stack, a message pushed on it, and a cover with a stack of its own.
private struct Mail: View {
    @State private var composing = false
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            Text("messages")
                .navigationTitle("Inbox")
                .navigationDestination(for: Int.self) { Text("message \($0)").navigationTitle("Message \($0)") }
        }
        .onKeyPress(.character("c")) { composing = true; return .handled }
        .onKeyPress(.character("o")) { path.append(7); return .handled }
        .fullScreenCover(isPresented: $composing) {
            NavigationStack { Text("draft").navigationTitle("New message") }
                .onKeyPress(.escape) { composing = false; return .handled }
        }
    }
}

@MainActor
@Suite("The window title follows the page on top")
struct WindowTitleTests {
    private func start() -> TestHost {
        let test = TestHost(Mail(), size: Size(width: 40, height: 10))
        test.engine.host.appName = "mail"
        test.engine.host.graph.setNeedsFrame()
        test.renderIfNeeded()
        return test
    }

    @Test("the root page's title and the app's name, then a pushed page's, then the root's again")
    func pushAndPop() async {
        let test = start()
        #expect(test.terminal.titles.last == "Inbox — mail")
        test.press(.character("o"))
        await test.advance(by: 1)
        #expect(test.terminal.titles.last == "Message 7 — mail")
        test.press(.escape)
        await test.advance(by: 1)
        #expect(test.terminal.titles.last == "Inbox — mail")
    }

    @Test("a cover's own title while it shows, and the base's back once it is dismissed over the cached base")
    func coverDismissed() async {
        let test = start()
        test.press(.character("c"))
        await test.advance(by: 1)
        #expect(test.terminal.titles.last == "New message — mail")
        test.press(.escape)
        await test.advance(by: 1)
        #expect(test.lines.joined().contains("messages"))
        #expect(test.terminal.titles.last == "Inbox — mail")
        // Told only when it changes: one title a change, none repeated (the
        // first, "Inbox", is TestHost's first frame, drawn before the app was named).
        #expect(test.terminal.titles == ["Inbox", "Inbox — mail", "New message — mail", "Inbox — mail"])
    }

    @Test("with no navigation title the window is named after the app; with no app name either, nothing is written")
    func noTitle() {
        let test = TestHost(Text("plain"), size: Size(width: 20, height: 3))
        test.renderIfNeeded()
        #expect(test.terminal.titles.isEmpty)
        let named = TestHost(Text("plain"), size: Size(width: 20, height: 3))
        named.engine.host.appName = "tool"
        named.engine.host.graph.setNeedsFrame()
        named.renderIfNeeded()
        #expect(named.terminal.titles == ["tool"])
    }
}
