@testable import TermCoverCore
import TermCoverTesting
import Testing

/// Two columns: a sidebar List of fruits with a selection, and a detail that shows the selection.
private struct Fruits: View {
    @State private var fruit: String? = "Apple"
    var visibility: NavigationSplitViewVisibility = .automatic
    var body: some View {
        NavigationSplitView(columnVisibility: .constant(visibility)) {
            List(["Apple", "Pear"], id: \.self, selection: $fruit) { Text($0) }
                .navigationTitle("Fruits")
        } detail: {
            Text(fruit.map { "About \($0)" } ?? "None")
                .navigationTitle(fruit ?? "")
        }
    }
}

/// Three columns: fruits, their varieties, a variety's detail.
private struct Varieties: View {
    @State private var fruit: String? = "Apple"
    @State private var variety: String?
    var body: some View {
        NavigationSplitView {
            List(["Apple", "Pear"], id: \.self, selection: $fruit) { Text($0) }
        } content: {
            List(fruit == "Apple" ? ["Gala", "Fuji"] : ["Comice"], id: \.self, selection: $variety) { Text($0) }
        } detail: {
            Text(variety.map { "About \($0)" } ?? "None")
        }
    }
}

/// `text` padded with spaces to `width`, starting at column `x`.
private func cell(_ text: String, at x: Int, width: Int) -> String { row(text, at: x, width: width) }

@MainActor
@Suite("NavigationSplitView")
struct NavigationSplitViewTests {
    @Test("side by side when the sidebar's 200 points (25 columns) and a detail of 320 (40) fit, each column with its own bar")
    func sideBySide() {
        let host = TestHost(Fruits(), size: Size(width: 70, height: 5))
        _ = host.renderIfNeeded()
        let rule = String(repeating: "─", count: 25) + "│" + String(repeating: "─", count: 44)
        host.expectScreen([
            cell("Fruits", at: 9, width: 25) + "│" + cell("Apple", at: 19, width: 44),
            rule,
            cell("Apple", at: 0, width: 25) + "│" + cell("", at: 0, width: 44),
            cell("Pear", at: 0, width: 25) + "│" + cell("About Apple", at: 16, width: 44),
            cell("", at: 0, width: 25) + "│" + cell("", at: 0, width: 44),
        ])
    }

    @Test("the sidebar's selection drives the detail: Down in the sidebar shows the next fruit")
    func selectionDrivesDetail() async {
        let host = TestHost(Fruits(), size: Size(width: 70, height: 5))
        host.press(.downArrow)
        await host.settle()
        #expect(host.lines[3].hasSuffix(cell("About Pear", at: 17, width: 44)))
    }

    @Test("two columns need 66 columns (25 + a rule + 40): at 65 the split view is one stack")
    func threshold() {
        let wide = TestHost(Fruits(), size: Size(width: 66, height: 5))
        _ = wide.renderIfNeeded()
        #expect(wide.lines[0].contains("│"))
        let narrow = TestHost(Fruits(), size: Size(width: 65, height: 5))
        _ = narrow.renderIfNeeded()
        #expect(!narrow.lines[0].contains("│"))
    }

    @Test("collapsed, the sidebar is the root: Enter on a row pushes the detail, Esc comes back")
    func collapsed() async {
        let host = TestHost(Fruits(), size: Size(width: 40, height: 5))
        _ = host.renderIfNeeded()
        host.expectScreen([
            cell("Fruits", at: 17, width: 40), String(repeating: "─", count: 40),
            cell("Apple", at: 0, width: 40), cell("Pear", at: 0, width: 40), cell("", at: 0, width: 40),
        ])
        host.press(.downArrow)
        host.press(.return)
        await host.advance(by: 1)
        host.expectScreen([
            "‹ Fruits" + cell("Pear", at: 10, width: 32), String(repeating: "─", count: 40),
            cell("", at: 0, width: 40), cell("About Pear", at: 15, width: 40), cell("", at: 0, width: 40),
        ])
        host.press(.escape)
        await host.advance(by: 1)
        #expect(host.lines[0] == cell("Fruits", at: 17, width: 40))
    }

    @Test("collapsed, Enter on a list with nothing selected chooses its first row and pushes the next column")
    func collapsedEnterWithoutSelection() async {
        let host = TestHost(Varieties(), size: Size(width: 40, height: 5))
        host.press(.return)
        await host.advance(by: 1)
        #expect(host.lines[0].hasPrefix("‹ Back"))
        host.press(.return)
        await host.advance(by: 1)
        #expect(host.lines[3] == cell("About Gala", at: 15, width: 40))
    }

    @Test("a click on a sidebar row of a collapsed split view pushes the detail, as a tap does on an iPhone")
    func collapsedClick() async {
        let host = TestHost(Fruits(), size: Size(width: 40, height: 5))
        _ = host.renderIfNeeded()
        host.click(x: 1, y: 3)
        await host.advance(by: 1)
        #expect(host.lines[3] == cell("About Pear", at: 15, width: 40))
    }

    @Test("side by side, Enter on a row moves focus to the next column, and Left goes back")
    func focusAcrossColumns() async {
        let host = TestHost(Varieties(), size: Size(width: 100, height: 5))
        _ = host.renderIfNeeded()
        host.press(.return)
        host.press(.downArrow)
        await host.settle()
        #expect(host.lines[2].hasSuffix(cell("About Gala", at: 16, width: 43)))
        host.press(.leftArrow)
        host.press(.downArrow)
        await host.settle()
        #expect(host.lines[0].contains("│Comice "))
        host.press(.rightArrow)
        host.press(.downArrow)
        await host.settle()
        #expect(host.lines[2].hasSuffix(cell("About Comice", at: 15, width: 43)))
    }

    @Test("columnVisibility .detailOnly shows the detail alone")
    func detailOnly() {
        let host = TestHost(Fruits(visibility: .detailOnly), size: Size(width: 70, height: 5))
        _ = host.renderIfNeeded()
        #expect(host.lines[0] == cell("Apple", at: 32, width: 70))
        #expect(host.lines[3] == cell("About Apple", at: 29, width: 70))
    }
}

