import CNcurses
import Glibc
import TermCoverCore

extension NcursesTerminal {
    /// The bytes the terminal emitted since the last call: headless only
    /// (live output goes straight to the screen, and this returns nothing).
    public func takeOutput() -> [UInt8] {
        capture?.take() ?? []
    }

    /// Resizes a headless terminal as a window manager would resize a real
    /// one. The process does not lead the pty's session, so no SIGWINCH
    /// comes: ncurses is told directly. Live terminals ignore this.
    public func resize(to newSize: Size) {
        guard capture != nil, !isRestored, newSize.width > 0, newSize.height > 0 else { return }
        WindowSize.set(master, to: newSize)
        apply(newSize)
    }

    /// Types `bytes` into a headless terminal as a keyboard would; they come
    /// back from `nextEvents`. Live terminals ignore this.
    public func type(_ bytes: [UInt8]) {
        guard capture != nil, !isRestored else { return }
        SynchronizedOutput.write(bytes, to: master)
    }
}
