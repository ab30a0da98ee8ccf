import Testing
import TermCoverTestSupport
import TermCoverCore
@testable import TermCoverNcurses

extension NcursesSuites {
@Suite("Screen-reader mode's cursor through the ncurses backend", .serialized)
@MainActor
struct ScreenReaderCursorTests {
    @Test("a frame with a cursor shows the terminal's cursor there, a later one moves it, and none hides it again")
    func cursorFollowsFocus() throws {
        let replay = try Replay(size: Size(width: 20, height: 4))
        defer { replay.close() }
        let canvas = CellGrid(lines: ["Files", "Save", "Delete", "Save"])
        var frame = Frame(canvas: canvas, changes: canvas.changes(since: nil))
        frame.cursor = Point(x: 0, y: 1)
        replay.terminal.draw(frame)
        replay.sync()
        #expect(replay.screen.isCursorVisible)
        #expect(replay.screen.cursor == (x: 0, y: 1))
        // Only the cursor moves: that alone is sent.
        frame = Frame(canvas: canvas, changes: [])
        frame.cursor = Point(x: 0, y: 2)
        replay.terminal.draw(frame)
        replay.sync()
        #expect(replay.screen.cursor == (x: 0, y: 2))
        frame.cursor = nil
        replay.terminal.draw(frame)
        replay.sync()
        #expect(!replay.screen.isCursorVisible)
    }
}
}
