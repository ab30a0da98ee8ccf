@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
@Suite("Menu")
struct MenuTests {
    @Test("a Menu is a button showing its label; choosing it opens its items in a box under it, and an item runs and closes it")
    func opens() async {
        let log = EventLog()
        let host = TestHost(VStack {
            Menu("Actions") {
                Button("Copy") { log.add("copy") }
                Button("Paste") { log.add("paste") }
            }
            .menuStyle(.borderlessButton)
            Spacer()
        }, size: Size(width: 20, height: 6))
        #expect(host.lines[0] == "      Actions       ")
        host.press(.tab)
        host.press(.return)
        await host.advance(by: 1)
        #expect(host.lines[1].contains("┌") || host.lines[1].contains("╭"))
        #expect(host.lines[2].contains("Copy"))
        #expect(host.lines[3].contains("Paste"))
        host.press(.downArrow)
        host.press(.return)
        await host.advance(by: 1)
        #expect(log.events == ["paste"])
        #expect(!host.lines[2].contains("Copy"))
    }

    @Test("with primaryAction, choosing the menu runs the action; m opens the menu")
    func primaryAction() async {
        let log = EventLog()
        let host = TestHost(VStack {
            Menu {
                Button("Forward") { log.add("forward") }
            } label: {
                Text("Reply")
            } primaryAction: {
                log.add("reply")
            }
            Spacer()
        }, size: Size(width: 20, height: 6))
        host.press(.tab)
        host.press(.return)
        await host.advance(by: 1)
        #expect(log.events == ["reply"])
        #expect(!host.lines.joined().contains("Forward"))
        host.press(.character("m"))
        await host.advance(by: 1)
        #expect(host.lines.joined().contains("Forward"))
    }
}
