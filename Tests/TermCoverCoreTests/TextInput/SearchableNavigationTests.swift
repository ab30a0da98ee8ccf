@testable import TermCoverCore
import TermCoverTesting
import Testing

/// A page with a title and a list of seven fruit, searchable inside the page.
private struct FruitPage: View {
    let placement: SearchFieldPlacement
    @State var query = ""
    var body: some View {
        NavigationStack {
            List(["Apple", "Banana", "Cherry", "Date", "Elder", "Fig", "Grape"].filter {
                query.isEmpty || $0.lowercased().contains(query.lowercased())
            }, id: \.self) { Text($0) }
                .navigationTitle("Fruit")
                .searchable(text: $query, placement: placement, prompt: "Find")
        }
    }
}

/// The same, with `searchable` applied to the stack, as SwiftUI's examples often do.
private struct SearchableStack: View {
    @State var query = ""
    var body: some View {
        NavigationStack {
            List(["Apple", "Banana"], id: \.self) { Text($0) }.navigationTitle("Fruit")
        }
        .searchable(text: $query, prompt: "Find")
    }
}

/// A split view of two columns, searchable in its sidebar.
private struct SearchableSplit: View {
    @State var query = ""
    var body: some View {
        NavigationSplitView {
            List(["Apple", "Pear"], id: \.self) { Text($0) }.navigationTitle("Fruits")
        } detail: {
            Text("About").navigationTitle("Detail")
        }
        .searchable(text: $query, placement: .sidebar, prompt: "Find")
    }
}

@MainActor
@Suite("searchable in a navigation bar")
struct SearchableNavigationTests {
    /// 12 columns: "Fruit" centred at (12 − 5) / 2 = 3; the bar's rule under the field.
    static let rule = String(repeating: "─", count: 12)

    @Test("inside a NavigationStack the field is drawn under the title and over the bar's rule, for each drawer placement")
    func drawerUnderTitle() {
        let placements: [SearchFieldPlacement] = [.automatic, .navigationBarDrawer, .navigationBarDrawer(displayMode: .always),
                                                  .navigationBarDrawer(displayMode: .automatic), .toolbar, .sidebar]
        for placement in placements {
            let host = TestHost(FruitPage(placement: placement), size: Size(width: 12, height: 6))
            host.expectScreen(["   Fruit    ", "Find        ", Self.rule, "Apple       ", "Banana      ", "Cherry      "])
        }
    }

    @Test("toolbarPrincipal puts the field in the title's place in the bar")
    func principal() {
        let host = TestHost(FruitPage(placement: .toolbarPrincipal), size: Size(width: 12, height: 5))
        // A text field takes all the width it is offered, so it fills the bar's row where the title would be.
        host.expectScreen(["Find        ", Self.rule, "Apple       ", "Banana      ", "Cherry      "])
    }

    @Test("searchable applied to the NavigationStack puts the field in the root page's bar, not over the title")
    func onTheStack() {
        let host = TestHost(SearchableStack(), size: Size(width: 12, height: 5))
        host.expectScreen(["   Fruit    ", "Find        ", Self.rule, "Apple       ", "Banana      "])
    }

    @Test("the field stays put while the list scrolls under it; / focuses it and typing filters the list")
    func staysWhileScrolling() {
        let host = TestHost(FruitPage(placement: .automatic), size: Size(width: 12, height: 6))
        for _ in 0..<6 { host.press(.downArrow) }   // the list has focus first: down to Grape, the 7th
        host.expectScreen(["   Fruit    ", "Find        ", Self.rule, "Elder       ", "Fig         ", "Grape       "])
        host.type("/")
        host.type("an")
        host.expectScreen(["   Fruit    ", "an          ", Self.rule, "Banana      ", "            ", "            "])
        host.press(.escape)
        // All seven again, the list still on Grape, its 7th row.
        host.expectScreen(["   Fruit    ", "Find        ", Self.rule, "Elder       ", "Fig         ", "Grape       "])
    }

    @Test("on a NavigationSplitView placed .sidebar, the field is in the sidebar column's bar; the detail's bar has none")
    func sidebar() {
        let host = TestHost(SearchableSplit(), size: Size(width: 70, height: 6))
        // Side by side: the sidebar is 25 columns, then a rule, then the detail's 44 (as NavigationSplitViewTests).
        let sidebarRule = String(repeating: "─", count: 25)
        #expect(host.lines[0].hasPrefix("         Fruits          │"))
        #expect(host.lines[1] == "Find" + String(repeating: " ", count: 21) + "│" + String(repeating: "─", count: 44))
        #expect(host.lines[2].hasPrefix(sidebarRule + "│"))
        #expect(host.lines[3].hasPrefix("Apple" + String(repeating: " ", count: 20) + "│"))
    }

    @Test("outside a navigation container the field still heads the searchable view")
    func outsideNavigation() {
        struct Plain: View {
            @State var query = ""
            var body: some View {
                List(["Apple", "Banana"], id: \.self) { Text($0) }.searchable(text: $query, prompt: "Find")
            }
        }
        TestHost(Plain(), size: Size(width: 8, height: 3)).expectScreen(["Find    ", "Apple   ", "Banana  "])
    }
}
