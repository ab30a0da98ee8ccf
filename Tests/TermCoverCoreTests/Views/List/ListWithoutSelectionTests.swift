@testable import TermCoverCore
import TermCoverTesting
import Testing

private struct Fruit: Identifiable {
    let id: Int
    let name: String
}

private let fruits = [Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "pear"), Fruit(id: 3, name: "fig")]

@MainActor
@Suite("List without selection")
struct ListWithoutSelectionTests {
    @Test("List(data) needs no selection; the list fills the height it is offered, as SwiftUI's does")
    func greedy() {
        let host = TestHost(VStack(spacing: 0) { List(fruits) { Text($0.name) }; Text("end") },
                            size: Size(width: 5, height: 5))
        host.expectScreen(["apple", "pear ", "fig  ", "     ", " end "])
    }

    @Test("the row the arrows reach is drawn reversed across the list while it has focus, and Enter works its control")
    func rowFocusAndEnter() {
        final class Log { var text = "" }
        let log = Log()
        let view = List(fruits) { fruit in Button(fruit.name) { log.text += fruit.name } }
        let host = TestHost(view, size: Size(width: 5, height: 3))
        host.renderIfNeeded()
        #expect(host.screen[4, 0].style.attributes.contains(.reverse), "the whole first row, past its text")
        host.press(.downArrow)
        #expect(!host.screen[0, 0].style.attributes.contains(.reverse))
        #expect(host.screen[0, 1].style.attributes.contains(.reverse))
        host.press(.return)
        host.press(.end)
        host.press(.space)
        #expect(log.text == "pearfig")
    }

    @Test("controls inside rows are Tab stops of their own, row by row, as in a Form; then Tab leaves the list")
    func tabWalksRows() {
        final class Log { var text = "" }
        let log = Log()
        let view = VStack(spacing: 0) {
            List(fruits) { fruit in Button(fruit.name) { log.text += fruit.name } }.frame(height: 48)
            Button("after") { log.text += "after" }
        }
        let host = TestHost(view, size: Size(width: 5, height: 4))
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        #expect(log.text == "applepearafter")
    }

    @Test("a NavigationLink row shows a chevron at the row's end; a root with no title or items has no bar")
    func chevron() {
        let host = TestHost(NavigationStack { List(fruits) { NavigationLink($0.name, value: $0.id) } },
                            size: Size(width: 10, height: 3))
        host.expectScreen(["apple    ›", "pear     ›", "fig      ›"])
    }
}

@MainActor
@Suite("List nodes are freed")
struct ListNodeLifetimeTests {
    private func listNode(in node: LayoutNode) -> ListNode? {
        if let list = node as? ListNode { return list }
        for child in node.children { if let found = listNode(in: child) { return found } }
        return nil
    }

    @Test("a frame's list node is freed once later frames replace it: nothing it owns holds it")
    func freed() {
        let host = TestHost(List(fruits) { Text($0.name) }, size: Size(width: 5, height: 3))
        weak let first = host.engine.host.layers.lazy.compactMap { self.listNode(in: $0) }.first
        #expect(first != nil)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(first == nil)
    }
}
