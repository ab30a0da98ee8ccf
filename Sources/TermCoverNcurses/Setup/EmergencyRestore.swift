import Glibc

/// Gives the terminal back when the process dies from a signal, and again
/// when it is stopped, using only async-signal-safe calls: `write` of
/// strings cached at start-up, then `tcsetattr` with the termios saved
/// before curses started. On SIGCONT it puts the full-screen modes back.
///
/// The state is global because a signal handler can reach nothing else. It
/// is `nonisolated(unsafe)` because a handler can neither take a lock nor
/// hop to an actor. It is written only on the main actor, and handlers only
/// read it: everything is set before `install`, except the sequences, whose
/// bytes are stored before their length is published (an aligned word
/// store), so a handler sees either no sequence or a whole one.
///
/// The handlers go in before `newterm`, so ncurses, which only adds its own
/// where the disposition is still the default, adds none, and `uninstall`
/// puts back exactly what the process had before.
enum EmergencyRestore {
    private static let capacity = 512
    nonisolated(unsafe) private static var leaving = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var leavingCount = 0
    nonisolated(unsafe) private static var entering = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var enteringCount = 0
    nonisolated(unsafe) private static var fd: Int32 = -1
    nonisolated(unsafe) private static var modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static var rawModes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static var rawModesKnown = false
    nonisolated(unsafe) private static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    /// True when Swift's backtracer may wait for a key after a crash
    /// (`SWIFT_BACKTRACE` does not say `interactive=no`).
    nonisolated(unsafe) private static var backtracerMayWait = true
    /// The self-pipe SIGWINCH and SIGCONT write to, or -1.
    nonisolated(unsafe) static var resizePipe: Int32 = -1

    /// Signals whose default action ends the process: after the terminal is
    /// back the process dies of the same signal. SIGXFSZ is not here: the
    /// executable ignores it, so a file-size limit is a write error (EFBIG).
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE,
                                       SIGVTALRM, SIGPROF, SIGXCPU, SIGIO, SIGPWR, SIGSTKFLT]
    /// Crashes, including Swift traps (SIGILL, SIGTRAP) and fatalError's abort.
    static let fatal: [Int32] = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSYS]

    /// Installs the handlers; `saved` holds the modes from before curses,
    /// put back on `fd`. `resizePipe` is written to on SIGWINCH and SIGCONT.
    @MainActor
    static func install(fd: Int32, saved: termios, resizePipe pipe: Int32, backtrace: String?) {
        leavingCount = 0
        enteringCount = 0
        rawModesKnown = false
        self.fd = fd
        modes.pointee = saved
        resizePipe = pipe
        backtracerMayWait = !(backtrace ?? "").split(separator: ",").contains { setting in
            let s = String(setting.filter { $0 != " " })
            return s == "interactive=no" || s == "enable=no" || s == "timeout=0s" || s == "timeout=none"
        }
        for signal in terminating { handle(signal, with: terminatingHandler) }
        for signal in fatal { handle(signal, info: fatalHandler) }
        handle(SIGTSTP, with: stopHandler)
        // A parent without job control ignores SIGTSTP for its children: then Ctrl-Z must do nothing.
        if let old = previous[Int(SIGTSTP)].__sigaction_handler.sa_handler,
           unsafeBitCast(old, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
            sigaction(SIGTSTP, previous + Int(SIGTSTP), nil)
        }
        handle(SIGCONT, with: continueHandler, flags: SA_RESTART)
        handle(SIGWINCH, with: resizeHandler, flags: SA_RESTART)
    }

    /// Stores what to write to leave curses in a hurry and to come back
    /// after a stop, and the modes curses runs in; known once it has started.
    @MainActor
    static func arm(leaving sequence: [UInt8], entering back: [UInt8], raw: termios?) {
        if let raw {
            rawModes.pointee = raw
            rawModesKnown = true
        }
        for i in 0..<min(back.count, capacity) { entering[i] = back[i] }
        enteringCount = min(back.count, capacity)
        for i in 0..<min(sequence.count, capacity) { leaving[i] = sequence[i] }
        leavingCount = min(sequence.count, capacity)
    }

    /// Puts back the handlers that were there before `install`.
    @MainActor
    static func uninstall() {
        for signal in terminating + fatal + [SIGTSTP, SIGCONT, SIGWINCH] {
            sigaction(signal, previous + Int(signal), nil)
        }
        resizePipe = -1
        fd = -1
    }

    /// Installs `handler`, keeping the disposition it replaces for `uninstall` unless `keepingPrevious` is false.
    private static func handle(_ signal: Int32, with handler: @convention(c) (Int32) -> Void, flags: Int32 = 0,
                               keepingPrevious: Bool = true) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        sigaction(signal, &action, keepingPrevious ? previous + Int(signal) : nil)
    }

    private static func handle(
        _ signal: Int32, info handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void
    ) {
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_SIGINFO
        sigaction(signal, &action, previous + Int(signal))
    }

    /// The async-signal-safe part: the cached strings, then the saved modes.
    /// Neither may block: nobody may be reading the terminal (a stopped
    /// tmux pane, Ctrl-S), so the write is non-blocking and gives up on a
    /// full buffer, and the modes apply at once instead of after a drain.
    fileprivate static func run() {
        guard fd >= 0 else { return }
        writeWithoutBlocking(leaving, leavingCount)
        _ = tcsetattr(fd, TCSANOW, modes)
    }

    /// Back from a stop: the full-screen modes and sequences again.
    fileprivate static func reenter() {
        guard fd >= 0 else { return }
        if rawModesKnown { _ = tcsetattr(fd, TCSANOW, rawModes) }
        writeWithoutBlocking(entering, enteringCount)
    }

    /// Writes what the terminal takes. A full buffer gets up to 200 ms to
    /// drain (a terminal busy with the last frame, a reader a little behind),
    /// in `poll`, never a blocking write: with nobody reading at all the
    /// rest is dropped and the process goes on ending.
    private static func writeWithoutBlocking(_ bytes: UnsafeMutablePointer<UInt8>, _ count: Int) {
        // O_NONBLOCK belongs to the open file, which the shell shares: put the flags back.
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
        var offset = 0
        var waitedMilliseconds: Int32 = 0
        while offset < count {
            let n = write(fd, bytes + offset, count - offset)
            if n > 0 {
                offset += n
            } else if n < 0, errno == EINTR {
                continue
            } else if n < 0, errno == EAGAIN || errno == EWOULDBLOCK, waitedMilliseconds < 200 {
                var writable = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&writable, 1, 20)
                waitedMilliseconds += 20
            } else {
                break
            }
        }
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags) }
    }

    fileprivate static func wake(_ reason: SelfPipe.Reason) {
        var byte = reason.rawValue
        if resizePipe >= 0 { _ = write(resizePipe, &byte, 1) }
    }

    /// After a stop the SIGTSTP handler (which reset itself to stop for real) goes back in.
    fileprivate static func reinstallStopHandler() { handle(SIGTSTP, with: stopHandler, keepingPrevious: false) }

    /// A crash: whether Swift's backtracer gets it, and how.
    fileprivate static func crashed(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?) {
        // Sent by another process (kill): nothing crashed here, there is nothing to report.
        if let info, info.pointee.si_code <= 0, info.pointee._sifields._kill.si_pid != getpid() {
            dieNow(signal)
            return
        }
        if backtracerMayWait {
            // The backtracer asks for a key for 30 s when standard input is a
            // terminal; with it on /dev/null it prints its report and lets the process die.
            let null = open("/dev/null", O_RDONLY)
            if null >= 0 { _ = dup2(null, STDIN_FILENO) }
        }
        // The previous handler (Swift's backtracer, or the default) gets the
        // signal once this handler returns: a fault re-executes, a raise stays pending.
        sigaction(signal, previous + Int(signal), nil)
        raise(signal)
    }

    /// Dies of `signal` as soon as the handler returns, so the parent's exit status tells what happened.
    fileprivate static func dieNow(_ signal: Int32) {
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
    }
}

private func terminatingHandler(_ signal: Int32) {
    EmergencyRestore.run()
    EmergencyRestore.dieNow(signal)
}

private func fatalHandler(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    EmergencyRestore.run()
    EmergencyRestore.crashed(signal, info)
}

/// Ctrl-Z (the app raises SIGTSTP) or `kill -TSTP`: give the terminal
/// back, then stop for real; SIGTSTP stays pending until the handler returns.
private func stopHandler(_ signal: Int32) {
    let saved = errno
    EmergencyRestore.run()
    Glibc.signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)
    errno = saved
}

/// `fg` (after Ctrl-Z or `kill -STOP`): the shell has put its own modes back,
/// so raw mode, keypad transmit and the alternate screen are set again and
/// the app is told to repaint.
private func continueHandler(_ signal: Int32) {
    let saved = errno
    EmergencyRestore.reinstallStopHandler()
    EmergencyRestore.reenter()
    EmergencyRestore.wake(.continued)
    errno = saved
}

private func resizeHandler(_ signal: Int32) {
    let saved = errno
    EmergencyRestore.wake(.resize)
    errno = saved
}
