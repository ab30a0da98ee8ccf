import CNcurses
import Glibc

/// A pipe the input thread polls beside the input, so that a signal
/// handler or the main actor can wake it without it ever polling on a timer.
struct SelfPipe: Sendable {
    /// What a wake-up byte asks for.
    enum Reason: UInt8 {
        case resize = 0x57   // "W", written by the SIGWINCH handler
        /// Written by the SIGCONT handler: the process was stopped and goes on.
        case continued = 0x43
        /// Written by the SIGINT, SIGTERM and SIGHUP handler: the app is asked to end.
        case terminate = 0x58
        case deadlineChanged = 0x54
        case stop = 0x51
        /// The app has a frame to draw: end the current wait now.
        case wake = 0x4B
    }

    let readEnd: Int32
    let writeEnd: Int32

    init?() {
        var fds: [Int32] = [-1, -1]
        // Close-on-exec from the start: a child started by another thread
        // between `pipe` and `fcntl` would keep a copy.
        guard pipe2(&fds, O_NONBLOCK | O_CLOEXEC) == 0 else { return nil }
        readEnd = fds[0]
        writeEnd = fds[1]
    }

    func wake(_ reason: Reason) {
        var byte = reason.rawValue
        _ = write(writeEnd, &byte, 1)
    }

    /// The reasons waiting, emptying the pipe.
    func drain() -> [Reason] {
        var reasons: [Reason] = []
        var chunk = [UInt8](repeating: 0, count: 64)
        while true {
            let n = read(readEnd, &chunk, chunk.count)
            guard n > 0 else { break }
            reasons += chunk[0..<n].compactMap(Reason.init(rawValue:))
        }
        return reasons
    }

    func close() {
        _ = Glibc.close(readEnd)
        _ = Glibc.close(writeEnd)
    }
}
