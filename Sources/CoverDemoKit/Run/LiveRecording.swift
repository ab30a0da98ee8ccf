import Foundation
import Glibc
import TermCover
import TermCoverNcurses

/// Records an interactive session the way `script(1)` does: the demo runs
/// as a child on a pseudo-terminal of the real terminal's size, and this
/// process relays keys to it and its output to the screen, writing the same
/// bytes to the cast. Output is cut into events only between frames (after
/// a synchronized-output end marker, when no frame is open), so a player
/// never shows half a frame.
package enum LiveRecording {
    /// Runs `cover-demo arguments` (the same program, without `--record`)
    /// while recording into `cast`; returns the child's exit status as a
    /// shell reports it. A staged cast is published once the child's first
    /// frame arrives; when that fails the child is ended and this throws.
    /// `sequences` put the terminal back if the child dies without doing so.
    /// `typeAhead` is what was typed before the relay started (during the
    /// color query): the child gets it first, once it reads its terminal raw.
    /// `onKeys` runs whenever keys arrive from the terminal (the exit tests crash there on purpose).
    /// With `inputEvents` the keys the child reports (`RecorderMessage`, masked
    /// where they went to a `SecureField`) are written as `"i"` events; the
    /// child's markers at every present and dismiss are written either way.
    package static func run(arguments: [String], cast: CastWriter, size: Size, sequences: TerminalSequences,
                           typeAhead: [UInt8] = [], inputEvents: Bool = true, onKeys: @escaping () -> Void = {}) throws -> Int32 {
        let relay = try Relay(arguments: arguments, size: size, sequences: sequences, inputEvents: inputEvents)
        relay.typeAhead = typeAhead
        relay.onKeys = onKeys
        defer { relay.restoreTerminal() }
        return try relay.run(recordingInto: cast)
    }

    /// The real terminal's size, from standard output.
    package static func terminalSize() -> Size? {
        var ws = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 else { return nil }
        return Size(width: Int(ws.ws_col), height: Int(ws.ws_row))
    }
}

/// Signals the relay passes on to the child, noted by an async-signal-safe
/// handler through a pipe the relay polls.
nonisolated(unsafe) private var signalPipe: Int32 = -1
/// How many SIGCONTs have arrived: a Ctrl-Z that did not really stop the relay leaves it unchanged.
nonisolated(unsafe) private var continues = 0

private let noteSignal: @convention(c) (Int32) -> Void = { signal in
    let saved = errno
    if signal == SIGCONT { continues &+= 1 }
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipe, &byte, 1)
    errno = saved
}

/// Signals whose default action would end the relay: passed on to the
/// child, which gives the terminal back and dies of them; the relay then
/// ends with the child's status. SIGCONT is noted to set raw mode again,
/// SIGTSTP to give the terminal back before stopping, SIGCHLD to end.
private let relayedSignals: [Int32] = RecorderSignals.terminating.filter { $0 != SIGPIPE }

private final class Relay {
    let child: pid_t
    let master: Int32
    let pipeRead: Int32
    let sequences: TerminalSequences
    var savedModes = termios()
    var modesSaved = false
    /// The terminal, opened again with O_NONBLOCK of its own (the shell's
    /// open file keeps its flags): input is read and output written only as
    /// far as each goes without waiting, so neither direction can hold up the other.
    let input: Int32
    let output: Int32
    /// False where Ctrl-Z must do nothing: SIGTSTP ignored by the parent,
    /// or no job-control shell above (a session leader, as under `tmux new`).
    let canStop: Bool
    /// The child's wait status, once it has been reaped.
    var status: Int32?
    /// True while the child is stopped (SIGSTOP): a signal meant to end it, or Ctrl-C, continues it too.
    var childStopped = false
    /// The size the child's pty and the cast were last given: a SIGWINCH that changes nothing writes nothing.
    var lastSize: Size
    /// Typed before the relay ran; goes to the child ahead of anything else.
    var typeAhead: [UInt8] = []
    /// False until the child reads its terminal raw: keys typed before then
    /// wait here, where a cooked pty would echo them into the recording.
    var childReadsRaw = false
    var onKeys: () -> Void = {}
    /// How much each direction holds before the relay stops reading its source.
    static let bound = 65_536

    /// Whether the child's key reports become `"i"` events.
    let inputEvents: Bool
    /// Takes the child's messages out of its output.
    var messages = RecorderMessageFilter()
    /// The kitty keyboard flags the child pushed on the terminal and has not popped.
    var kittyFlags = KittyFlagsWatch()

    init(arguments: [String], size: Size, sequences: TerminalSequences, inputEvents: Bool) throws {
        self.sequences = sequences
        self.inputEvents = inputEvents
        lastSize = size
        // stderr goes to the pty too: a crash report lands on the screen and in the cast.
        let started: (pid: pid_t, master: Int32, initialModes: termios)
        do {
            var environment = ProcessInfo.processInfo.environment
            // The child reports its keys (masked at a SecureField) and markers in its output: see `RecorderMessage`.
            environment[RecorderMessage.environmentName] = inputEvents ? "input,markers" : "markers"
            started = try PseudoTerminalProcess.spawn("/proc/self/exe", arguments: ["cover-demo"] + arguments,
                                                      environment: environment, size: size)
        } catch {
            throw RecordingError("cover-demo: \(error.description)")
        }
        child = started.pid
        master = started.master
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        input = Self.reopen(STDIN_FILENO, mode: O_RDONLY)
        output = Self.reopen(STDOUT_FILENO, mode: O_WRONLY)
        var fds: [Int32] = [-1, -1]
        _ = pipe(&fds)
        for fd in fds {
            _ = fcntl(fd, F_SETFL, O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        pipeRead = fds[0]
        signalPipe = fds[1]
        var old = sigaction()
        sigaction(SIGTSTP, nil, &old)
        let tstpIgnored = unsafeBitCast(old.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        canStop = !tstpIgnored && getsid(0) != getpid()
        RecorderSignals.arm(child: child, leaving: sequences.leaving, output: output)
        var relayed = sigset_t()
        sigemptyset(&relayed)
        for s in relayedSignals + [SIGWINCH, SIGCONT, SIGCHLD] + (tstpIgnored ? [] : [SIGTSTP]) {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = noteSignal
            sigemptyset(&action.sa_mask)
            // No SA_RESTART: a signal ends the wait in poll at once.
            action.sa_flags = 0
            sigaction(s, &action, nil)
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

    /// `fd`'s terminal opened anew, non-blocking; `fd` itself (blocking) when that fails.
    private static func reopen(_ fd: Int32, mode: Int32) -> Int32 {
        guard let name = ttyname(fd) else { return fd }
        let opened = open(name, mode | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        return opened >= 0 ? opened : fd
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

    /// Ctrl-Z or SIGTSTP: the child cannot stop (it leads a session of its
    /// own), so the relay stops instead, after giving the terminal back;
    /// SIGCONT brings it back to raw mode and has the child repaint. Where
    /// nothing could continue it, nothing happens; a stop the kernel drops
    /// (an orphaned process group) puts everything back at once.
    private func suspend(toTerminal: inout [UInt8]) {
        guard canStop else { return }
        flush(&toTerminal, within: 0.2)
        leaveForNow()
        if modesSaved { _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedModes) }
        let before = continues
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = noteSignal
        sigemptyset(&action.sa_mask)
        sigaction(SIGTSTP, &action, nil)
        if continues == before {
            if modesSaved { enterRawMode() }
            kill(child, SIGCONT)
        }
    }

    /// The leaving string, as far as the terminal takes it in 200 ms: for a stop, which writes the entering one on SIGCONT.
    private func leaveForNow() {
        sequences.leaving.withUnsafeBufferPointer { _ = SignalSafeWrite.briefly(output, $0.baseAddress!, $0.count) }
    }

    /// The leaving string for good: what a terminal nobody reads cannot
    /// take now goes out once it drains (`SignalSafeWrite.eventually`).
    private func leave() {
        sequences.leaving.withUnsafeBufferPointer { SignalSafeWrite.eventually(output, $0.baseAddress!, $0.count) }
    }

    /// Whether the child has set its terminal raw (the pty's modes, read on the master).
    private func childIsRaw() -> Bool {
        var modes = termios()
        return tcgetattr(master, &modes) == 0 && modes.c_lflag & tcflag_t(ICANON) == 0
    }

    func run(recordingInto cast: CastWriter) throws -> Int32 {
        let start = now()
        var pending: [UInt8] = []
        var toChild = typeAhead, toTerminal: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var inputOpen = true
        loop: while status == nil {
            if !childReadsRaw { childReadsRaw = childIsRaw() }
            let sendToChild = childReadsRaw && !toChild.isEmpty
            var fds = [pollfd(fd: inputOpen && toChild.count < Self.bound ? input : -1, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: master, events: Int16((toTerminal.count < Self.bound ? POLLIN : 0) | (sendToChild ? POLLOUT : 0)),
                              revents: 0),
                       pollfd(fd: toTerminal.isEmpty ? -1 : output, events: Int16(POLLOUT), revents: 0),
                       pollfd(fd: pipeRead, events: Int16(POLLIN), revents: 0)]
            // Keys held for a child not yet raw: look again shortly.
            if poll(&fds, 4, childReadsRaw || toChild.isEmpty ? -1 : 10) < 0 && errno != EINTR { break }
            if fds[3].revents != 0 {
                let n = read(pipeRead, &chunk, 64)
                for s in chunk.prefix(max(0, n)) {
                    if Int32(s) == SIGTSTP { suspend(toTerminal: &toTerminal) } else { forward(Int32(s), cast: cast, at: now() - start) }
                }
                if status != nil { break }
            }
            if fds[0].revents != 0 {
                let n = read(input, &chunk, min(chunk.count, Self.bound - toChild.count))
                if n > 0 {
                    onKeys()
                    var from = 0
                    for i in 0..<n where chunk[i] == 0x1A {
                        toChild += chunk[from..<i]
                        from = i + 1
                        suspend(toTerminal: &toTerminal)
                    }
                    toChild += chunk[from..<n]
                    // Ctrl-C for a stopped child: it goes on, reads it and quits.
                    if childStopped, chunk[0..<n].contains(0x03) { kill(child, SIGCONT) }
                } else if n == 0 || (errno != EAGAIN && errno != EINTR) {
                    inputOpen = false
                }
            }
            if fds[1].revents & Int16(POLLOUT) != 0, sendToChild {
                let n = toChild.withUnsafeBytes { Glibc.write(master, $0.baseAddress!, $0.count) }
                if n > 0 { toChild.removeFirst(n) }
            }
            if fds[1].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let n = read(master, &chunk, chunk.count)
                if n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR) { break }  // EIO: the child closed its terminal
                if n > 0 { try take(chunk[0..<n], toTerminal: &toTerminal, pending: &pending, cast: cast, at: now() - start) }
            }
            if fds[2].revents != 0 { write(&toTerminal) }
        }
        // What the child wrote last (its goodbye), then the rest to the terminal if it takes it.
        while true {
            let n = read(master, &chunk, chunk.count)
            if n > 0 {
                for piece in messages.feed(chunk[0..<n]) {
                    switch piece {
                    case .output(let bytes): kittyFlags.feed(bytes); toTerminal += bytes; pending += bytes
                    case .message(let message): record(message, cast: cast, at: now() - start)
                    }
                }
            } else if n < 0, errno == EINTR { continue } else { break }
        }
        let held = messages.finish()
        toTerminal += held
        pending += held
        if !pending.isEmpty { cast.output(pending, at: now() - start) }
        let flushed = flush(&toTerminal, within: 1)
        let status = finish(cast)
        let signal = status & 0x7F
        if signal != 0 {
            // The child died without giving the terminal back (SIGKILL): do it here, and in the cast.
            // Its kitty keyboard flags first: the terminal keeps them a screen, so before leaving the alternate one.
            let pop = kittyFlags.popSequence
            if !pop.isEmpty { pop.withUnsafeBufferPointer { SignalSafeWrite.eventually(output, $0.baseAddress!, $0.count) } }
            leave()
            cast.output(sequences.leaving, at: now() - start)
        } else if !flushed {
            // A terminal too slow for the rest (the child's own goodbye
            // among it): the stale frames are dropped, the leaving string is not.
            leave()
        }
        let exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        cast.exitStatus(exitStatus, at: now() - start)
        cast.close()
        return exitStatus
    }

    /// The child's output: bytes go to the terminal and, cut between frames,
    /// to the cast; its messages become events in their place among them.
    private func take(_ bytes: ArraySlice<UInt8>, toTerminal: inout [UInt8], pending: inout [UInt8],
                      cast: CastWriter, at time: Double) throws {
        for piece in messages.feed(bytes) {
            switch piece {
            case .output(let bytes):
                kittyFlags.feed(bytes)
                toTerminal += bytes
                pending += bytes
            case .message(let message):
                // The frames before it first: a message is written between frames.
                try cutEvents(&pending, cast: cast, at: time)
                record(message, cast: cast, at: time)
            }
        }
        try cutEvents(&pending, cast: cast, at: time)
    }

    /// A message as its event: a key (unless `--no-input-events`) or a marker.
    private func record(_ message: RecorderMessage, cast: CastWriter, at time: Double) {
        switch message {
        case .input(let data): if inputEvents { cast.input(data, at: time) }
        case .marker(let label): cast.marker(label, at: time)
        }
    }

    /// Cuts whole frames off `pending` into the cast; the first one publishes it.
    private func cutEvents(_ pending: inout [UInt8], cast: CastWriter, at time: Double) throws {
        guard let cut = Self.frameBoundary(in: pending) else { return }
        let event = Array(pending[..<cut])
        pending.removeSubrange(..<cut)
        if !cast.isPublished, event.contains(0x1B) {
            // The first frame: the session has started, the cast takes its path.
            do { try cast.publish() } catch {
                // The child's goodbye would go to a pty nobody reads any more: leave here.
                kill(child, SIGTERM)
                finish(cast)
                leave()
                throw error
            }
        }
        cast.output(event, at: time)
    }

    /// Writes what the terminal takes now.
    private func write(_ bytes: inout [UInt8]) {
        let n = bytes.withUnsafeBytes { Glibc.write(output, $0.baseAddress!, $0.count) }
        if n > 0 { bytes.removeFirst(n) }
    }

    /// Writes `bytes`, giving up once the terminal has taken nothing for `seconds`; true when all went out.
    @discardableResult
    private func flush(_ bytes: inout [UInt8], within seconds: Double) -> Bool {
        var stalledSince = now()
        while !bytes.isEmpty, now() - stalledSince < seconds {
            var fds = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
            guard poll(&fds, 1, 20) > 0 else { continue }
            let before = bytes.count
            write(&bytes)
            if bytes.count < before { stalledSince = now() }
        }
        return bytes.isEmpty
    }

    /// Waits for the child (unless it was reaped already); a cast that never started is deleted.
    @discardableResult
    private func finish(_ cast: CastWriter) -> Int32 {
        if status == nil {
            var raw: Int32 = 0
            while waitpid(child, &raw, 0) < 0 && errno == EINTR {}
            status = raw
        }
        if !cast.isPublished { cast.close() }
        return status ?? 0
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
        if signal == SIGCHLD {
            // The child has ended: the relay ends too, even with its output unread (a blocked terminal).
            // Stops and continues too (WUNTRACED, WCONTINUED), to know when a signal must wake it.
            var raw: Int32 = 0
            while waitpid(child, &raw, WNOHANG | WUNTRACED | WCONTINUED) == child {
                if raw & 0xFF == 0x7F {
                    childStopped = true
                } else if raw == 0xFFFF {
                    childStopped = false
                } else {
                    status = raw
                    break
                }
            }
        } else if signal == SIGCONT {
            // Back from a stop (Ctrl-Z or kill -STOP): the shell has put its modes back.
            if modesSaved { enterRawMode() }
            forward(SIGWINCH, cast: cast, at: time)
            kill(child, SIGCONT)
        } else if signal == SIGWINCH {
            guard let size = LiveRecording.terminalSize(), size != lastSize else { return }
            lastSize = size
            var ws = winsize(ws_row: UInt16(clamping: size.height), ws_col: UInt16(clamping: size.width), ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(master, UInt(TIOCSWINSZ), &ws)
            cast.resize(size, at: time)
        } else {
            kill(child, signal)
            // A stopped child would keep the signal pending until someone continued it.
            if childStopped { kill(child, SIGCONT) }
        }
    }

    private func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
