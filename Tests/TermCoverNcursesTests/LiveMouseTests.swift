import Foundation
import Testing
import TermCoverTestSupport
import TermCoverCore

extension PtySuites {
    /// The mouse through the real backend: bytes a terminal sends for clicks
    /// and the wheel, written to the demo's pty, reach the gallery's list.
    @Suite("Mouse on a pseudo-terminal", .serialized, .enabled(if: coverDemoPath != nil, "cover-demo is not built"))
    struct LiveMouseTests {
        /// The rows of the screen once the output has been still for half a second.
        private func settledRows(_ child: PtyProcess) -> [String] {
            let screen = child.settledScreen()
            return (0..<24).map { y in (0..<80).map { screen.cell(x: $0, y: y).text }.joined() }
        }

        @Test("reporting is on while the demo runs; an SGR click selects a list row, the wheel moves on; off after q")
        func clickAndWheel() throws {
            let child = try startDemo(environment: userEnvironment.merging(["SWIFT_BACKTRACE": "interactive=no"]) { $1 })
            #expect(waitForGallery(child))
            #expect(lastOccurrence(of: Array("\u{1B}[?1000h".utf8), in: child.output) != nil, "mouse reporting never on")
            #expect(lastOccurrence(of: Array("\u{1B}[?1006h".utf8), in: child.output) != nil, "SGR reports never asked for")
            // The gallery's list starts on row 5 (1-based): "cover", "slide", … ; row 9 is "move-leading".
            child.type(Array("\u{1B}[<0;3;9M".utf8))
            child.type(Array("\u{1B}[<0;3;9m".utf8))
            var rows = settledRows(child)
            #expect(rows[3].contains("move-leading:"), "\(rows.joined(separator: "\n"))")
            child.type(Array("\u{1B}[<65;3;9M\u{1B}[<65;3;9M".utf8))
            rows = settledRows(child)
            #expect(rows[3].contains("scale:"), "\(rows.joined(separator: "\n"))")
            // An X10 report (a terminal without 1006): press and release on row 6, "slide".
            child.type([0x1B, 0x5B, 0x4D, 0x20, 0x23, 0x26])
            child.type([0x1B, 0x5B, 0x4D, 0x23, 0x23, 0x26])
            rows = settledRows(child)
            #expect(rows[3].contains("slide:"), "\(rows.joined(separator: "\n"))")
            child.type(Array("q".utf8))
            #expect(child.waitForExit(timeout: 20) == 0)
            expectTerminalGivenBack(child, "q after clicks")
        }
    }
}
