@testable import TermCoverCore
import TermCoverTesting
import Testing

private struct Tree: Identifiable {
    let id: String
    var children: [Tree]? = nil
}

@MainActor
@Suite("DisclosureGroup and OutlineGroup, in a List and elsewhere")
struct ListDisclosureTests {
    @Test("in a List, a disclosure group's label and each row of its content are rows of the list, the content indented")
    func disclosureInList() {
        let view = List {
            DisclosureGroup("More") {
                Text("one")
                Text("two")
            }
            Text("after")
        }
        let host = TestHost(view, size: Size(width: 7, height: 5))
        host.expectScreen(["▸ More ", "after  ", "       ", "       ", "       "])
        #expect(host.screen[6, 0].style.attributes.contains(.reverse), "the focused label's row, reversed across")
        host.press(.space)
        host.expectScreen(["▾ More ", "  one  ", "  two  ", "after  ", "       "])
        host.press(.downArrow)
        #expect(host.screen[6, 1].style.attributes.contains(.reverse), "the list itself, on the first row inside")
        host.press(.upArrow)
        host.press(.leftArrow)
        host.expectScreen(["▸ More ", "after  ", "       ", "       ", "       "])
        host.click(x: 3, y: 0)
        #expect(host.lines[2] == "  two  ")
    }

    @Test("an isExpanded binding shows and hides the content from outside")
    func binding() {
        struct V: View {
            @State var open = true
            var body: some View {
                VStack(alignment: .leading) {
                    DisclosureGroup("G", isExpanded: $open) { Text("in") }
                    Text(open ? "open" : "shut")
                }
            }
        }
        let host = TestHost(V(), size: Size(width: 4, height: 3))
        host.expectScreen(["▾ G ", "  in", "open"])
        host.press(.return)
        host.expectScreen(["▸ G ", "shut", "    "])
    }

    @Test("List(_:children:) shows a tree: groups for elements with children, leaves for the others, deeper levels further in")
    func outline() {
        let tree = [
            Tree(id: "fruit", children: [Tree(id: "fig"), Tree(id: "nuts", children: [Tree(id: "pecan")])]),
            Tree(id: "leek"),
        ]
        let host = TestHost(List(tree, children: \.children) { Text($0.id) }, size: Size(width: 9, height: 6))
        host.expectScreen(["▸ fruit  ", "leek     ", "         ", "         ", "         ", "         "])
        host.press(.return)
        host.expectScreen(["▾ fruit  ", "  fig    ", "  ▸ nuts ", "leek     ", "         ", "         "])
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.rightArrow)
        host.expectScreen(["▾ fruit  ", "  fig    ", "  ▾ nuts ", "    pecan", "leek     ", "         "])
    }
}

@MainActor
@Suite("Collapsible sections")
struct CollapsibleSectionTests {
    private struct Collapsible: View {
        @State var open = false
        var body: some View {
            VStack(alignment: .leading) {
                List {
                    Section("Fruit", isExpanded: $open) {
                        Text("fig")
                    }
                    Section(isExpanded: .constant(true)) {
                        Text("leek")
                    } header: {
                        Text("Veg")
                    }
                }
                Text(open ? "open" : "shut")
            }
        }
    }

    @Test("Section(_:isExpanded:) in a List: its header toggles it, collapsed it shows no rows")
    func collapsible() {
        let host = TestHost(Collapsible(), size: Size(width: 7, height: 5))
        host.expectScreen(["▸ Fruit", "▾ Veg  ", "leek   ", "       ", "shut   "])
        #expect(host.screen[3, 0].style.attributes.contains(.reverse), "the focused header")
        host.press(.return)
        host.expectScreen(["▾ Fruit", "fig    ", "▾ Veg  ", "leek   ", "open   "])
        host.click(x: 2, y: 0)
        host.expectScreen(["▸ Fruit", "▾ Veg  ", "leek   ", "       ", "shut   "])
    }
}
