import Testing
import TermCoverTesting

@MainActor
@Suite("List rows and selection, ForEach over bindings")
struct ListSelectionTests {
    struct Fruit: Identifiable {
        let id: Int
        var name: String
    }

    static let fruits = [Fruit(id: 1, name: "fig"), Fruit(id: 2, name: "kiwi"), Fruit(id: 3, name: "lime")]

    struct ByID: View {
        @State var selection: Int? = 2
        var body: some View {
            VStack(alignment: .leading) {
                List(ListSelectionTests.fruits, selection: $selection) { Text($0.name) }
                Text("=\(selection.map(String.init) ?? "-")")
            }
        }
    }

    @Test("List over Identifiable data needs no id: it selects by the elements' ids")
    func identifiable() {
        let host = TestHost(ByID(), size: Size(width: 4, height: 4))
        #expect(host.screen[0, 1].style.attributes.contains(.reverse))
        host.press(.downArrow)
        #expect(host.lines[3] == "=3  ")
        #expect(host.screen[0, 2].style.attributes.contains(.reverse))
        #expect(!host.screen[0, 1].style.attributes.contains(.reverse))
    }

    struct Tagged: View {
        @State var selection: String? = "b"
        var body: some View {
            VStack(alignment: .leading) {
                List(selection: $selection) {
                    Text("Alpha").tag("a")
                    Text("-----")
                    Text("Beta").tag("b")
                    ForEach(["x", "y"], id: \.self) { Text("Row " + $0) }
                    Text("Other").tag(7)
                }
                Text("=\(selection ?? "-")")
            }
        }
    }

    @Test("List(selection:) with content: tagged static rows and ForEach rows are selectable, others passed over")
    func taggedContent() {
        let host = TestHost(Tagged(), size: Size(width: 6, height: 7))
        #expect(host.lines.prefix(6) == ["Alpha ", "----- ", "Beta  ", "Row x ", "Row y ", "Other "])
        #expect(host.screen[0, 2].style.attributes.contains(.reverse))
        #expect(!host.screen[0, 0].style.attributes.contains(.reverse))
        host.press(.upArrow)
        // The untagged rule is passed over.
        #expect(host.lines[6] == "=a    ")
        #expect(host.screen[0, 0].style.attributes.contains(.reverse))
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.lines[6] == "=x    ")
        #expect(host.screen[0, 3].style.attributes.contains(.reverse))
        host.press(.end)
        // "Other" is tagged with an Int, not a String: not a value of this selection.
        #expect(host.lines[6] == "=y    ")
        host.click(x: 0, y: 1)
        #expect(host.lines[6] == "=y    ")
        host.click(x: 0, y: 2)
        #expect(host.lines[6] == "=b    ")
    }

    struct TaggedByName: View {
        @State var selection: String? = "kiwi"
        var body: some View {
            VStack(alignment: .leading) {
                List(selection: $selection) {
                    ForEach(ListSelectionTests.fruits) { Text($0.name).tag($0.name) }
                }
                Text("=\(selection ?? "-")")
            }
        }
    }

    @Test("a ForEach row's own .tag wins over its element's id, as in SwiftUI")
    func explicitTagWinsInForEach() {
        let host = TestHost(TaggedByName(), size: Size(width: 6, height: 4))
        #expect(host.screen[0, 1].style.attributes.contains(.reverse), "kiwi, selected by name")
        host.press(.downArrow)
        #expect(host.lines[3] == "=lime ")
        #expect(host.screen[0, 2].style.attributes.contains(.reverse))
    }

    struct Editable: View {
        @State var fruits = ListSelectionTests.fruits
        var body: some View {
            VStack(alignment: .leading) {
                ForEach($fruits) { $fruit in
                    Button(fruit.name) { fruit.name = fruit.name.uppercased() }
                }
                Text(fruits.map(\.name).joined(separator: ","))
            }
        }
    }

    @Test("ForEach($items) gives each row a binding to its own element")
    func bindings() {
        let host = TestHost(Editable(), size: Size(width: 13, height: 4))
        host.press(.tab)
        host.press(.return)
        #expect(host.lines[3] == "fig,KIWI,lime")
        host.click(x: 0, y: 2)
        #expect(host.lines[3] == "fig,KIWI,LIME")
    }
}
