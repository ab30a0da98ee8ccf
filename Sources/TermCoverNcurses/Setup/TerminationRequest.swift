import Foundation
import Glibc
import Synchronization

/// SIGINT, SIGTERM and SIGHUP ask the app to end, as Ctrl-C typed at it
/// does, instead of killing it outright: the handler notes the signal and
/// wakes the input thread, which ends the run loop (`TerminalEvent.end`).
/// The app then keeps what it saved (Linux's Foundation writes
/// `UserDefaults` to disk only on `synchronize()`, which a handler may not
/// call), gives the terminal back, and dies of the signal, so the parent
/// sees the status it always did.
///
/// A second such signal, or an app that has not ended `grace` seconds after
/// the first (its main thread blocked writing to a terminal nobody reads,
/// say), ends the process as every other terminating signal does: the
/// emergency restore, then death by the signal. A thread parked on a
/// semaphore (posting one is async-signal-safe) keeps that time; it costs
/// nothing until a signal comes.
enum TerminationRequest {
    /// The signals that ask rather than kill.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// How long the app has to end on its own once asked.
    static let grace: Double = 1

    /// The signal that asked, or 0.
    private static let asked = Atomic<Int32>(0)
    nonisolated(unsafe) private static let semaphore: UnsafeMutablePointer<sem_t> = {
        let s = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
        sem_init(s, 0, 0)
        return s
    }()

    /// The signal that asked the app to end, if one did.
    static var signal: Int32? {
        let s = asked.load(ordering: .acquiring)
        return s == 0 ? nil : s
    }

    /// Ready for a run: no signal noted, the watchdog waiting. Before the handlers go in.
    @MainActor
    static func prepare() {
        asked.store(0, ordering: .releasing)
        _ = watchdog
    }

    /// Started once, the first time a live terminal opens.
    @MainActor
    private static let watchdog: Void = {
        Thread.detachNewThread {
            Thread.current.name = "termcover-exit"
            TerminationRequest.keepTime()
        }
    }()

    /// The watchdog's thread: waits for a request, gives the app `grace`
    /// seconds, and, if the process is still there, ends it.
    private static func keepTime() {
        while sem_wait(semaphore) != 0 {}
        var rest = timespec(tv_sec: Int(grace), tv_nsec: Int((grace - grace.rounded(.down)) * 1e9))
        var left = timespec()
        while nanosleep(&rest, &left) != 0 { rest = left }
        EmergencyRestore.run(dying: true)
        let s = signal ?? SIGTERM
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, s)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        FatalSignals.die(of: s)
    }

    /// The handler's part, async-signal-safe: true when this is the first
    /// request (the app will end on its own), false when one came before.
    static func note(_ signal: Int32) -> Bool {
        guard asked.compareExchange(expected: 0, desired: signal, ordering: .acquiringAndReleasing).exchanged else {
            return false
        }
        EmergencyRestore.wake(.terminate)
        sem_post(semaphore)
        return true
    }
}

/// SIGINT, SIGTERM, SIGHUP: the first asks the app to end; a second, as
/// any other terminating signal, gives the terminal back and dies at once.
func terminationRequestHandler(_ signal: Int32) {
    let saved = errno
    if !TerminationRequest.note(signal) {
        EmergencyRestore.run(dying: true)
        FatalSignals.die(of: signal)
    }
    errno = saved
}

extension NcursesTerminal {
    /// The SIGINT, SIGTERM or SIGHUP that ended the run, if one did: the
    /// input ended (`TerminalEvent.end`) because the process was asked to
    /// end. Only a live terminal (`live`) hears signals.
    public var terminationSignal: Int32? {
        capture == nil ? TerminationRequest.signal : nil
    }

    /// Once the terminal is given back (`restore()`): when a signal asked
    /// the process to end, it dies of that signal now, so that its parent
    /// (a shell, a service manager) sees the status it would have seen.
    /// Call it when what the app keeps is saved.
    public func endIfAskedTo() {
        guard isRestored, let signal = terminationSignal else { return }
        FatalSignals.die(of: signal)
    }
}
