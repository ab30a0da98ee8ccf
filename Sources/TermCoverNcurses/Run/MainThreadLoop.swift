import CNcurses
import Foundation
import Glibc
import Synchronization
import TermCoverCore

/// The main thread's loop for a whole run: it serves the main actor (the
/// main dispatch queue) and fires frames, with one `ppoll` a frame.
///
/// Foundation's `RunLoop` did the same job, but a pass of CoreFoundation's
/// loop around every frame (its timer bookkeeping, an `epoll_wait` behind the
/// `ppoll`, re-arming a timerfd) cost about as much CPU as the wake-up itself,
/// 60 µs a frame here. This loop waits on the main queue's eventfd with the
/// next frame's deadline as the timeout, so a frame is that one wake-up.
/// `Timer`s an app schedules on the main run loop still fire: their next date
/// bounds the wait, and a run-loop pass fires them when due.
@MainActor
package final class MainThreadLoop: FrameTimer {
    /// The loop `run()` runs; frame timers of live runs on the main thread use it.
    package static let shared = MainThreadLoop()

    /// True while `run()` is serving the main thread.
    package nonisolated static var isRunning: Bool { running.withLock { $0 } }
    private nonisolated static let running = Mutex(false)

    private var pending = PendingFrameCall()

    /// Calls `fire` on the main thread `seconds` from now, replacing the call pending.
    package func schedule(after seconds: Double, _ fire: @escaping @MainActor () -> Void) {
        pending.set(fire, at: Monotonic.now + max(0, seconds))
    }

    /// Drops the pending call.
    package func cancel() { pending.clear() }

    /// Serves the main thread for the rest of the process. Call it from the
    /// main thread, from synchronous code.
    package nonisolated static func run() -> Never {
        serve { false }
        preconditionFailure("MainThreadLoop.run() returned")
    }

    /// Serves the main thread until `finished` says so, then returns. Call
    /// it from the main thread where `mayServe` holds.
    package nonisolated static func serve(until finished: @escaping @MainActor () -> Bool) {
        precondition(Thread.isMainThread, "MainThreadLoop must serve the main thread")
        running.withLock { $0 = true }
        defer { running.withLock { $0 = false } }
        MainActor.assumeIsolated { shared.serve(until: finished) }
    }

    /// True when the caller may serve the main thread from here and return
    /// later: this is the main thread, no loop serves it, and the main queue
    /// is not being drained around the caller (an `async` main's first job,
    /// before anything awaited, is such a place; a job the main queue runs
    /// is not, as a job posted now would wait for it). Tested by posting a
    /// job and draining once.
    package nonisolated static var mayServe: Bool {
        guard Thread.isMainThread, !isRunning else { return false }
        let ran = DrainProbe()
        DispatchQueue.main.async { ran.flag.withLock { $0 = true } }
        if let queue = PrivateExports.mainQueue {
            queue.drain(nil)
        } else {
            keepDefaultModeWaiting()
            _ = RunLoop.main.run(mode: .default, before: Date())
        }
        return ran.flag.withLock { $0 }
    }

    private func serve(until finished: @MainActor () -> Bool) {
        guard let queue = PrivateExports.mainQueue, let timers = PrivateExports.timerDates else {
            return servePublicly(until: finished)
        }
        let handle = queue.handle()
        while !finished() {
            let now = Monotonic.now
            var wait = pending.deadline.map { max(0, $0 - now) }
            // Asked once a pass: it looks the mode up by name under a lock.
            let timer = timers.secondsToNextTimer()
            if let timer { wait = min(wait ?? timer, timer) }
            var ready = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
            if let wait {
                var timeout = timespec(tv_sec: Int(wait), tv_nsec: Int((wait - wait.rounded(.down)) * 1e9))
                _ = ppoll(&ready, 1, &timeout, nil)
            } else {
                _ = ppoll(&ready, 1, nil, nil)
            }
            if ready.revents & Int16(POLLIN) != 0 {
                // The eventfd counts wake-ups; reading it resets it, as
                // CoreFoundation does, before the queue is drained.
                var count: UInt64 = 0
                _ = read(handle, &count, MemoryLayout<UInt64>.size)
                queue.drain(nil)
            }
            if let due = pending.deadline, Monotonic.now >= due { pending.take()?.call() }
            if let timer, Monotonic.now >= now + timer {
                _ = RunLoop.main.run(mode: .default, before: Date())
            }
        }
    }

    /// The same service through Foundation's public `RunLoop` alone, for a
    /// libdispatch or Foundation without the hooks: a run-loop pass around
    /// each frame, which costs more CPU a frame but keeps every behaviour.
    private func servePublicly(until finished: @MainActor () -> Bool) {
        Self.keepDefaultModeWaiting()
        while !finished() {
            let until = pending.deadline.map { Date(timeIntervalSinceNow: max(0, $0 - Monotonic.now)) } ?? .distantFuture
            _ = RunLoop.main.run(mode: .default, before: until)
            if let due = pending.deadline, Monotonic.now >= due { pending.take()?.call() }
        }
    }

    /// A run loop with nothing in its mode returns at once; a timer that
    /// never fires keeps the default mode waiting for the main queue and the
    /// frame deadline. Added once.
    private nonisolated static func keepDefaultModeWaiting() {
        let first = keptWaiting.withLock { kept in
            defer { kept = true }
            return !kept
        }
        if first { RunLoop.main.add(Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }, forMode: .default) }
    }
    private nonisolated static let keptWaiting = Mutex(false)
}

/// Whether the job `MainThreadLoop.mayServe` posts has run.
private final class DrainProbe: Sendable {
    let flag = Mutex(false)
}
