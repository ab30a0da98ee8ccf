import CNcurses
import TermCoverCore

extension NcursesTerminal {
    /// Waits up to `timeout` seconds (nil: forever) for keys, resizes or the
    /// end of input; an empty array means the time ran out. A lone Esc
    /// arrives 25 ms after it was pressed, once no sequence follows it.
    public func nextEvents(timeout: Double?) async -> [TerminalEvent] {
        guard !isRestored else { return [.end] }
        let events = await reader.next(timeout: timeout)
        for case .resize(let newSize) in events { apply(newSize) }
        return events
    }

    /// Ends a wait in `nextEvents` early; callable from any thread.
    public nonisolated func wake() { reader.wake() }

    /// Tells ncurses about a size the kernel already has; the next frame repaints everything.
    func apply(_ newSize: Size) {
        guard newSize != size, newSize.width > 0, newSize.height > 0 else { return }
        activate()
        resizeterm(Int32(newSize.height), Int32(newSize.width))
        size = newSize
        shown = nil
    }
}
