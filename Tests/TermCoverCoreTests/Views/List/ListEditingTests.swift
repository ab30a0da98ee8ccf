import Foundation
@testable import TermCoverCore
import TermCoverTesting
import Testing

/// What the app's edit actions were called with.
@MainActor
private final class EditLog {
    var calls: [String] = []
}

private struct Chore: Identifiable {
    let id: String
    var locked = false
}

private struct Editable: View {
    @State var items: [Chore]
    let log: EditLog

    var body: some View {
        List {
            ForEach(items) { item in
                Text(item.id).deleteDisabled(item.locked).moveDisabled(item.locked)
            }
            .onDelete { offsets in
                log.calls.append("delete \(Array(offsets))")
                items.remove(atOffsets: offsets)
            }
            .onMove { source, destination in
                log.calls.append("move \(Array(source)) to \(destination)")
                items.move(fromOffsets: source, toOffset: destination)
            }
        }
    }
}

private func chores(_ names: String..., locked: Set<String> = []) -> [Chore] {
    names.map { Chore(id: $0, locked: locked.contains($0)) }
}

@MainActor
@Suite("Editing a List: onDelete, onMove, deleteDisabled, moveDisabled, EditButton")
struct ListEditingTests {
    @Test("Backspace deletes the current row: onDelete gets its offset and the row is gone")
    func deleteByKey() {
        let log = EditLog()
        let host = TestHost(Editable(items: chores("a", "b", "c"), log: log), size: Size(width: 3, height: 3))
        host.press(.downArrow)
        host.press(.delete)
        #expect(log.calls == ["delete [1]"])
        host.expectScreen(["a  ", "c  ", "   "])
        host.press(.deleteForward)      // the Delete key too; c is current now, in b's place
        #expect(log.calls == ["delete [1]", "delete [1]"])
        host.expectScreen(["a  ", "   ", "   "])
    }

    @Test("Shift-J and Shift-K move the current row through onMove, with SwiftUI's destination (counted before the move)")
    func moveByKey() {
        let log = EditLog()
        let host = TestHost(Editable(items: chores("a", "b", "c", "d"), log: log), size: Size(width: 1, height: 4))
        host.press(.downArrow)          // b
        host.press(.character("J"))     // b down past c: before d, offset 3
        #expect(log.calls == ["move [1] to 3"])
        host.expectScreen(["a", "c", "b", "d"])
        #expect(host.screen[0, 2].style.attributes.contains(.reverse), "b stays the current row")
        host.press(.character("K"))     // b up past c: offset 1
        host.press(.character("K"))     // b up past a: offset 0
        #expect(log.calls == ["move [1] to 3", "move [2] to 1", "move [1] to 0"])
        host.expectScreen(["b", "a", "c", "d"])
        host.press(.character("K"))     // at the top already: nothing to call
        #expect(log.calls.count == 3)
    }

    @Test("a deleteDisabled row is not deleted and a moveDisabled row stays; others still move past it")
    func disabledRows() {
        let log = EditLog()
        let host = TestHost(Editable(items: chores("a", "b", "c", locked: ["b"]), log: log), size: Size(width: 1, height: 3))
        host.press(.downArrow)          // b, locked
        host.press(.delete)
        host.press(.character("J"))
        #expect(log.calls.isEmpty)
        host.expectScreen(["a", "b", "c"])
        host.press(.upArrow)            // a moves down past b
        host.press(.character("J"))
        #expect(log.calls == ["move [0] to 2"])
        host.expectScreen(["b", "a", "c"])
    }

    @Test("move(fromOffsets:toOffset:) and remove(atOffsets:) follow Apple's documented example")
    func collectionOffsets() {
        // Apple's example: the lower-case letters of "ABcDefgHIJKlmNO" moved to offset 2, then to 15.
        var letters = Array("ABcDefgHIJKlmNO")
        let lowercase = IndexSet(letters.indices.filter { letters[$0].isLowercase })
        letters.move(fromOffsets: lowercase, toOffset: 2)
        #expect(String(letters) == "ABcefglmDHIJKNO")
        letters = Array("ABcDefgHIJKlmNO")
        letters.move(fromOffsets: lowercase, toOffset: 15)
        #expect(String(letters) == "ABDHIJKNOcefglm")
        var numbers = [0, 1, 2, 3, 4]
        numbers.remove(atOffsets: IndexSet([0, 2, 4]))
        #expect(numbers == [1, 3])
    }

    @Test("EditButton in a NavigationStack's toolbar reads Edit, then Done; while editing rows show ⊖ (when deletable) and ≡")
    func editButton() async {
        let log = EditLog()
        let host = TestHost(NavigationStack { Editable(items: chores("apple", "pear", "fig", locked: ["pear"]), log: log)
                .navigationTitle("Todo").toolbar { EditButton() } },
                            size: Size(width: 16, height: 5))
        host.expectScreen(["      Todo  Edit", "────────────────", "apple           ", "pear            ", "fig             "])
        host.click(x: 13, y: 0)
        await host.advance(by: 1)
        // iOS's marks: a red delete mark before a row that can go, a move handle after one that moves.
        host.expectScreen(["      Todo  Done", "────────────────", "⊖ apple        ≡", "  pear          ", "⊖ fig          ≡"])
        #expect(host.screen[0, 2].style.foreground == .red)
        host.click(x: 0, y: 4)          // fig's ⊖: "Delete" shows at the row's end, as on iOS
        await host.advance(by: 1)
        // The block " Delete " takes the last 8 columns; the marked row the first 8.
        #expect(host.lines[4] == "⊖ fig  ≡ Delete ")
        #expect(log.calls.isEmpty)
        host.click(x: 12, y: 4)
        await host.advance(by: 1)
        #expect(log.calls == ["delete [2]"])
        host.click(x: 13, y: 0)
        await host.advance(by: 1)
        host.expectScreen(["      Todo  Edit", "────────────────", "apple           ", "pear            ", "                "])
    }

    @Test("a List outside a NavigationStack has an edit mode of its own, which an EditButton in a row toggles")
    func editButtonInList() {
        let host = TestHost(List { EditButton(); ForEach(["x"], id: \.self) { Text($0) }.onDelete { _ in } },
                            size: Size(width: 6, height: 2))
        host.expectScreen(["Edit  ", "x     "])
        host.press(.return)
        host.expectScreen(["Done  ", "⊖ x   "])
    }

    @Test("in edit mode the app set with .environment(\\.editMode, …), dragging a row's ≡ handle to another row moves it there")
    func dragHandle() {
        let log = EditLog()
        let host = TestHost(Editable(items: chores("a", "b", "c", "d"), log: log).environment(\.editMode, .constant(.active)),
                            size: Size(width: 5, height: 4))
        host.expectScreen(["⊖ a ≡", "⊖ b ≡", "⊖ c ≡", "⊖ d ≡"])
        host.send(MouseEvent(x: 4, y: 0, kind: .press))     // a's handle, down to c: a goes after c
        host.send(MouseEvent(x: 4, y: 2, kind: .release))
        #expect(log.calls == ["move [0] to 3"])
        host.expectScreen(["⊖ b ≡", "⊖ c ≡", "⊖ a ≡", "⊖ d ≡"])
        host.send(MouseEvent(x: 4, y: 3, kind: .press))     // d's handle, up to b: d goes before b
        host.send(MouseEvent(x: 4, y: 0, kind: .release))
        host.send(MouseEvent(x: 2, y: 1, kind: .press))     // not from the handle: no move
        host.send(MouseEvent(x: 2, y: 3, kind: .release))
        #expect(log.calls == ["move [0] to 3", "move [3] to 0"])
        host.expectScreen(["⊖ d ≡", "⊖ b ≡", "⊖ c ≡", "⊖ a ≡"])
    }
}
