import Glibc

/// Gives the terminal back when the process dies from a signal, using only
/// async-signal-safe calls: `write` of strings cached at start-up, then
/// `tcsetattr` with the termios saved before curses started.
///
/// The state is global because a signal handler can reach nothing else. It
/// is `nonisolated(unsafe)` because a handler can neither take a lock nor
/// hop to an actor. It is written only on the main actor, and handlers only
/// read it: everything is set before `install`, except the leaving sequence,
/// whose bytes are stored before its length is published (an aligned word
/// store), so a handler sees either no sequence or a whole one.
///
/// The handlers go in before `newterm`, so ncurses, which only adds its own
/// where the disposition is still the default, adds none, and `uninstall`
/// puts back exactly what the process had before.
enum EmergencyRestore {
    private static let capacity = 512
    nonisolated(unsafe) private static var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var count = 0
    nonisolated(unsafe) private static var fd: Int32 = -1
    nonisolated(unsafe) private static var modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    /// The self-pipe SIGWINCH writes to, or -1.
    nonisolated(unsafe) static var resizePipe: Int32 = -1

    /// Signals after which the process should end as it would have, once the terminal is back.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Crashes, including Swift traps (SIGILL, SIGTRAP) and fatalError's abort.
    static let fatal: [Int32] = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE]

    /// Installs the handlers; `saved` holds the modes from before curses,
    /// put back on `fd`. `resizePipe` is written to on SIGWINCH.
    @MainActor
    static func install(fd: Int32, saved: termios, resizePipe pipe: Int32) {
        count = 0
        self.fd = fd
        modes.pointee = saved
        resizePipe = pipe
        for signal in terminating { handle(signal, with: terminatingHandler) }
        for signal in fatal { handle(signal, with: fatalHandler) }
        handle(SIGWINCH, with: resizeHandler, flags: SA_RESTART)
    }

    /// Stores the terminal's strings for leaving curses, known once it has started.
    @MainActor
    static func arm(sequence: [UInt8]) {
        let length = min(sequence.count, capacity)
        for i in 0..<length { bytes[i] = sequence[i] }
        count = length
    }

    /// Puts back the handlers that were there before `install`.
    @MainActor
    static func uninstall() {
        for signal in terminating + fatal + [SIGWINCH] { sigaction(signal, previous + Int(signal), nil) }
        resizePipe = -1
        fd = -1
    }

    private static func handle(_ signal: Int32, with handler: @convention(c) (Int32) -> Void, flags: Int32 = 0) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        sigaction(signal, &action, previous + Int(signal))
    }

    /// The async-signal-safe part: the cached strings, then the saved modes.
    fileprivate static func run() {
        guard fd >= 0 else { return }
        _ = write(fd, bytes, count)
        _ = tcsetattr(fd, TCSADRAIN, modes)
    }

    fileprivate static func chain(_ signal: Int32) {
        // The previous handler (Swift's backtracer, or the default) gets the
        // signal once this handler returns: a fault re-executes, a raise stays pending.
        sigaction(signal, previous + Int(signal), nil)
        raise(signal)
    }
}

private func terminatingHandler(_ signal: Int32) {
    EmergencyRestore.run()
    // Die of the same signal, so the parent's exit status tells what happened.
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}

private func fatalHandler(_ signal: Int32) {
    EmergencyRestore.run()
    EmergencyRestore.chain(signal)
}

private func resizeHandler(_ signal: Int32) {
    let saved = errno
    var byte = SelfPipe.Reason.resize.rawValue
    if EmergencyRestore.resizePipe >= 0 { _ = write(EmergencyRestore.resizePipe, &byte, 1) }
    errno = saved
}
