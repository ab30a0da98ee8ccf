import Foundation
import Glibc
import Synchronization

/// Everything ncurses writes to a headless pseudo-terminal, read from the
/// master side. A reader thread is mandatory: the pty holds only 15–20 KB,
/// and a bigger frame would block `doupdate` forever if nobody read it.
final class OutputCapture: Sendable {
    private struct State {
        var buffer: [UInt8] = []
        /// Every byte ever read, so a frame's size is a difference.
        var total = 0
        var finished = false
    }

    private let master: Int32
    private let state = Mutex(State())

    /// Starts reading `master`, which must be non-blocking.
    init(master: Int32) {
        self.master = master
        Thread.detachNewThread { [self] in run() }
    }

    private func run() {
        var fds = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while true {
            if poll(&fds, 1, -1) < 0, errno != EINTR { break }
            let ended = state.withLock { readAvailable(into: &$0) }
            if ended { break }
        }
        state.withLock { $0.finished = true }
    }

    /// Reads until the pty is empty; true once the slave side is gone.
    private func readAvailable(into state: inout State) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let n = read(master, &chunk, chunk.count)
            if n > 0 {
                state.buffer.append(contentsOf: chunk[0..<n])
                state.total += n
            } else if n < 0, errno == EINTR {
                continue
            } else {
                // EAGAIN: empty for now. EIO or 0: every slave descriptor is closed.
                return !(n < 0 && errno == EAGAIN)
            }
        }
    }

    /// All bytes read so far.
    var total: Int { state.withLock { _ = readAvailable(into: &$0); return $0.total } }

    /// The bytes not yet taken.
    func take() -> [UInt8] {
        state.withLock { s in
            _ = readAvailable(into: &s)
            defer { s.buffer.removeAll() }
            return s.buffer
        }
    }

    /// Waits until more than `count` bytes have been read in total and the
    /// last ones are `suffix`; returns the total. A slave write can reach
    /// the master a moment after `write(2)` returns, so draining once until
    /// EAGAIN is not enough: the frame's last bytes are known, and awaited.
    func waitFor(suffix: [UInt8], after count: Int, timeout: Double = 5) -> Int {
        let deadline = Monotonic.now + timeout
        while true {
            let (total, done) = state.withLock { s -> (Int, Bool) in
                _ = readAvailable(into: &s)
                let done = s.total >= count + suffix.count && s.buffer.count >= suffix.count
                    && s.buffer[(s.buffer.count - suffix.count)...].elementsEqual(suffix)
                return (s.total, done || s.finished)
            }
            if done || Monotonic.now > deadline { return total }
            usleep(100)
        }
    }

    /// Waits until nothing new has arrived for `quiet` seconds.
    func settle(quiet: Double = 0.02) {
        var last = total
        var since = Monotonic.now
        while Monotonic.now - since < quiet {
            usleep(1_000)
            let now = total
            if now != last { last = now; since = Monotonic.now }
        }
    }

    /// Waits for the reader to see the slave side close, then closes the master.
    func close() {
        let deadline = Monotonic.now + 2
        while !state.withLock({ $0.finished }), Monotonic.now < deadline { usleep(1_000) }
        _ = Glibc.close(master)
    }
}
