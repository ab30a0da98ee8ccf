import Foundation
import Glibc
import TermCoverCore
import TermCoverNcurses

/// A child process on a pseudo-terminal of its own, as a user would run it:
/// the pty is its controlling terminal, so resizing sends it SIGWINCH and
/// its stdin/stdout pass `isatty`. For end-to-end tests of a live app.
package final class PtyProcess {
    package struct Failure: Error, CustomStringConvertible { package let description: String }

    package let pid: pid_t
    private let master: Int32
    package private(set) var output: [UInt8] = []
    private var status: Int32?
    /// The signal that killed the child, once it has exited; nil when it exited normally.
    package private(set) var killedBy: Int32?
    /// The pty's slave side's path, once `setOutputFlowing` has looked it up.
    private var slaveName: String?
    /// The pty's modes before the child started.
    package let initialModes: termios

    /// Starts `arguments` (a path and its arguments) on a `size` pty with `environment`.
    package init(_ arguments: [String], size: Size, environment: [String: String] = [:]) throws {
        do {
            (pid, master, initialModes) = try PseudoTerminalProcess.spawn(arguments[0], arguments: arguments,
                                                                          environment: environment, size: size)
        } catch {
            throw Failure(description: error.description)
        }
    }

    deinit {
        if status == nil { kill(pid, SIGKILL); _ = waitForExit(timeout: 1) }
        close(master)
    }

    /// The pty's modes now. On Linux a master reports its slave's termios,
    /// and they outlive the child, so this tells what the child left behind.
    package func modes() -> termios {
        var t = termios()
        _ = tcgetattr(master, &t)
        return t
    }

    /// Sends the child `signal`.
    package func send(_ signal: Int32) { kill(pid, signal) }

    /// Types `bytes` at the child's terminal.
    package func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Types `bytes` however many they are, reading output meanwhile so that
    /// neither side blocks on a full buffer; false if `seconds` ran out first.
    package func typeAll(_ bytes: [UInt8], within seconds: Double) -> Bool {
        let deadline = now() + seconds
        var offset = 0
        while offset < bytes.count, now() < deadline {
            var fds = pollfd(fd: master, events: Int16(POLLIN | POLLOUT), revents: 0)
            guard poll(&fds, 1, 10) > 0 else { continue }
            if fds.revents & Int16(POLLIN) != 0 { read(for: 0) }
            if fds.revents & Int16(POLLOUT) != 0 {
                let n = bytes[offset...].prefix(512).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
                if n > 0 { offset += n }
            }
        }
        return offset == bytes.count
    }

    /// Resizes the terminal; the kernel sends the child SIGWINCH.
    package func resize(to size: Size) {
        var ws = winsize(ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &ws)
    }

    /// Reads output until `seconds` pass or `until` holds for all output so far.
    package func read(for seconds: Double, until done: ([UInt8]) -> Bool = { _ in false }) {
        let deadline = now() + seconds
        var first = true
        while first || (now() < deadline && !done(output)) {
            first = false
            var fds = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&fds, 1, 10) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 16_384)
            let n = Glibc.read(master, &chunk, chunk.count)
            if n <= 0 { return }
            output += chunk[0..<n]
        }
    }

    /// Reads at most `limit` bytes of what is there now, without waiting:
    /// a terminal that drains slowly.
    package func readSome(_ limit: Int) {
        var fds = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&fds, 1, 0) > 0 else { return }
        var chunk = [UInt8](repeating: 0, count: limit)
        let n = Glibc.read(master, &chunk, limit)
        if n > 0 { output += chunk[0..<n] }
    }

    /// Stops (`false`) or resumes the terminal's output as XOFF and XON do
    /// (`tcflow` on the pty's slave side): a stopped tmux pane, Ctrl-S.
    /// Writes from the child then wait, or fail with EAGAIN, until it resumes.
    package func setOutputFlowing(_ flowing: Bool) {
        // The slave's name, from the child's standard input while it runs.
        if slaveName == nil { slaveName = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/0") }
        guard let name = slaveName else { return }
        let slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else { return }
        _ = tcflow(slave, flowing ? TCOON : TCOOFF)
        close(slave)
    }

    /// The child's exit status as `waitForExit` gives it, if it has exited; never waits.
    package func exitedStatus() -> Int32? {
        if let status { return status }
        var raw: Int32 = 0
        guard waitpid(pid, &raw, WNOHANG) == pid else { return nil }
        let signal = raw & 0x7F
        killedBy = signal == 0 ? nil : signal
        status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
        return status
    }

    /// Waits for the child to exit, reading its output meanwhile unless
    /// `reading` is false (a terminal nobody reads). The result is its exit
    /// code, or 128 + the signal that killed it, as a shell reports it.
    package func waitForExit(timeout: Double, reading: Bool = true) -> Int32? {
        if let status { return status }
        let deadline = now() + timeout
        while now() < deadline {
            var raw: Int32 = 0
            if waitpid(pid, &raw, WNOHANG) == pid {
                let signal = raw & 0x7F
                killedBy = signal == 0 ? nil : signal
                status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
                read(for: 0.05)
                return status
            }
            if reading { read(for: 0.01) } else { usleep(5_000) }
        }
        return nil
    }

    /// Output written to the terminal that nobody has read yet.
    package var unreadBytes: Int {
        var count: Int32 = 0
        _ = ioctl(master, UInt(FIONREAD), &count)
        return Int(count)
    }

    /// The terminal's foreground process group: the job a shell runs in front.
    package var foregroundGroup: pid_t { tcgetpgrp(master) }

    /// The child's own children, from /proc.
    package func children() -> [pid_t] {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return text.split(separator: " ").compactMap { pid_t($0) }
    }

    /// Seconds on the monotonic clock, for measuring.
    package func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}

extension PtyProcess {
    /// Reads until the output has been still for half a second (20 s at
    /// most): the screen has settled.
    package func settle() {
        var count = -1, stillSince = now()
        let deadline = now() + 20
        while now() < deadline {
            if output.count != count { count = output.count; stillSince = now() }
            if now() - stillSince > 0.5 { return }
            read(for: 0.05)
        }
    }

    /// The screen libvterm shows for everything read so far, once the output settles.
    package func settledScreen(size: Size = Size(width: 80, height: 24)) -> VTermScreen {
        settle()
        let screen = VTermScreen(size: size)
        screen.feed(output)
        return screen
    }
}
