import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

/// The `overview` example, written as for iOS with lengths in points, run
/// live on a pty as a user runs it, its screen read through libvterm.
@Suite("The overview example lays out as written, at 80x24 and 160x48")
struct OverviewExampleTests {
    private func lines(_ output: [UInt8], _ size: Size) -> [String] {
        let screen = VTermScreen(size: size)
        screen.feed(output)
        return (0..<size.height).map { y in (0..<size.width).map { screen.cell(x: $0, y: y).text }.joined() }
    }

    private func row(of text: String, in lines: [String]) -> Int? {
        lines.firstIndex { $0.contains(text) }
    }

    @Test("every view shows whole, the list's rows and sections in order on rows of their own, and the controls in the list work",
          arguments: [Size(width: 80, height: 24), Size(width: 160, height: 48)])
    func overview(size: Size) throws {
        let example = try #require(builtProduct("example-overview"), "swift build --build-tests builds the examples")
        let app = try PtyProcess([example], size: size, environment: ["TERM": "xterm-256color"])
        defer { app.send(SIGKILL); _ = app.waitForExit(timeout: 5) }
        app.read(for: 10) { String(decoding: $0, as: UTF8.self).contains("Title") }
        var screen = lines(app.output, size)
        for word in ["Overview", "Inbox", "Today", "Upcoming", "Someday", "Logbook", "Trash", "#points"] {
            #expect(row(of: word, in: screen) != nil, "\(word) is on the screen at \(size)")
        }
        // Three cards a row at 80 columns (adaptive 160 points is 20 columns); all six in one row at 160.
        let perRow = size.width == 80 ? 3 : 6
        #expect(screen.filter { $0.contains("Inbox") || $0.contains("Someday") }.count == (perRow == 3 ? 2 : 1))
        // The list: each header and line on a row of its own, in order.
        let order = ["In Progress", "Write report", "Due Friday", "Buy carrots", "And onions", "New", "Title"]
        let rows = order.compactMap { row(of: $0, in: screen) }
        #expect(rows.count == order.count && rows == rows.sorted() && Set(rows).count == rows.count, "\(screen)")
        // Tab reaches the text field, which takes typing; the stepper takes the arrows.
        app.type(Array("\t".utf8))
        app.read(for: 0.3)
        app.type(Array("Milk".utf8))
        app.read(for: 3) { String(decoding: $0, as: UTF8.self).contains("Milk") }
        app.type(Array("\t".utf8))
        app.read(for: 0.3)
        app.type([0x1B, 0x5B, 0x43])    // →
        app.read(for: 0.3)
        app.type([0x1B, 0x5B, 0x43])
        app.read(for: 3) { String(decoding: $0, as: UTF8.self).contains("Count: 5") }
        screen = lines(app.output, size)
        #expect(row(of: "Milk", in: screen) != nil, "typed text shows in the field")
        #expect(row(of: "Count: 5", in: screen) != nil, "the stepper went from 3 to 5")
        app.type([0x03])
        #expect(app.waitForExit(timeout: 5) == 0)
    }
}
