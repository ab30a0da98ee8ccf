import Glibc
import TermCoverCore

/// The kernel's idea of a terminal's size, which `LINES`/`COLUMNS` must not override.
enum WindowSize {
    /// The largest size an app is laid out and drawn at, the same bound
    /// scripts have: a terminal reporting more (65535x65535 is a window
    /// size the kernel accepts) would have ncurses and the canvases allocate
    /// hundreds of gigabytes. A larger terminal shows the app in its top
    /// left 1000x1000 cells.
    static let limit = Size(width: 1000, height: 1000)

    /// The size of the terminal on `fd`, at most `limit`, or nil when it has none.
    static func get(_ fd: Int32) -> Size? {
        var ws = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_row > 0, ws.ws_col > 0 else { return nil }
        return Size(width: min(Int(ws.ws_col), limit.width), height: min(Int(ws.ws_row), limit.height))
    }

    /// Runs `open` (ncurses' `newterm`, which sizes its screens from the
    /// kernel) with `LINES` and `COLUMNS` set to the size capped at `limit`
    /// when the terminal on `fd` is larger, so ncurses never allocates for
    /// more; clears them again after.
    @discardableResult
    static func capped<T>(_ fd: Int32, _ open: () -> T) -> T {
        var ws = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0,
              Int(ws.ws_col) > limit.width || Int(ws.ws_row) > limit.height, let size = get(fd) else { return open() }
        setenv("LINES", String(size.height), 1)
        setenv("COLUMNS", String(size.width), 1)
        defer { ignoreEnvironment() }
        return open()
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
