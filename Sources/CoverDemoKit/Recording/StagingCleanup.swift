#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TermCoverNcurses

/// Keeps a staged cast from outliving its recorder.
///
/// A staging file is named `.x.cast.rec-PID-XXXXXX` (see `HiddenName`),
/// after the destination and the recorder's process. A signal whose
/// default action ends the process, a crash (through `FatalSignals`) and
/// `exit()` with the recording still open each delete it (and the
/// destination's lock file, when the recorder made it) on the way out;
/// SIGKILL cannot be caught, so the next recording to the same path, once
/// it holds the destination's lock, deletes the staging file the lock file
/// names, if it is still the file that was created (`DestinationLock`). A
/// file of the user's that only looks like one is never deleted.
///
/// The paths are global because a signal handler can reach nothing else;
/// they are written on one thread before the handlers are installed, and
/// each path's bytes are stored before its length is published.
enum StagingCleanup {
    private static let capacity = 4096
    nonisolated(unsafe) private static let staging = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var stagingKnown = false
    nonisolated(unsafe) private static let lock = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var lockKnown = false
    nonisolated(unsafe) private static var installed = false

    /// Signals whose default action ends the process without a core dump
    /// worth keeping: each deletes the files first, then ends the process as it would have.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE,
                                       SIGVTALRM, SIGPROF, SIGXCPU, SIGPWR]

    /// Sets the files a signal deletes (nil: none), installing the handlers
    /// the first time, on signals still at their default action.
    static func register(staging stagingPath: String?, lock lockPath: String?) {
        store(stagingPath, in: staging, known: &stagingKnown)
        store(lockPath, in: lock, known: &lockKnown)
        guard !installed, stagingPath != nil else { return }
        installed = true
        // Once, for the process: with nothing registered both do nothing.
        atexit(cleanupNow)
        FatalSignals.add(cleanupNow, backtrace: ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"])
        for signal in terminating {
            var old = sigaction()
            sigaction(signal, nil, &old)
            guard unsafeBitCast(old.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_DFL, to: Int.self)
            else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = cleanupHandler
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }

    private static func store(_ path: String?, in buffer: UnsafeMutablePointer<CChar>, known: inout Bool) {
        known = false
        guard let path, path.utf8.count < capacity else { return }
        var i = 0
        for byte in path.utf8 { buffer[i] = CChar(bitPattern: byte); i += 1 }
        buffer[i] = 0
        known = true
    }

    /// Async-signal-safe: deletes the registered files.
    static func removeNow() {
        if stagingKnown { _ = unlink(staging) }
        if lockKnown { _ = unlink(lock) }
    }
}

private func cleanupHandler(_ signal: Int32) {
    StagingCleanup.removeNow()
    FatalSignals.die(of: signal)
}

private let cleanupNow: @convention(c) () -> Void = { StagingCleanup.removeNow() }
