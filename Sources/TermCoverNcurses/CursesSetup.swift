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

    /// What to write to leave curses in a hurry: end synchronized output,
    /// reset attributes, show the cursor, leave keypad mode and the
    /// alternate screen. Padding (`$<5>`) is dropped: a signal handler cannot wait.
    static func leavingSequence() -> [UInt8] {
        var bytes = SynchronizedOutput.end
        for name in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            guard let value = tc_string_capability(name) else { continue }
            bytes += withoutPadding(Array(String(cString: value).utf8))
        }
        return bytes
    }

    private static func withoutPadding(_ s: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var i = 0
        while i < s.count {
            if s[i] == UInt8(ascii: "$"), i + 1 < s.count, s[i + 1] == UInt8(ascii: "<"),
               let close = s[(i + 2)...].firstIndex(of: UInt8(ascii: ">")) {
                i = close + 1
                continue
            }
            out.append(s[i])
            i += 1
        }
        return out
    }
}
