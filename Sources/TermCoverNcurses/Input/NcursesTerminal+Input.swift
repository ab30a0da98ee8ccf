import CNcurses
import Glibc
import TermCoverCore

extension NcursesTerminal {
    /// Waits up to `timeout` seconds (nil: forever) for keys, resizes or the
    /// end of input; an empty array means the time ran out. A lone Esc
    /// arrives 25 ms after it was pressed, once no sequence follows it.
    ///
    /// Keys come one per call, even when several arrived in one read, so
    /// each reaches whatever is on top once the last one has had its effect:
    /// while a frame is due (`timeout` is not nil) the next key waits until a
    /// frame is drawn; the wait that reaches the frame's time returns
    /// nothing, so the app draws it, and the call after gets the key. Ctrl-C
    /// goes ahead of waiting keys.
    /// Ctrl-Z suspends the process here and never reaches the app.
    public func nextEvents(timeout: Double?) async -> [TerminalEvent] {
        guard !isRestored else { return [.end] }
        while true {
            let events = await reader.next(timeout: timeout)
            if reader.takeContinued() {
                repaintAfterStop()
                if let now = WindowSize.get(outputFD), now != size {
                    apply(now)
                    return [.resize(now)] + events.filter { if case .resize = $0 { false } else { true } }
                }
            }
            var kept: [TerminalEvent] = []
            for event in events {
                // A repeat is a press here too (kitty keyboard protocol); a release is nothing.
                if event == .key(.control("z")) || event == .keyRepeat(.control("z")) { suspend(); continue }
                if case .resize(let newSize) = event { apply(newSize) }
                kept.append(event)
            }
            if !kept.isEmpty || events.isEmpty { return kept }
        }
    }

    /// A frame was shown: a key held for it may go (see `KeyPacer`).
    public func frameDrawn() { reader.frameDrawn() }

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
