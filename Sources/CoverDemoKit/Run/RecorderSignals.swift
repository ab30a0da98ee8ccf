import Glibc
import TermCoverNcurses

/// What the `--record` process (the relay between the terminal and the
/// recorded app) does on a signal it cannot pass on: give the terminal
/// back, delete a staging file, end the child, and die of the signal, as
/// the app itself does (`EmergencyRestore` in TermCoverNcurses); crash
/// signals go through the same `FatalSignals` handler as the app's.
///
/// Installed before anything touches the terminal (the start-up color
/// query already puts it in raw mode), so TERM, INT or HUP at any moment
/// restore its modes, and SIGTSTP gives them back before the recorder stops
/// (and takes the modes of the moment again once it is continued). Once the
/// relay runs, it takes over the signals it passes on to the child, and
/// SIGTSTP; the crash signals stay here.
///
/// The state is global because a handler can reach nothing else; it is
/// written on the main thread only, each part complete before a flag or
/// length says it is there, and handlers only read it.
package enum RecorderSignals {
    private static let capacity = 512
    nonisolated(unsafe) private static let modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static var modesKnown = false
    nonisolated(unsafe) private static let leaving = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var leavingCount = 0
    nonisolated(unsafe) private static var outputFD: Int32 = STDOUT_FILENO
    nonisolated(unsafe) private static var child: pid_t = 0

    /// Signals whose default action ends the process. The relay passes
    /// them on to the child later; before that they end the recorder here.
    /// SIGPIPE is among them during start-up (a reader gone mid-query must
    /// not leave raw mode on); the relay ignores it once it runs.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
                                       SIGPROF, SIGXCPU, SIGIO, SIGPWR, SIGSTKFLT, SIGPIPE]

    /// Saves the terminal's modes (standard input) and installs the
    /// handlers. `backtrace` is `SWIFT_BACKTRACE` (see `FatalSignals`).
    package static func install(backtrace: String?) {
        SignalSafeWrite.prepare()
        var saved = termios()
        if tcgetattr(STDIN_FILENO, &saved) == 0 {
            modes.pointee = saved
            modesKnown = true
        }
        // Unblocked too: a parent may have left them blocked (test runners do).
        var set = sigset_t()
        sigemptyset(&set)
        for signal in terminating {
            handle(signal, terminatingHandler)
            sigaddset(&set, signal)
        }
        // A parent without job control ignores SIGTSTP for its children: then it stays ignored.
        var old = sigaction()
        sigaction(SIGTSTP, nil, &old)
        if unsafeBitCast(old.__sigaction_handler.sa_handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) {
            handle(SIGTSTP, startUpStopHandler)
            sigaddset(&set, SIGTSTP)
        }
        FatalSignals.add(fatalCleanup, backtrace: backtrace)
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

    fileprivate static func handle(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }

    /// Async-signal-safe: the leaving string (never blocking: what a
    /// terminal nobody reads cannot take now, it gets once it drains), the
    /// saved modes, the staging file, the child.
    fileprivate static func restore() {
        if leavingCount > 0 { SignalSafeWrite.eventually(outputFD, leaving, leavingCount) }
        if modesKnown { _ = tcsetattr(STDIN_FILENO, TCSANOW, modes) }
        StagingCleanup.removeNow()
        if child > 0 { kill(child, SIGHUP) }
    }

    /// SIGTSTP before the relay runs (the color query's raw mode, say):
    /// the shell's modes back, then a real stop, in this handler; once
    /// continued, the modes of the moment again. A stop the kernel drops
    /// (an orphaned process group) comes straight back.
    fileprivate static func stopDuringStartUp() {
        var current = termios()
        let currentKnown = tcgetattr(STDIN_FILENO, &current) == 0
        if modesKnown { _ = tcsetattr(STDIN_FILENO, TCSANOW, modes) }
        Glibc.signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        // The handler blocks SIGTSTP; unblocked, the pending one stops the process right here.
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        handle(SIGTSTP, startUpStopHandler)
        if currentKnown { _ = tcsetattr(STDIN_FILENO, TCSANOW, &current) }
    }
}

private func terminatingHandler(_ signal: Int32) {
    RecorderSignals.restore()
    FatalSignals.die(of: signal)
}

private let fatalCleanup: FatalSignals.Cleanup = { RecorderSignals.restore() }

private func startUpStopHandler(_ signal: Int32) {
    let saved = errno
    RecorderSignals.stopDuringStartUp()
    errno = saved
}
