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
    /// The self-pipe SIGWINCH and SIGCONT write to, or -1.
    nonisolated(unsafe) static var resizePipe: Int32 = -1

    /// Signals whose default action ends the process: after the terminal is
    /// back the process dies of the same signal. SIGXFSZ is not here: the
    /// executable ignores it, so a file-size limit is a write error (EFBIG).
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE,
                                       SIGVTALRM, SIGPROF, SIGXCPU, SIGIO, SIGPWR, SIGSTKFLT]
    /// Installs the handlers; `saved` holds the modes from before curses,
    /// put back on `fd`. `resizePipe` is written to on SIGWINCH and SIGCONT.
    @MainActor
    static func install(fd: Int32, saved: termios, resizePipe pipe: Int32, backtrace: String?) {
        leavingCount = 0
        enteringCount = 0
        rawModesKnown = false
        self.fd = fd
        SignalSafeWrite.prepare()
        modes.pointee = saved
        resizePipe = pipe
        TerminationRequest.prepare()
        for signal in terminating {
            // SIGINT, SIGTERM and SIGHUP ask the app to end first (see `TerminationRequest`).
            handle(signal, with: TerminationRequest.signals.contains(signal) ? terminationRequestHandler : terminatingHandler)
        }
        // Crashes: the shared handler runs this restore, then lets the process die.
        FatalSignals.add(fatalCleanup, backtrace: backtrace)
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
        for signal in terminating + [SIGTSTP, SIGCONT, SIGWINCH] {
            sigaction(signal, previous + Int(signal), nil)
        }
        FatalSignals.remove(fatalCleanup)
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

    /// The async-signal-safe part: the cached strings, then the saved modes.
    /// Neither may block: nobody may be reading the terminal (a stopped
    /// tmux pane, Ctrl-S), so the write is non-blocking, and the modes apply
    /// at once instead of after a drain. A process on its way out (`dying`)
    /// hands what the terminal did not take to a writer that waits for it
    /// (`SignalSafeWrite.eventually`); one that stops writes again on SIGCONT.
    static func run(dying: Bool) {
        guard fd >= 0 else { return }
        if dying {
            SignalSafeWrite.eventually(fd, leaving, leavingCount)
        } else {
            SignalSafeWrite.briefly(fd, leaving, leavingCount)
        }
        _ = tcsetattr(fd, TCSANOW, modes)
    }

    /// Back from a stop: the full-screen modes and sequences again.
    fileprivate static func reenter() {
        guard fd >= 0 else { return }
        if rawModesKnown { _ = tcsetattr(fd, TCSANOW, rawModes) }
        SignalSafeWrite.briefly(fd, entering, enteringCount)
    }

    static func wake(_ reason: SelfPipe.Reason) {
        var byte = reason.rawValue
        if resizePipe >= 0 { _ = write(resizePipe, &byte, 1) }
    }

    /// After a stop the SIGTSTP handler (which reset itself to stop for real) goes back in.
    fileprivate static func reinstallStopHandler() { handle(SIGTSTP, with: stopHandler, keepingPrevious: false) }
}

private func terminatingHandler(_ signal: Int32) {
    EmergencyRestore.run(dying: true)
    FatalSignals.die(of: signal)
}

private let fatalCleanup: FatalSignals.Cleanup = { EmergencyRestore.run(dying: true) }

/// Ctrl-Z (the app raises SIGTSTP) or `kill -TSTP`: give the terminal
/// back, then stop for real; SIGTSTP stays pending until the handler returns.
private func stopHandler(_ signal: Int32) {
    let saved = errno
    EmergencyRestore.run(dying: false)
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
