import CNcurses
import TermCoverCore

/// The modes a full-screen app wants, applied right after `newterm`.
@MainActor
enum CursesSetup {
    static func apply(_ window: UnsafeMutablePointer<WINDOW>) {
        // raw, not cbreak: Ctrl-C, Ctrl-Z and Ctrl-\ arrive as keys in order
        // with the others, so the app quits through its normal, clean path.
        raw()
        noecho()
        // nonl lets ncurses move down with LF and leaves CR as CR.
        nonl()
        keypad(window, true)
        intrflush(window, false)
        // The cursor is never shown, so ncurses need not park it after each update.
        leaveok(window, true)
        curs_set(0)
        set_escdelay(25)
        // Otherwise doupdate abandons a frame whenever input is waiting.
        typeahead(-1)
        if has_colors() {
            start_color()
            use_default_colors()
        }
    }

    /// Until a screen has once come back from `endwin`, ncurses takes it
    /// for a low-level terminfo program's and flushes its output after
    /// every cursor movement: a frame that touched five rows went out in
    /// five `write(2)`s, and on a pty each wakes the reader and costs the
    /// kernel more than the bytes. One round trip through `endwin` and
    /// `doupdate`, at start-up and inside synchronized output (the screen
    /// is blank either way), leaves it running: a frame then goes out in
    /// one write.
    /// (A `doupdate` after `endwin` asks the kernel for the size again, so
    /// it too runs under the size cap: see `WindowSize.capped`.)
    static func leaveInitialState(outputFD: Int32) {
        SynchronizedOutput.write(SynchronizedOutput.begin, to: outputFD)
        endwin()
        WindowSize.capped(outputFD) { doupdate() }
        SynchronizedOutput.write(SynchronizedOutput.end, to: outputFD)
    }

    /// From terminfo's `colors`: 2^24 (xterm-direct) is true color.
    static func colorSupport() -> ColorSupport {
        guard has_colors() else { return .monochrome }
        let colors = Int(tc_colors())
        switch colors {
        case 0x100_0000...: return .trueColor
        case 256...: return .palette256
        case 16...: return .ansi16
        case 8...: return .ansi8
        default: return .monochrome
        }
    }
}
