import Glibc
import TermCoverCore

/// The kernel's idea of a terminal's size, which `LINES`/`COLUMNS` must not override.
enum WindowSize {
    /// The size of the terminal on `fd`, or nil when it has none.
    static func get(_ fd: Int32) -> Size? {
        var ws = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_row > 0, ws.ws_col > 0 else { return nil }
        return Size(width: Int(ws.ws_col), height: Int(ws.ws_row))
    }

    /// Sets the size of the pseudo-terminal on `fd` (its master side).
    @discardableResult
    static func set(_ fd: Int32, to size: Size) -> Bool {
        var ws = winsize(ws_row: UInt16(clamping: size.height), ws_col: UInt16(clamping: size.width),
                         ws_xpixel: 0, ws_ypixel: 0)
        return ioctl(fd, UInt(TIOCSWINSZ), &ws) == 0
    }

    /// Clears `LINES` and `COLUMNS`, which would freeze ncurses at their size.
    /// The environment is the process's, and ncurses reads it in `newterm`:
    /// there is no per-screen way to say this.
    static func ignoreEnvironment() {
        unsetenv("LINES")
        unsetenv("COLUMNS")
    }
}
