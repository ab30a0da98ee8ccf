import Glibc

/// What the `--record` process (the relay between the terminal and the
/// recorded app) does on a signal it cannot pass on: give the terminal
/// back, delete a staging file, end the child, and die of the signal, as
/// the app itself does (`EmergencyRestore` in TermCoverNcurses).
///
/// Installed before anything touches the terminal (the start-up color
/// query already puts it in raw mode), so TERM, INT or HUP at any moment
/// restore its modes. Once the relay runs, it takes over the signals it
/// passes on to the child; the crash signals stay here.
///
/// The state is global because a handler can reach nothing else; it is
/// written on the main thread only, each part complete before a flag or
/// length says it is there, and handlers only read it.
public enum RecorderSignals {
    private static let capacity = 512
    nonisolated(unsafe) private static let modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static var modesKnown = false
    nonisolated(unsafe) private static let leaving = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var leavingCount = 0
    nonisolated(unsafe) private static var outputFD: Int32 = STDOUT_FILENO
    nonisolated(unsafe) private static var child: pid_t = 0
    nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    nonisolated(unsafe) private static var backtracerMayWait = true

    /// Signals whose default action ends the process. The relay passes
    /// them on to the child later; before that they end the recorder here.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
                                       SIGPROF, SIGXCPU, SIGIO, SIGPWR, SIGSTKFLT]
    /// Crashes, whether real or sent with `kill`.
    static let fatal: [Int32] = [SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS]

    /// Saves the terminal's modes (standard input) and installs the
    /// handlers. `backtrace` is `SWIFT_BACKTRACE`: unless it says the
    /// backtracer never waits, a real crash's report is printed with
    /// standard input on /dev/null, so it does not ask for a key for 30 s.
    public static func install(backtrace: String?) {
        var saved = termios()
        if tcgetattr(STDIN_FILENO, &saved) == 0 {
            modes.pointee = saved
            modesKnown = true
        }
        backtracerMayWait = !(backtrace ?? "").split(separator: ",").contains { setting in
            let s = String(setting.filter { $0 != " " })
            return s == "interactive=no" || s == "enable=no"
        }
        // Unblocked too: a parent may have left them blocked (test runners do).
        var set = sigset_t()
        sigemptyset(&set)
        for signal in terminating {
            handle(signal, flags: 0, handler: terminatingHandler)
            sigaddset(&set, signal)
        }
        for signal in fatal {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = fatalHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO
            sigaction(signal, &action, previous + Int(signal))
            sigaddset(&set, signal)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// The child is running on its pty: a handler ends it, and writes
    /// `sequence` to `output` (the terminal, non-blocking) since the
    /// child's screen modes are on.
    static func arm(child pid: pid_t, leaving sequence: [UInt8], output: Int32) {
        outputFD = output
        for i in 0..<min(sequence.count, capacity) { leaving[i] = sequence[i] }
        leavingCount = min(sequence.count, capacity)
        child = pid
    }

    private static func handle(_ signal: Int32, flags: Int32, handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        sigaction(signal, &action, nil)
    }

    /// Async-signal-safe: the leaving string (never blocking for long),
    /// the saved modes, the staging file, the child.
    fileprivate static func restore() {
        if leavingCount > 0 { writeBriefly(outputFD, leaving, leavingCount) }
        if modesKnown { _ = tcsetattr(STDIN_FILENO, TCSANOW, modes) }
        StagingCleanup.removeNow()
        if child > 0 { kill(child, SIGHUP) }
    }

    /// Writes what the terminal takes within about 200 ms, then gives up:
    /// nobody may be reading it.
    static func writeBriefly(_ fd: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) {
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0, flags & O_NONBLOCK == 0 { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
        var offset = 0, waited: Int32 = 0
        while offset < count {
            let n = write(fd, bytes + offset, count - offset)
            if n > 0 { offset += n; continue }
            if n < 0, errno == EINTR { continue }
            guard n < 0, errno == EAGAIN, waited < 200 else { break }
            var writable = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            _ = poll(&writable, 1, 20)
            waited += 20
        }
        if flags >= 0, flags & O_NONBLOCK == 0 { _ = fcntl(fd, F_SETFL, flags) }
    }

    fileprivate static func crashed(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?) {
        // Sent by another process: nothing crashed, there is nothing to report.
        if let info, info.pointee.si_code <= 0, info.pointee._sifields._kill.si_pid != getpid() {
            dieNow(signal)
            return
        }
        if backtracerMayWait {
            let null = open("/dev/null", O_RDONLY)
            if null >= 0 { _ = dup2(null, STDIN_FILENO) }
        }
        // Swift's backtracer (or the default action) gets it once this handler returns.
        sigaction(signal, previous + Int(signal), nil)
        raise(signal)
    }

    fileprivate static func dieNow(_ signal: Int32) {
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
    }
}

private func terminatingHandler(_ signal: Int32) {
    RecorderSignals.restore()
    RecorderSignals.dieNow(signal)
}

private func fatalHandler(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    RecorderSignals.restore()
    RecorderSignals.crashed(signal, info)
}
