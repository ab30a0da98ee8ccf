import CNcurses
import Glibc

/// Synchronized output (mode 2026): the terminal holds the screen between
/// the two sequences so a frame written in many `write(2)` calls shows at
/// once. No terminfo entry has the capability, so it is hard-coded;
/// terminals that do not know it ignore it.
enum SynchronizedOutput {
    static let begin: [UInt8] = Array("\u{1B}[?2026h".utf8)
    static let end: [UInt8] = Array("\u{1B}[?2026l".utf8)

    /// Puts `begin` into ncurses' output buffer for `screen`, so that the
    /// next `doupdate` sends it with the frame in one `write(2)`: on a pty
    /// each write wakes the reader and costs the kernel more than the
    /// bytes. (`end` cannot go that way: `doupdate` flushes before it returns.)
    /// Without libtinfo's buffer calls, `begin` is written on its own first.
    static func begin(on screen: OpaquePointer, fd: Int32) {
        if let buffer = PrivateExports.outputBuffer { buffer.append(begin, to: screen) } else { write(begin, to: fd) }
    }

    /// Sends `bytes` after what `doupdate` sent, through ncurses' buffer
    /// (so they leave with the frame's last write) or, without libtinfo's
    /// buffer calls, on their own.
    static func send(_ bytes: [UInt8], on screen: OpaquePointer, fd: Int32) {
        if let buffer = PrivateExports.outputBuffer { buffer.append(bytes, to: screen) } else { write(bytes, to: fd) }
    }

    /// Sends what ncurses' buffer still holds: `begin`, when `doupdate`
    /// found nothing to send and so left it there.
    static func flushBuffer(of screen: OpaquePointer) {
        PrivateExports.outputBuffer?.flush(screen)
    }

    /// Writes `bytes` whole to `fd` with `write(2)`, the way ncurses writes,
    /// so that nothing reorders them with ncurses' own output.
    static func write(_ bytes: [UInt8], to fd: Int32) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n > 0 { offset += n } else if n < 0, errno == EINTR || errno == EAGAIN { continue } else { return }
            }
        }
    }
}
