@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
private final class ActionLog {
    var calls: [String] = []
}

private struct Swiped: View {
    let log: ActionLog
    var fullSwipe = true
    var body: some View {
        List {
            ForEach(["apple", "pear"], id: \.self) { name in
                Text(name)
                    .swipeActions(edge: .leading) { Button("Pin") { log.calls.append("pin \(name)") }.tint(.green) }
                    .swipeActions(allowsFullSwipe: fullSwipe) {
                        Button("Flag") { log.calls.append("flag \(name)") }
                        Button("Drop", role: .destructive) { log.calls.append("drop \(name)") }
                    }
            }
        }
    }
}

@MainActor
@Suite("Swipe actions on List rows")
struct ListSwipeActionsTests {
    @Test("← reveals the trailing actions, the first at the edge and picked; ← picks the next, Enter runs it and they close")
    func trailing() {
        let log = ActionLog()
        let host = TestHost(Swiped(log: log), size: Size(width: 20, height: 2))
        host.press(.leftArrow)
        // Each block is its label and a column either side: Flag at columns 14-19, Drop at 8-13.
        host.expectScreen(["apple    Drop  Flag ", "pear                "])
        // Flag is a gray block, picked (reversed); Drop, destructive, a red one.
        #expect(host.screen[16, 0].style.background == .gray && host.screen[16, 0].style.attributes.contains(.reverse))
        #expect(host.screen[10, 0].style.background == .red && !host.screen[10, 0].style.attributes.contains(.reverse))
        host.press(.leftArrow)
        host.expectScreen(["apple    Drop  Flag ", "pear                "])
        #expect(host.screen[10, 0].style.background == .red && host.screen[10, 0].style.attributes.contains(.reverse))
        #expect(!host.screen[16, 0].style.attributes.contains(.reverse))
        host.press(.return)
        #expect(log.calls == ["drop apple"])
        host.expectScreen(["apple               ", "pear                "])
    }

    @Test("→ reveals the leading actions in their tint; Esc puts them away without running one; Down closes and moves on")
    func leadingAndClose() {
        let log = ActionLog()
        let host = TestHost(Swiped(log: log), size: Size(width: 20, height: 2))
        host.press(.rightArrow)
        host.expectScreen([" Pin apple          ", "pear                "])
        #expect(host.screen[1, 0].style.background == .green)
        host.press(.escape)
        host.expectScreen(["apple               ", "pear                "])
        host.press(.rightArrow)
        host.press(.downArrow)
        host.expectScreen(["apple               ", "pear                "])
        host.press(.space)
        #expect(log.calls.isEmpty)
        host.press(.rightArrow)
        host.press(.space)              // pear's Pin
        #expect(log.calls == ["pin pear"])
    }

    @Test("a full swipe: < runs the first trailing action, > the first leading; not when allowsFullSwipe is false")
    func fullSwipe() {
        let log = ActionLog()
        let host = TestHost(Swiped(log: log), size: Size(width: 20, height: 2))
        host.press(.character("<"))
        host.press(.character(">"))
        #expect(log.calls == ["flag apple", "pin apple"])
        let partial = ActionLog()
        let other = TestHost(Swiped(log: partial, fullSwipe: false), size: Size(width: 20, height: 2))
        other.press(.character("<"))
        #expect(partial.calls.isEmpty)
    }

    @Test("a row with onDelete and no trailing actions of its own swipes to a red Delete")
    func implicitDelete() {
        final class Log { var offsets: [[Int]] = [] }
        let log = Log()
        let host = TestHost(List { ForEach(["a", "b"], id: \.self) { Text($0) }.onDelete { log.offsets.append(Array($0)) } },
                            size: Size(width: 10, height: 2))
        host.press(.downArrow)
        host.press(.leftArrow)
        host.expectScreen(["a         ", "b  Delete "])
        #expect(host.screen[4, 1].style.background == .red)
        host.press(.return)
        #expect(log.offsets == [[1]])
    }

    @Test("with the mouse, a drag across a row reveals the actions of the edge it moves away from; a click runs one")
    func drag() {
        let log = ActionLog()
        let host = TestHost(Swiped(log: log), size: Size(width: 20, height: 2))
        host.send(MouseEvent(x: 12, y: 1, kind: .press))
        host.send(MouseEvent(x: 5, y: 1, kind: .release))
        host.renderIfNeeded()
        host.expectScreen(["apple               ", "pear     Drop  Flag "])
        host.click(x: 10, y: 1)
        #expect(log.calls == ["drop pear"])
    }

    @Test("while a row is swiped open the edit mode is transient, as on iOS: EditButton reads Done, shows no marks, and Done closes the row")
    func transientEditMode() async {
        final class Log { var offsets: [[Int]] = [] }
        let log = Log()
        let view = NavigationStack {
            List { ForEach(["a", "b"], id: \.self) { Text($0) }.onDelete { log.offsets.append(Array($0)) } }
                .navigationTitle("T").toolbar { EditButton() }
        }
        let host = TestHost(view, size: Size(width: 10, height: 4))
        host.click(x: 0, y: 2)          // a: the list has focus
        host.press(.leftArrow)
        await host.advance(by: 1)
        host.expectScreen(["   T  Done", "──────────", "a  Delete ", "b         "])
        host.press(.escape)             // closes the row and gives the edit mode back
        await host.advance(by: 1)
        host.expectScreen(["   T  Edit", "──────────", "a         ", "b         "])
        host.press(.leftArrow)
        host.click(x: 7, y: 0)          // Done: the row closes, nothing deleted
        await host.advance(by: 1)
        host.expectScreen(["   T  Edit", "──────────", "a         ", "b         "])
        #expect(log.offsets.isEmpty)
    }
}
