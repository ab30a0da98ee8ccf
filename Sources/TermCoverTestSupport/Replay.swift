import TermCoverCore
import TermCoverNcurses

/// A headless terminal wired to libvterm: frames go in as canvases, and
/// what a user would see comes out of the emulator.
@MainActor
package final class Replay {
    package let terminal: NcursesTerminal
    package let screen: VTermScreen
    private var previous: CellGrid?
    /// Every byte the terminal emitted, in order.
    package private(set) var transcript: [UInt8] = []

    package init(size: Size, term: String = "xterm-256color") throws {
        terminal = try NcursesTerminal.headless(size: size, term: term)
        screen = VTermScreen(size: size)
        sync()
    }

    /// Draws `canvas` with the changes since the last one; the emulator is
    /// brought up to date. Returns the frame's output and its bytes.
    @discardableResult
    package func show(_ canvas: CellGrid) -> (output: FrameOutput, bytes: [UInt8]) {
        let output = terminal.draw(Frame(canvas: canvas, changes: canvas.changes(since: previous)))
        previous = canvas
        return (output, sync())
    }

    /// Draws `canvas` as the frame driver does for a terminal that
    /// scrolls: the rows that moved since the last canvas (or `shift`, when
    /// given) are moved by the terminal, and only the rest is written.
    @discardableResult
    package func showScrolling(_ canvas: CellGrid, shift given: RowShift? = nil) -> (shift: RowShift?, bytes: [UInt8]) {
        let shift = given ?? canvas.rowShift(since: previous)
        let changes = shift.map { canvas.changes(since: previous, after: $0) } ?? canvas.changes(since: previous)
        terminal.draw(Frame(canvas: canvas, changes: changes, shift: shift))
        previous = canvas
        return (shift, sync())
    }

    /// Resizes both sides; the next frame repaints in full.
    package func resize(to size: Size) {
        terminal.resize(to: size)
        screen.resize(to: size)
        previous = nil
        sync()
    }

    /// Feeds what the terminal emitted since last time into the emulator.
    @discardableResult
    package func sync() -> [UInt8] {
        let bytes = terminal.takeOutput()
        transcript += bytes
        screen.feed(bytes)
        return bytes
    }

    package func close() {
        terminal.restore()
        sync()
    }
}
