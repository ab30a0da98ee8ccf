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
