@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
@Suite("Menu in a menu")
struct MenuNestedTests {
    @Test("a Menu among a menu's items opens its own items, and one of them runs")
    func nested() async {
        let log = EventLog()
        let host = TestHost(VStack {
            Menu("Actions") {
                Button("Copy") { log.add("copy") }
                Menu("Share") {
                    Button("Mail") { log.add("mail") }
                }
            }
            Spacer()
        }, size: Size(width: 30, height: 8))
        host.press(.tab)
        host.press(.return)
        await host.advance(by: 1)
        host.press(.downArrow)
        host.press(.return)
        await host.advance(by: 1)
        #expect(host.lines.joined().contains("Mail"))
        host.press(.return)
        await host.advance(by: 1)
        #expect(log.events == ["mail"])
        #expect(!host.lines.joined().contains("Copy"))
    }
}
