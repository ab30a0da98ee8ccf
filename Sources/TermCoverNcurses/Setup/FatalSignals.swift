import Glibc

/// The crash signals (SEGV, ILL, TRAP, ABRT, BUS, FPE, SYS) for every
/// process of the package: the app (`EmergencyRestore`), the `--record`
/// relay and a recording's staging file each add a cleanup, and one handler
/// runs them all, then lets the process die of the signal.
///
/// Sent by another process (`kill`), nothing crashed: the process dies at
/// once. A real crash goes on to what was there before (Swift's backtracer,
/// or the default action), with standard input first pointed at /dev/null
/// unless `SWIFT_BACKTRACE` says the backtracer never waits, so that its
/// "Press space to interact" does not hold a dying process for 30 s.
///
/// The state is global because a handler can reach nothing else. It is
/// written on one thread only, before or between signals, and a cleanup
/// slot is one word, so a handler sees either a whole cleanup or none.
package enum FatalSignals {
    /// What a handler runs: async-signal-safe calls only.
    package typealias Cleanup = @convention(c) () -> Void

    /// Crashes, including Swift traps (SIGILL, SIGTRAP) and fatalError's abort.
    package static let signals: [Int32] = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSYS]

    private static let capacity = 8
    nonisolated(unsafe) private static let cleanups: UnsafeMutablePointer<Cleanup?> = {
        let slots = UnsafeMutablePointer<Cleanup?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()
    nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) private static var backtracerMayWait = true

    /// Adds `cleanup` (once however often it is added), installing the
    /// handlers the first time. `backtrace` is `SWIFT_BACKTRACE`.
    package static func add(_ cleanup: Cleanup, backtrace: String?) {
        backtracerMayWait = backtracerWaits(backtrace)
        let slots = UnsafeMutableBufferPointer(start: cleanups, count: capacity)
        if !slots.contains(where: { $0.map { same($0, cleanup) } ?? false }),
           let free = slots.firstIndex(where: { $0 == nil }) {
            slots[free] = cleanup
        }
        guard !installed else { return }
        installed = true
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = fatalHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO
            sigaction(signal, &action, previous + Int(signal))
            sigaddset(&unblocked, signal)
        }
        // A parent may have left them blocked (test runners do); a crash must reach the handler.
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// Takes `cleanup` out; with none left, puts back what the process had before.
    package static func remove(_ cleanup: Cleanup) {
        for i in 0..<capacity where cleanups[i].map({ same($0, cleanup) }) ?? false { cleanups[i] = nil }
        guard installed, !(0..<capacity).contains(where: { cleanups[$0] != nil }) else { return }
        for signal in signals { sigaction(signal, previous + Int(signal), nil) }
        installed = false
    }

    /// False when `SWIFT_BACKTRACE` says the backtracer never asks for a key.
    package static func backtracerWaits(_ setting: String?) -> Bool {
        !(setting ?? "").split(separator: ",").contains { part in
            let s = String(part.filter { $0 != " " })
            return s == "interactive=no" || s == "enable=no" || s == "timeout=0s" || s == "timeout=none"
        }
    }

    /// Dies of `signal` as soon as the handler that calls it returns, so
    /// the parent's exit status tells what happened. For any handler.
    package static func die(of signal: Int32) {
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
    }

    private static func same(_ a: Cleanup, _ b: Cleanup) -> Bool {
        unsafeBitCast(a, to: UnsafeRawPointer.self) == unsafeBitCast(b, to: UnsafeRawPointer.self)
    }

    fileprivate static func runCleanups() {
        for i in 0..<capacity { cleanups[i]?() }
    }

    fileprivate static func crashed(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?) {
        // Sent by another process: nothing crashed here, there is nothing to report.
        if let info, info.pointee.si_code <= 0, info.pointee._sifields._kill.si_pid != getpid() {
            die(of: signal)
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
}

private func fatalHandler(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    FatalSignals.runCleanups()
    FatalSignals.crashed(signal, info)
}
