@testable import TermCoverCore
import TermCoverTesting
import Testing

/// Counts row bodies evaluated: a lazy list builds only the rows near view.
@MainActor private var rowBodies = 0

private struct CountedRow: View {
    let n: Int
    var body: some View {
        rowBodies += 1
        // Every seventh row is two lines tall, every eleventh has a toggle.
        return VStack(alignment: .leading) {
            Text("Row \(n)")
            if n % 7 == 0 { Text("  note \(n)") }
        }
    }
}

private struct LongList: View {
    let sections: Int, rows: Int
    var body: some View {
        List {
            ForEach(0..<sections, id: \.self) { s in
                Section("S\(s)") {
                    ForEach(0..<rows, id: \.self) { r in CountedRow(n: s * rows + r) }
                }
            }
        }
    }
}

private struct LongItem: Identifiable {
    let id: Int
}

private struct SelectableList: View {
    @State var selection: Int? = 3
    let items = (0..<500).map(LongItem.init)
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("sel \(selection.map(String.init) ?? "-")")
            List(items, selection: $selection) { item in Text("Item \(item.id)") }
        }
    }
}

/// A host for `view` resolved whole (the list's threshold out of reach), the independent oracle.
@MainActor
private func wholeHost<V: View>(_ view: V, size: Size) -> TestHost {
    let saved = ListContent.lazyThreshold
    ListContent.lazyThreshold = .max
    defer { ListContent.lazyThreshold = saved }
    return TestHost(view, size: size)
}

@MainActor
@Suite("Long lists build only the rows near view")
struct LongListTests {
    @Test("a 1,000-row sectioned list shows its first header and rows, building a few screens of rows, not all")
    func firstScreen() {
        rowBodies = 0
        let host = TestHost(LongList(sections: 20, rows: 50), size: Size(width: 12, height: 6))
        // The header, row 0 (two lines), a rule between it and row 1 (a tall
        // row's neighbours are ruled off in the default style), rows 1 and 2.
        #expect(host.lines == ["S0          ", "Row 0       ", "  note 0    ", "────────────", "Row 1       ", "Row 2       "])
        #expect(rowBodies < 60, "\(rowBodies) row bodies for a 6-row screen")
        rowBodies = 0
        host.press(.end)
        #expect(host.lines.last == "Row 999     ")
        #expect(rowBodies < 60, "\(rowBodies) row bodies to reach the end")
    }

    @Test("a long list draws exactly as the same list resolved whole, at every step down, up, by pages and to each end")
    func sameAsWhole() {
        let size = Size(width: 14, height: 7)
        let lazy = TestHost(LongList(sections: 8, rows: 40), size: size)
        let whole = wholeHost(LongList(sections: 8, rows: 40), size: size)
        let keys: [Key] = Array(repeating: .downArrow, count: 50) + Array(repeating: .pageDown, count: 12) + [.end]
            + Array(repeating: .upArrow, count: 45) + Array(repeating: .pageUp, count: 10) + [.home]
            + Array(repeating: .pageDown, count: 30) + Array(repeating: .upArrow, count: 20)
        #expect(lazy.lines == whole.lines)
        for (step, key) in keys.enumerated() {
            lazy.press(key)
            whole.press(key)
            if lazy.lines != whole.lines {
                Issue.record("step \(step) (\(key)): \(lazy.lines) against \(whole.lines)")
                return
            }
        }
    }

    @Test("a long list with a selection moves it by the arrows and ends, and draws it reversed")
    func selection() {
        let host = TestHost(SelectableList(), size: Size(width: 12, height: 6))
        #expect(host.lines[0] == "sel 3       ")
        host.press(.tab)
        host.press(.downArrow)
        #expect(host.lines[0] == "sel 4       ")
        host.press(.end)
        #expect(host.lines[0] == "sel 499     ")
        #expect(host.lines[5] == "Item 499    ")
        #expect(host.screen[0, 5].style.attributes.contains(.reverse))
        host.press(.home)
        #expect(host.lines[0] == "sel 0       " && host.lines[1] == "Item 0      ")
    }
}
