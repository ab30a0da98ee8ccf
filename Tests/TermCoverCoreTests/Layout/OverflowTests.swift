import Foundation
@testable import TermCoverCore
import TermCoverTesting
import Testing

/// A column of `n` numbered rows.
private struct Rows: View {
    let n: Int
    var spacing = 0
    var body: some View {
        VStack(spacing: CGFloat(spacing) * 16) { ForEach(0..<n, id: \.self) { Text("row\($0)") } }
    }
}

@MainActor
@Suite("Layout that overflows keeps its size, centered, clipped only by the screen")
struct OverflowTests {
    @Test("a root stack 1 to 3 rows taller than the screen keeps every row's size and shows the middle ones")
    func tallerThanTheScreen() {
        // n rows on 3: the stack is centered, (3 − n) / 2 rows above the top, rounded toward zero.
        let expected = [
            4: ["row0", "row1", "row2"],
            5: ["row1", "row2", "row3"],
            6: ["row1", "row2", "row3"],
        ]
        for (n, lines) in expected {
            let host = TestHost(Rows(n: n), size: Size(width: 4, height: 3))
            #expect(host.lines == lines, "\(n) rows")
        }
    }

    @Test("spacing written in points never blanks a stack: 16 rows between two texts on 10 rows shows what fits")
    func spacingInPoints() {
        let host = TestHost(Rows(n: 2, spacing: 16), size: Size(width: 4, height: 10))
        // 18 rows centered on 10: 4 above the top; row0 is off, row1 at 17 − 4 is off too.
        #expect(host.lines == Array(repeating: "    ", count: 10))
        let taller = TestHost(Rows(n: 2, spacing: 16), size: Size(width: 4, height: 18))
        #expect(taller.lines.first == "row0" && taller.lines.last == "row1")
    }

    @Test("a fixed-size row 1 to 3 columns wider than the screen keeps its size, centered, rounded toward its start")
    func widerThanTheScreen() {
        // 7, 8 and 9 columns on 6: (6 − w) / 2 = 0, −1, −1 columns before the left edge.
        let expected = ["123": "bcdef1", "12": "bcdef1", "1": "abcdef"]
        for (tail, line) in expected {
            let host = TestHost(Text("abcdef" + tail).fixedSize(), size: Size(width: 6, height: 1))
            #expect(host.lines == [line], "\(tail)")
        }
    }

    @Test("a child that does not fit is still drawn where it is on screen, and Tab reaches it there")
    func overflowingControlsStayReachable() {
        final class Log { var text = "" }
        let log = Log()
        let view = VStack(spacing: 0) {
            Button("A") { log.text += "a" }
            Button("B") { log.text += "b" }
            Button("C") { log.text += "c" }
        }
        .frame(height: 32)
        let host = TestHost(view, size: Size(width: 1, height: 3))
        #expect(host.lines == ["A", "B", "C"], "the frame is 2 rows but its stack keeps 3, overhanging below")
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        #expect(log.text == "c")
    }
}

/// Numbered rows in a container of `kind`, on a screen `over` rows shorter than them.
@MainActor
private func containerHost(_ kind: String, rows n: Int, screenRows: Int) -> TestHost {
    let rows = VStack(spacing: 0) { ForEach(0..<n, id: \.self) { Text("r\($0)") } }
    let size = Size(width: 8, height: screenRows)
    switch kind {
    case "HStack": return TestHost(HStack { rows }, size: size)
    case "ZStack": return TestHost(ZStack { rows }, size: size)
    case "frame": return TestHost(rows.frame(height: Double(screenRows) * 16), size: size)
    case "padding": return TestHost(rows.padding(.vertical, 16), size: size)
    case "NavigationStack": return TestHost(NavigationStack { rows.navigationTitle("T") }, size: Size(width: 8, height: screenRows + 2))
    case "TabView": return TestHost(TabView { rows.tabItem { Text("A") } }, size: Size(width: 8, height: screenRows + 2))
    case "Form": return TestHost(Form { rows }, size: size)
    default: return TestHost(ScrollView { rows }, size: size)
    }
}

@MainActor
@Suite("Every container draws what fits of content too big for it")
struct ContainerOverflowTests {
    @Test("1 to 3 rows over, in stacks, frames, padding, scroll views, forms, navigation pages and tabs: rows show, never a blank screen",
          arguments: ["HStack", "ZStack", "frame", "padding", "ScrollView", "Form", "NavigationStack", "TabView"])
    func neverBlank(_ kind: String) {
        for over in 1...3 {
            let host = containerHost(kind, rows: 4 + over, screenRows: 4)
            let shown = host.lines.filter { $0.contains("r") && !$0.contains("─") }
            #expect(shown.count >= 3, "\(kind), \(over) over: \(host.lines)")
            // What shows is a run of consecutive rows.
            let numbers = shown.compactMap { line in line.split(separator: "r").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } }
            #expect(numbers == Array((numbers.first ?? 0)..<((numbers.first ?? 0) + numbers.count)), "\(kind), \(over) over")
        }
    }
}
