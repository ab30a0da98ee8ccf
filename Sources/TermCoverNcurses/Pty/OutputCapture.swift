import Foundation
import Glibc
import Synchronization
import TermCoverCore

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
    /// Ends the reader on `close`: the slave side may never close, since a
    /// child started meanwhile by another thread can hold a copy of it.
    private let stop: SelfPipe
    private let stopped = DispatchSemaphore(value: 0)

    /// Starts reading `master`, which must be non-blocking; nil when no
    /// pipe to stop the reader can be had.
    init?(master: Int32) {
        guard let stop = SelfPipe() else { return nil }
        self.master = master
        self.stop = stop
        Thread.detachNewThread { [self] in run() }
    }

    private func run() {
        var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: stop.readEnd, events: Int16(POLLIN), revents: 0)]
        while true {
            if poll(&fds, 2, -1) < 0, errno != EINTR { break }
            let ended = state.withLock { readAvailable(into: &$0) }
            if ended || fds[1].revents != 0 { break }
        }
        state.withLock { $0.finished = true }
        stopped.signal()
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

    /// Stops the reader, waits until it has, then closes the master. The
    /// reader must be gone first: once closed, the master's number is free
    /// for the next pty, whose bytes a reader still running would take.
    func close() {
        stop.wake(.stop)
        stopped.wait()
        _ = Glibc.close(master)
        stop.close()
    }
}
