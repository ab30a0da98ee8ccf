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
        /// Decoding, order, pacing and the flood rules: see `KeyPacer`.
        var pacer = KeyPacer()
        var waiter: CheckedContinuation<[TerminalEvent], Never>?
        var deadline: Double?
        var stopped = false
        /// A SIGCONT came: the process was stopped and the screen must be repainted.
        var continued = false
        /// A signal asked the app to end: every wait from now on returns the end of input.
        var terminated = false
    }

    private let input: Int32
    private let sizeSource: Int32
    private let pipe: SelfPipe
    private let state = Mutex(State())
    private let done = DispatchSemaphore(value: 0)

    /// The size the terminal was opened at; a resize is reported when the size differs from the last one seen.
    private let initialSize: Size?

    /// Reads `input`; on SIGWINCH the size is read from `sizeSource`.
    /// `size` is what the terminal had when it was opened.
    /// `typeAhead` is what was read before the reader started (during the
    /// color query): it is decoded first, so keys typed at start-up are kept.
    init(input: Int32, sizeSource: Int32, pipe: SelfPipe, size: Size?, typeAhead: [UInt8] = []) {
        if !typeAhead.isEmpty { state.withLock { $0.pacer.feed(typeAhead, at: Monotonic.now) } }
        self.input = input
        self.sizeSource = sizeSource
        self.pipe = pipe
        initialSize = size
        Thread.detachNewThread { [self] in
            // Named, so that tools (and `make bench`'s idle check) can find it.
            Thread.current.name = "termcover-input"
            run()
            done.signal()
        }
    }

    /// Waits up to `timeout` seconds (nil: forever) for events; at most
    /// one key comes back. A key left over from an earlier call, while
    /// `timeout` says a frame is coming (the last key changed something),
    /// is held: the call that reaches the frame's time returns nothing, so
    /// the caller draws that frame, and the call after it gets the key.
    nonisolated(nonsending) func next(timeout: Double?) async -> [TerminalEvent] {
        await withCheckedContinuation { (waiter: CheckedContinuation<[TerminalEvent], Never>) in
            let (ready, replaced) = state.withLock { s -> ([TerminalEvent]?, CheckedContinuation<[TerminalEvent], Never>?) in
                if s.terminated { return ([.end], nil) }
                // A SIGCONT that came while nobody waited: return at once so the caller repaints.
                if s.continued { return ([], nil) }
                if s.stopped { return (s.pacer.takeOne(), nil) }
                if let ready = s.pacer.handOver(frameDue: timeout != nil, timedOut: (timeout ?? 1) <= 0) {
                    return (ready, nil)
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

    /// True once after a SIGCONT.
    func takeContinued() -> Bool {
        state.withLock { s in
            defer { s.continued = false }
            return s.continued
        }
    }

    /// Ends the current wait early, from any thread.
    func wake() { pipe.wake(.wake) }

    /// A frame went out: a key held for it may go.
    func frameDrawn() { state.withLock { $0.pacer.frameDrawn() } }

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

    /// Polls and reads; never stops reading while the input is open, so a
    /// Ctrl-C behind any flood is seen (the pacer bounds what is kept).
    private func run() {
        var inputOpen = true
        var fds = [pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: pipe.readEnd, events: Int16(POLLIN), revents: 0)]
        var chunk = [UInt8](repeating: 0, count: 4096)
        // One resize of a window can raise several SIGWINCHs; report each size once.
        // The size the terminal was opened at, not the size now: a resize
        // before this thread started must still be reported.
        var lastSize = initialSize ?? WindowSize.get(sizeSource)
        while true {
            let wake = state.withLock { s in [s.deadline, s.pacer.pendingDeadline].compactMap { $0 }.min() }
            let timeout = wake.map { Int32(clamping: Int((($0 - Monotonic.now) * 1000).rounded(.up))) }.map { max(0, $0) } ?? -1
            fds[0].fd = inputOpen ? input : -1
            if poll(&fds, 2, timeout) < 0, errno != EINTR { break }
            let now = Monotonic.now
            var stop = false
            var forced = false
            var resized: Size?
            if fds[1].revents != 0 {
                let reasons = pipe.drain()
                stop = reasons.contains(.stop)
                forced = reasons.contains(.wake) || reasons.contains(.continued)
                if reasons.contains(.continued) { state.withLock { $0.continued = true } }
                if reasons.contains(.terminate) {
                    forced = true
                    state.withLock { $0.terminated = true }
                }
                if reasons.contains(.resize), let size = WindowSize.get(sizeSource), size != lastSize {
                    lastSize = size
                    resized = size
                }
            }
            var n = 0
            var ended = false
            if inputOpen, fds[0].revents != 0 {
                n = read(input, &chunk, chunk.count)
                if n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR) {
                    ended = true
                    inputOpen = false
                }
            }
            let wakeUp = state.withLock { s -> (CheckedContinuation<[TerminalEvent], Never>, [TerminalEvent])? in
                if let resized { s.pacer.add([.resize(resized)]) }
                if n > 0 { s.pacer.feed(chunk[0..<n], at: now) }
                if ended { s.pacer.end() }
                s.pacer.flush(at: now)
                if stop { s.stopped = true }
                guard let waiter = s.waiter else { return nil }
                let timedOut = s.deadline.map { now >= $0 } ?? false
                let ready = s.terminated ? [.end] : s.stopped ? s.pacer.takeOne()
                    : s.pacer.handOver(frameDue: s.deadline != nil, timedOut: timedOut, forced: forced)
                guard let ready else { return nil }
                s.waiter = nil
                s.deadline = nil
                return (waiter, ready)
            }
            if let (waiter, events) = wakeUp { waiter.resume(returning: events) }
            if stop { break }
        }
    }
}
