@testable import TermCoverCore
import TermCoverTesting
import Testing

/// Two sections of one-line rows, under a style.
@MainActor
private func produce<S: ListStyle>(_ style: S) -> some View {
    List {
        Section("Fruit") {
            Text("apple")
            Text("fig")
        }
        Section("Veg") { Text("leek") }
    }
    .listStyle(style)
}

@MainActor
@Suite("List styles, row and section preferences")
struct ListStyleTests {
    private static let rule = "──────────"
    private var rule: String { Self.rule }

    @Test(".plain: a thin rule between every two rows, under each header and after a section's last row")
    func plain() {
        let host = TestHost(produce(.plain), size: Size(width: 10, height: 10))
        host.expectScreen(["Fruit     ", rule, "apple     ", rule, "fig       ", rule, "Veg       ", rule, "leek      ",
                           "          "])
        #expect(TestHost(produce(PlainListStyle()), size: Size(width: 10, height: 10)).lines == host.lines)
    }

    @Test(".grouped: sections set apart by a blank row, headers in capitals, a rule between rows")
    func grouped() {
        let host = TestHost(produce(.grouped), size: Size(width: 10, height: 8))
        host.expectScreen(["FRUIT     ", "apple     ", rule, "fig       ", "          ", "VEG       ", "leek      ",
                           "          "])
        #expect(host.screen[0, 0].style.foreground.kind != .terminalDefault, "the header is secondary")
        #expect(TestHost(produce(GroupedListStyle()), size: Size(width: 10, height: 8)).lines == host.lines)
    }

    @Test(".insetGrouped: .grouped two columns in from either edge, as a Form")
    func insetGrouped() {
        let host = TestHost(produce(.insetGrouped), size: Size(width: 10, height: 8))
        host.expectScreen(["  FRUIT   ", "  apple   ", "  ──────  ", "  fig     ", "          ", "  VEG     ", "  leek    ",
                           "          "])
        #expect(TestHost(produce(InsetGroupedListStyle()), size: Size(width: 10, height: 8)).lines == host.lines)
    }

    @Test(".sidebar: bold headers, rows a column in under them, no rules")
    func sidebar() {
        let host = TestHost(produce(.sidebar), size: Size(width: 10, height: 6))
        host.expectScreen(["Fruit     ", " apple    ", " fig      ", "Veg       ", " leek      ".prefix(10).description,
                           "          "])
        #expect(host.screen[0, 0].style.attributes.contains(.bold))
        #expect(!host.screen[1, 1].style.attributes.contains(.bold))
        #expect(TestHost(produce(SidebarListStyle()), size: Size(width: 10, height: 6)).lines == host.lines)
    }

    @Test("listRowSeparator hides a rule on the edge it names, or shows one the style leaves out; on a ForEach, for each row")
    func rowSeparators() {
        let hidden = List {
            Text("a")
            Text("b").listRowSeparator(.hidden, edges: .top)
            Text("c")
            Text("d").listRowSeparator(.hidden, edges: .bottom)
        }.listStyle(.plain)
        TestHost(hidden, size: Size(width: 2, height: 6)).expectScreen(["a ", "b ", "──", "c ", "──", "d "])
        let shown = List {
            Text("a").listRowSeparator(.visible, edges: .bottom)
            Text("b")
            ForEach(["c", "d"], id: \.self) { Text($0) }.listRowSeparator(.visible)
        }
        TestHost(shown, size: Size(width: 2, height: 6)).expectScreen(["a ", "──", "b ", "──", "c ", "──"])
    }

    @Test("listSectionSeparator hides a plain section's rules, or shows a grouped section's")
    func sectionSeparators() {
        let plain = List {
            Section("A") { Text("a") }.listSectionSeparator(.hidden, edges: .top)
            Section("B") { Text("b") }
        }.listStyle(.plain)
        TestHost(plain, size: Size(width: 2, height: 6)).expectScreen(["A ", "a ", "──", "B ", "──", "b "])
        let grouped = List {
            Section("A") { Text("a") }.listSectionSeparator(.visible)
        }.listStyle(.grouped)
        TestHost(grouped, size: Size(width: 2, height: 5)).expectScreen(["A ", "──", "a ", "──", "  "])
    }

    @Test("listRowInsets sets a row's insets, the innermost winning; nil gives back the style's")
    func rowInsets() {
        let view = List {
            Section {
                Text("a")
                Text("b").listRowInsets(nil)
            }
            .listRowInsets(EdgeInsets())
            Text("c")
        }
        .listStyle(.insetGrouped)
        // "a" edge to edge; "b" and "c" two columns in; a blank between the two sections.
        TestHost(view, size: Size(width: 6, height: 5)).expectScreen(["a     ", "  ──  ", "  b   ", "      ", "  c   "])
    }

    @Test("listRowBackground fills the row's whole width and height, under its insets; nil is none")
    func rowBackground() {
        let view = List {
            Section("H") {
                VStack(alignment: .leading) {
                    Text("a")
                    Text("b")
                }
                .listRowBackground(Color.red)
                Text("c").listRowBackground(nil as Color?)
            }
        }
        .listStyle(.insetGrouped)
        let host = TestHost(view, size: Size(width: 6, height: 5))
        host.expectScreen(["  H   ", "  a   ", "  b   ", "  ──  ", "  c   "])
        #expect((0..<6).allSatisfy { host.screen[$0, 1].style.background == .red && host.screen[$0, 2].style.background == .red })
        #expect(host.screen[0, 0].style.background != .red)
        #expect(host.screen[0, 4].style.background != .red)
    }
}

@MainActor
@Suite("List separator tints")
struct ListSeparatorTintTests {
    @Test("listRowSeparatorTint and listSectionSeparatorTint colour the rules they name; nil gives back the dim gray")
    func tints() {
        let view = List {
            Section("A") {
                Text("a").listRowSeparatorTint(.red, edges: .bottom)
                Text("b")
                Text("c").listRowSeparatorTint(nil)
            }
            .listSectionSeparatorTint(.blue, edges: .top)
        }
        .listStyle(.plain)
        let host = TestHost(view, size: Size(width: 2, height: 6))
        host.expectScreen(["A ", "──", "a ", "──", "b ", "──"])
        #expect(host.screen[0, 1].style.foreground == .blue, "the section's top rule")
        #expect(host.screen[0, 3].style.foreground == .red, "under a")
        #expect(host.screen[0, 5].style.foreground == .gray && host.screen[0, 5].style.attributes.contains(.dim), "above c")
    }
}
