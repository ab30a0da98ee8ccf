import Glibc
import Testing
import TermCoverCore
@testable import TermCoverNcurses

/// The reader behind a headless terminal's output. A pty's slave can
/// outlive its terminal (a child started meanwhile by another thread
/// inherits it), and the numbers of closed descriptors are handed out again.
@Suite("Output capture")
struct OutputCaptureTests {
    private func opened() throws -> (pty: PtyPair, capture: OutputCapture) {
        let pty = try PtyPair.open(size: Size(width: 20, height: 5)).get()
        _ = fcntl(pty.master, F_SETFL, fcntl(pty.master, F_GETFL) | O_NONBLOCK)
        return (pty, try #require(OutputCapture(master: pty.master)))
    }

    private func write(_ text: String, to fd: Int32) {
        SynchronizedOutput.write(Array(text.utf8), to: fd)
    }

    /// Reads what `capture` has until it holds `count` bytes or a second passes.
    private func take(_ count: Int, from capture: OutputCapture) -> String {
        var bytes: [UInt8] = []
        for _ in 0..<1000 where bytes.count < count {
            bytes += capture.take()
            if bytes.count < count { usleep(1000) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("a capture closed while its slave is still open elsewhere leaves the next pty's bytes to that pty's capture")
    func closedReaderTakesNothingLater() throws {
        let (first, firstCapture) = try opened()
        // A copy of the slave, as a child started at the wrong moment would hold.
        let inherited = dup(first.slave)
        close(first.slave)
        firstCapture.close()
        let (second, secondCapture) = try opened()
        defer {
            close(second.slave)
            secondCapture.close()
        }
        // The first pty hangs up only now; a reader still polling its old
        // number would wake and race the second's reader for each write.
        close(inherited)
        let sent = (0..<40).map { "<\($0)>" }
        for chunk in sent {
            write(chunk, to: second.slave)
            usleep(2_000)
        }
        let expected = sent.joined()
        #expect(take(expected.utf8.count, from: secondCapture) == expected)
    }

    @Test("a pty's descriptors are not passed to programs it starts")
    func descriptorsCloseOnExec() throws {
        let (pty, capture) = try opened()
        defer {
            close(pty.slave)
            capture.close()
        }
        #expect(fcntl(pty.master, F_GETFD) & FD_CLOEXEC != 0)
        #expect(fcntl(pty.slave, F_GETFD) & FD_CLOEXEC != 0)
    }
}
