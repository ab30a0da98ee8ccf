import Foundation
import Glibc
import TermCover

/// Records an interactive session the way `script(1)` does: the demo runs
/// as a child on a pseudo-terminal of the real terminal's size, and this
/// process relays keys to it and its output to the screen, writing the same
/// bytes to the cast. Output is cut into events only between frames (after
/// a synchronized-output end marker, when no frame is open), so a player
/// never shows half a frame.
public enum LiveRecording {
    /// Runs `cover-demo arguments` (the same program, without `--record`)
    /// while recording into `cast`; returns the child's exit status as a
    /// shell reports it. A staged cast is published once the child's first
    /// frame arrives; when that fails the child is ended and this throws.
    /// `sequences` put the terminal back if the child dies without doing so.
    public static func run(arguments: [String], cast: CastWriter, size: Size, sequences: TerminalSequences) throws -> Int32 {
        let relay = try Relay(arguments: arguments, size: size, sequences: sequences)
        defer { relay.restoreTerminal() }
        return try relay.run(recordingInto: cast)
    }

    /// The real terminal's size, from standard output.
    public static func terminalSize() -> Size? {
        var ws = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 else { return nil }
        return Size(width: Int(ws.ws_col), height: Int(ws.ws_row))
    }
}

/// Signals the relay passes on to the child, noted by an async-signal-safe
/// handler through a pipe the relay polls.
nonisolated(unsafe) private var signalPipe: Int32 = -1

private let noteSignal: @convention(c) (Int32) -> Void = { signal in
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipe, &byte, 1)
}

/// Signals whose default action would end the relay: passed on to the
/// child, which gives the terminal back and dies of them; the relay then
/// ends with the child's status. SIGCONT is noted to set raw mode again.
private let relayedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
                                       SIGPROF, SIGXCPU, SIGIO, SIGPWR, SIGSTKFLT]

private final class Relay {
    let child: pid_t
    let master: Int32
    let pipeRead: Int32
    let sequences: TerminalSequences
    var savedModes = termios()
    var modesSaved = false

    init(arguments: [String], size: Size, sequences: TerminalSequences) throws {
        self.sequences = sequences
        // stderr goes to the pty too: a crash report lands on the screen and in the cast.
        let started: (pid: pid_t, master: Int32, initialModes: termios)
        do {
            started = try PseudoTerminalProcess.spawn("/proc/self/exe", arguments: ["cover-demo"] + arguments,
                                                      environment: ProcessInfo.processInfo.environment, size: size)
        } catch {
            throw RecordingError("cover-demo: \(error.description)")
        }
        child = started.pid
        master = started.master
        var fds: [Int32] = [-1, -1]
        _ = pipe(&fds)
        pipeRead = fds[0]
        signalPipe = fds[1]
        _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
        var relayed = sigset_t()
        sigemptyset(&relayed)
        for s in relayedSignals + [SIGWINCH, SIGCONT] {
            signal(s, noteSignal)
            sigaddset(&relayed, s)
        }
        // A reader that went away is a write error, not a reason to die with the terminal raw.
        signal(SIGPIPE, SIG_IGN)
        // A parent may have left them blocked (test runners do); the relay must see them.
        pthread_sigmask(SIG_UNBLOCK, &relayed, nil)
        if tcgetattr(STDIN_FILENO, &savedModes) == 0 {
            modesSaved = true
            enterRawMode()
        }
    }

    private func enterRawMode() {
        var raw = savedModes
        cfmakeraw(&raw)
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    }

    func restoreTerminal() {
        if modesSaved { _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedModes) }
        modesSaved = false
    }

    /// Ctrl-Z: the child cannot stop (it leads a session of its own), so
    /// the relay stops instead, after giving the terminal back; SIGCONT
    /// brings it back to raw mode and has the child repaint.
    private func suspend() {
        writeAll(STDOUT_FILENO, sequences.leaving, sequences.leaving.count)
        if modesSaved { _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedModes) }
        raise(SIGTSTP)
    }

    func run(recordingInto cast: CastWriter) throws -> Int32 {
        let start = now()
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: master, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: pipeRead, events: Int16(POLLIN), revents: 0)]
        var inputOpen = true
        while true {
            fds[0].fd = inputOpen ? STDIN_FILENO : -1
            if poll(&fds, 3, -1) < 0 && errno != EINTR { break }
            if fds[2].revents != 0 {
                let n = read(pipeRead, &chunk, 64)
                for s in chunk.prefix(max(0, n)) { forward(Int32(s), cast: cast, at: now() - start) }
            }
            if inputOpen, fds[0].revents != 0 {
                let n = read(STDIN_FILENO, &chunk, chunk.count)
                if n > 0 {
                    var from = 0
                    for i in 0..<n where chunk[i] == 0x1A {
                        writeAll(master, Array(chunk[from..<i]), i - from)
                        from = i + 1
                        suspend()
                    }
                    writeAll(master, Array(chunk[from..<n]), n - from)
                } else {
                    inputOpen = false
                }
            }
            if fds[1].revents != 0 {
                let n = read(master, &chunk, chunk.count)
                if n <= 0 { break }  // EIO: the child closed its terminal
                writeAll(STDOUT_FILENO, chunk, n)
                pending += chunk[0..<n]
                if let cut = Self.frameBoundary(in: pending) {
                    let event = Array(pending[..<cut])
                    pending.removeSubrange(..<cut)
                    if !cast.isPublished, event.contains(0x1B) {
                        // The first frame: the session has started, the cast takes its path.
                        do { try cast.publish() } catch {
                            // The child's goodbye would go to a pty nobody reads any more: leave here.
                            kill(child, SIGTERM)
                            finish(cast)
                            writeAll(STDOUT_FILENO, sequences.leaving, sequences.leaving.count)
                            throw error
                        }
                    }
                    cast.output(event, at: now() - start)
                }
            }
        }
        if !pending.isEmpty { cast.output(pending, at: now() - start) }
        let status = finish(cast)
        let signal = status & 0x7F
        if signal != 0 {
            // The child died without giving the terminal back (SIGKILL): do it here, and in the cast.
            writeAll(STDOUT_FILENO, sequences.leaving, sequences.leaving.count)
            cast.output(sequences.leaving, at: now() - start)
        }
        let exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        cast.exitStatus(exitStatus, at: now() - start)
        cast.close()
        return exitStatus
    }

    /// Waits for the child; a cast that never started is deleted.
    @discardableResult
    private func finish(_ cast: CastWriter) -> Int32 {
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        if !cast.isPublished { cast.close() }
        return status
    }

    /// Where the output can be cut: after the last complete frame, or all
    /// of it when no frame is open. Nil while a frame is still arriving.
    static func frameBoundary(in bytes: [UInt8]) -> Int? {
        let begin = Array("\u{1B}[?2026h".utf8), end = Array("\u{1B}[?2026l".utf8)
        let lastBegin = lastIndex(of: begin, in: bytes)
        let lastEnd = lastIndex(of: end, in: bytes)
        switch (lastBegin, lastEnd) {
        case (nil, _): return bytes.count
        case (let b?, let e?) where e > b: return bytes.count
        case (let b?, _): return b > 0 ? b : nil
        }
    }

    private static func lastIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var i = bytes.count - needle.count
        while i >= 0 {
            if bytes[i] == needle[0] && Array(bytes[i..<i + needle.count]) == needle { return i }
            i -= 1
        }
        return nil
    }

    private func forward(_ signal: Int32, cast: CastWriter, at time: Double) {
        if signal == SIGCONT {
            // Back from a stop (Ctrl-Z or kill -STOP): the shell has put its modes back.
            if modesSaved { enterRawMode() }
            forward(SIGWINCH, cast: cast, at: time)
            kill(child, SIGCONT)
        } else if signal == SIGWINCH {
            guard let size = LiveRecording.terminalSize() else { return }
            var ws = winsize(ws_row: UInt16(clamping: size.height), ws_col: UInt16(clamping: size.width), ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(master, UInt(TIOCSWINSZ), &ws)
            cast.resize(size, at: time)
        } else {
            kill(child, signal)
        }
    }

    private func writeAll(_ fd: Int32, _ bytes: [UInt8], _ count: Int) {
        var offset = 0
        while offset < count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, count - offset) }
            if n < 0 { if errno == EINTR || errno == EAGAIN { continue }; return }
            offset += n
        }
    }

    private func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
