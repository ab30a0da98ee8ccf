import Testing
import TermCoverTestSupport
import TermCoverCore
@testable import TermCoverNcurses

/// What a blank's unseen ink costs on xterm-256color. The sequences are
/// the terminfo entry's: `setaf` is `ESC[38;5;Nm`, `setab` `ESC[48;5;Nm`,
/// and `op` (both colors back to the default) `ESC[39;49m`.
extension NcursesSuites {
@Suite("Headless ncurses terminal: the ink of blanks", .serialized)
@MainActor
struct StretchInkTests {
    private static let red = Color(.palette(196)), green = Color(.palette(46)), blue = Color(.palette(24))

    /// A row of 40 blanks over backgrounds alternating every two cells
    /// between the terminal's default and the cube's blue, each blank
    /// inked `ink`, which nobody sees.
    private func dithered(ink: Color) -> CellGrid {
        var canvas = CellGrid(size: Size(width: 40, height: 1))
        for x in 0..<40 {
            canvas[x, 0] = Cell(" ", style: Style(foreground: ink, background: x / 2 % 2 == 0 ? .init(.terminalDefault) : Self.blue))
        }
        return canvas
    }

    private func count(_ needle: String, in bytes: [UInt8]) -> Int {
        String(decoding: bytes, as: UTF8.self).components(separatedBy: needle).count - 1
    }

    @Test("blanks over alternating backgrounds are sent with no ink: each change of background is its color or the reset, never a foreground")
    func alternatingBlanksSendNoInk() throws {
        let replay = try Replay(size: Size(width: 40, height: 1))
        defer { replay.close() }
        replay.show(CellGrid(size: Size(width: 40, height: 1)))
        let bytes = replay.show(dithered(ink: Self.red)).bytes
        #expect(count("\u{1B}[38;5;", in: bytes) == 0)
        // Ten runs on the blue, each set once; the default between them needs the reset.
        #expect(count("\u{1B}[48;5;24m", in: bytes) == 10)
        #expect((0..<40).allSatisfy { replay.screen.cell(x: $0, y: 0).background == ($0 / 2 % 2 == 0 ? .terminalDefault : .index(24)) })
    }

    @Test("a frame that changes only the ink of blanks sends nothing")
    func unseenInkChangesSendNothing() throws {
        let replay = try Replay(size: Size(width: 40, height: 1))
        defer { replay.close() }
        replay.show(dithered(ink: Self.red))
        let output = replay.show(dithered(ink: Self.green))
        #expect(output.bytes.isEmpty)
        #expect(output.output.bytes == 0)
    }

    @Test("the blanks between words, and those leading to a word on its background, keep the words' pair: one color change for the row")
    func textKeepsOnePair() throws {
        let replay = try Replay(size: Size(width: 12, height: 1))
        defer { replay.close() }
        replay.show(CellGrid(size: Size(width: 12, height: 1)))
        var canvas = CellGrid(size: Size(width: 12, height: 1))
        for x in 0..<12 { canvas[x, 0] = Cell(" ", style: Style(foreground: Self.green, background: Self.blue)) }
        canvas.put("ab cd", x: 3, y: 0, style: Style(foreground: Self.red, background: Self.blue))
        let bytes = replay.show(canvas).bytes
        #expect(count("\u{1B}[38;5;196m", in: bytes) == 1)
        #expect(count("\u{1B}[38;5;46m", in: bytes) == 0)
        #expect(count("\u{1B}[48;5;24m", in: bytes) == 1)
        #expect(replay.screen.lines == ["   ab cd    "])
    }
}
}
