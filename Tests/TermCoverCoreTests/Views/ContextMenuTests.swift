@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
private final class MenuLog {
    var calls: [String] = []
}

private struct Menued: View {
    let log: MenuLog
    var body: some View {
        List {
            ForEach(["apple", "pear"], id: \.self) { name in
                Text(name)
                    .contextMenu {
                        Button("Copy") { log.calls.append("copy \(name)") }
                        Button("Delete", systemImage: "trash", role: .destructive) { log.calls.append("delete \(name)") }
                    } preview: {
                        Text("[\(name)]")
                    }
            }
        }
    }
}

@MainActor
@Suite("contextMenu")
struct ContextMenuTests {
    private let closed = ["apple               ", "pear                "] + Array(repeating: "                    ", count: 7)

    @Test("m opens the current row's menu under it, its preview boxed above the items; Down and Enter run an item and close it")
    func keys() async {
        let log = MenuLog()
        let host = TestHost(Menued(log: log), size: Size(width: 20, height: 9))
        host.press(.character("m"))
        await host.advance(by: 1)
        host.expectScreen([
            "apple               ",
            "pear      ╭───────╮ ",
            "          │[apple]│ ",
            "          ╰───────╯ ",
            "          ╭────────╮",
            "          │Copy    │",
            "          │✕ Delete│",
            "          ╰────────╯",
            "                    ",
        ])
        // The first item has focus, reversed across the box's inside (columns 11 to 18).
        #expect((11...18).allSatisfy { host.screen[$0, 5].style.attributes.contains(.reverse) })
        #expect(!host.screen[19, 5].style.attributes.contains(.reverse), "the box's edge is not")
        host.press(.downArrow)
        #expect((11...18).allSatisfy { host.screen[$0, 6].style.attributes.contains(.reverse) })
        #expect(!host.screen[11, 5].style.attributes.contains(.reverse))
        host.press(.return)
        await host.advance(by: 1)
        #expect(log.calls == ["delete apple"])
        host.expectScreen(closed)
    }

    @Test("Esc closes the menu running nothing; a right-click on a row opens that row's menu; a click outside closes it")
    func escapeAndMouse() async {
        let log = MenuLog()
        let host = TestHost(Menued(log: log), size: Size(width: 20, height: 9))
        host.press(.function(10))
        await host.advance(by: 1)
        #expect(host.lines[2].contains("[apple]"))
        host.press(.escape)
        await host.advance(by: 1)
        host.expectScreen(closed)
        host.send(MouseEvent(x: 1, y: 1, button: .right, kind: .press))
        await host.advance(by: 1)
        #expect(host.lines[3].contains("[pear]"))
        host.click(x: 2, y: 7)
        await host.advance(by: 1)
        host.expectScreen(closed)
        #expect(log.calls.isEmpty)
    }

    @Test("a context menu on a view outside a List opens for m while a control inside it has focus")
    func outsideList() async {
        let log = MenuLog()
        let view = VStack(alignment: .leading, spacing: 0) {
            Button("Open") { log.calls.append("open") }.contextMenu { Button("Copy") { log.calls.append("copy") } }
            Spacer()
        }
        let host = TestHost(view, size: Size(width: 10, height: 4))
        host.press(.character("m"))
        await host.advance(by: 1)
        // The stack, four columns wide, is centred (columns 3 to 6); the menu's right edge is the button's.
        host.expectScreen(["   Open   ", " ╭────╮   ", " │Copy│   ", " ╰────╯   "])
        host.press(.return)
        await host.advance(by: 1)
        #expect(log.calls == ["copy"])
    }
}
