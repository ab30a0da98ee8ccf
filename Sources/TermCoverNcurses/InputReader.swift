import Foundation
import Glibc
import Synchronization
import TermCoverCore

/// Reads the terminal's input on a thread of its own, blocked in `poll` on
/// the input and a self-pipe, and decodes it with `KeyDecoder`. It wakes
/// only for bytes, a resize, a waiter's deadline or the decoder's escape
/// deadline: when idle it sleeps with no timeout at all.
final class InputReader: Sendable {
    private struct State {
        var events: [TerminalEvent] = []
        var waiter: CheckedContinuation<[TerminalEvent], Never>?
        var deadline: Double?
        var stopped = false
    }

    private let input: Int32
    private let sizeSource: Int32
    private let pipe: SelfPipe
    private let state = Mutex(State())
    private let done = DispatchSemaphore(value: 0)

    /// Reads `input`; on SIGWINCH the size is read from `sizeSource`.
    init(input: Int32, sizeSource: Int32, pipe: SelfPipe) {
        self.input = input
        self.sizeSource = sizeSource
        self.pipe = pipe
        // The size now, not when the thread gets to run: a resize in between
        // would otherwise be taken for the size already known and never reported.
        let openedSize = WindowSize.get(sizeSource)
        Thread.detachNewThread { [self] in
            run(lastSize: openedSize)
            done.signal()
        }
    }

    /// Waits up to `timeout` seconds (nil: forever) for events.
    func next(timeout: Double?) async -> [TerminalEvent] {
        await withCheckedContinuation { (waiter: CheckedContinuation<[TerminalEvent], Never>) in
            let (ready, replaced) = state.withLock { s -> ([TerminalEvent]?, CheckedContinuation<[TerminalEvent], Never>?) in
                if !s.events.isEmpty || s.stopped || (timeout ?? 1) <= 0 {
                    defer { s.events = [] }
                    return (s.events, nil)
                }
                let old = s.waiter
                s.waiter = waiter
                s.deadline = timeout.map { Monotonic.now + $0 }
                return (nil, old)
            }
            replaced?.resume(returning: [])
            if let ready { waiter.resume(returning: ready) } else { pipe.wake(.deadlineChanged) }
        }
    }

    /// Ends the current wait early, from any thread.
    func wake() { pipe.wake(.wake) }

    /// Stops the thread and waits for it, so its descriptors can be closed.
    func stop() {
        pipe.wake(.stop)
        _ = done.wait(timeout: .now() + 2)
        let waiter = state.withLock { s -> CheckedContinuation<[TerminalEvent], Never>? in
            defer { s.waiter = nil }
            return s.waiter
        }
        waiter?.resume(returning: [])
    }

    private func run(lastSize openedSize: Size?) {
        var decoder = KeyDecoder()
        var inputOpen = true
        var fds = [pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: pipe.readEnd, events: Int16(POLLIN), revents: 0)]
        var chunk = [UInt8](repeating: 0, count: 4096)
        // One resize of a window can raise several SIGWINCHs; report each size once.
        var lastSize = openedSize
        while true {
            let wake = [state.withLock { $0.deadline }, decoder.pendingDeadline].compactMap { $0 }.min()
            let timeout = wake.map { Int32(clamping: Int((($0 - Monotonic.now) * 1000).rounded(.up))) }.map { max(0, $0) } ?? -1
            fds[0].fd = inputOpen ? input : -1
            if poll(&fds, 2, timeout) < 0, errno != EINTR { break }
            let now = Monotonic.now
            var fresh: [TerminalEvent] = []
            var stop = false
            var forced = false
            if fds[1].revents != 0 {
                let reasons = pipe.drain()
                stop = reasons.contains(.stop)
                forced = reasons.contains(.wake)
                if reasons.contains(.resize), let size = WindowSize.get(sizeSource), size != lastSize {
                    lastSize = size
                    fresh.append(.resize(size))
                }
            }
            if inputOpen, fds[0].revents != 0 {
                let n = read(input, &chunk, chunk.count)
                if n > 0 {
                    fresh += decoder.feed(chunk[0..<n], at: now).map(TerminalEvent.key)
                } else if n == 0 || (errno != EAGAIN && errno != EINTR) {
                    fresh += decoder.flush(at: .infinity).map(TerminalEvent.key)
                    fresh.append(.end)
                    inputOpen = false
                }
            }
            fresh += decoder.flush(at: now).map(TerminalEvent.key)
            deliver(fresh, at: now, stopping: stop, forced: forced)
            if stop { break }
        }
    }

    /// Queues `fresh` and wakes the waiter if it has something or its time is up.
    private func deliver(_ fresh: [TerminalEvent], at now: Double, stopping: Bool, forced: Bool) {
        let wakeUp = state.withLock { s -> (CheckedContinuation<[TerminalEvent], Never>, [TerminalEvent])? in
            s.events += fresh
            if stopping { s.stopped = true }
            guard let waiter = s.waiter else { return nil }
            let timedOut = s.deadline.map { now >= $0 } ?? false
            guard !s.events.isEmpty || timedOut || s.stopped || forced else { return nil }
            defer { s.waiter = nil; s.deadline = nil; s.events = [] }
            return (waiter, s.events)
        }
        if let (waiter, events) = wakeUp { waiter.resume(returning: events) }
    }
}
