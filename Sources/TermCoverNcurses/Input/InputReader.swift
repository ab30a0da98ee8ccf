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
        /// Keys from an earlier call are still queued: they wait for the frame the last key caused.
        var leftover = false
        /// A frame went out since the last key was handed over.
        var drawn = false

        /// Whether a queued key must wait (while a frame is due): no frame has
        /// shown the last key's effect yet, and what is on top may be about to
        /// change. Whether that key changed anything cannot be told from here
        /// (the graph may be dirty already), so any due frame is waited for.
        var mustHold: Bool { leftover && !drawn && handedOverFromBacklog < InputReader.pacedKeys }
        /// Keys handed over since the queue was last empty: past `pacedKeys`
        /// the backlog is a flood, and is handed over without waiting for frames.
        var handedOverFromBacklog = 0
        /// A held key's frame time came: the caller draws that frame, and its next call gets the key.
        var releaseNext = false
        /// The reader stopped reading because `queueLimit` events wait: a flood
        /// waits in the terminal's own buffer (its writer blocks) instead of in memory.
        var throttled = false
        /// A SIGCONT came: the process was stopped and the screen must be repainted.
        var continued = false

        /// The events up to and including the first key: one key per call.
        mutating func takeOne() -> [TerminalEvent] {
            let end = events.firstIndex { $0.isInput }.map { $0 + 1 } ?? events.count
            let taken = Array(events[..<end])
            events.removeFirst(end)
            leftover = !events.isEmpty
            if taken.contains(where: { $0.isInput }) {
                drawn = false
                handedOverFromBacklog = leftover ? handedOverFromBacklog + 1 : 0
            }
            return taken
        }

        /// Adds `fresh`; Ctrl-C goes ahead of keys still waiting, so quitting never waits behind a flood.
        mutating func add(_ fresh: [TerminalEvent]) {
            for event in fresh {
                if event == .key(.control("c")) {
                    events.insert(event, at: events.firstIndex { $0.isInput } ?? events.count)
                } else {
                    events.append(event)
                }
            }
        }
    }

    /// The most events kept waiting; past it the reader stops reading until
    /// the app catches up, and an endless flood (`yes | …`) waits in the
    /// terminal's own buffer instead of in memory. Large (about 2 MB of
    /// events), because only keys already read can be seen: a Ctrl-C typed
    /// behind a flood of up to this many keys still quits at once.
    static let queueLimit = 65_536
    /// How many keys of one backlog wait for a frame each: enough for any
    /// burst a person or a script sends (900 Escs over 341 covers), few
    /// enough that a flood of 43,000 keys is not replayed at 60 a second.
    static let pacedKeys = 1000

    private let input: Int32
    private let sizeSource: Int32
    private let pipe: SelfPipe
    private let state = Mutex(State())
    private let done = DispatchSemaphore(value: 0)

    /// The size the terminal was opened at; a resize is reported when the size differs from the last one seen.
    private let initialSize: Size?

    /// Reads `input`; on SIGWINCH the size is read from `sizeSource`.
    /// `size` is what the terminal had when it was opened.
    init(input: Int32, sizeSource: Int32, pipe: SelfPipe, size: Size?) {
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
                // A SIGCONT that came while nobody waited: return at once so the caller repaints.
                if s.continued { return ([], nil) }
                if s.releaseNext || s.stopped {
                    s.releaseNext = false
                    return (s.takeOne(), nil)
                }
                if s.mustHold, let timeout {
                    if timeout <= 0 {
                        s.releaseNext = true
                        return ([], nil)
                    }
                } else if !s.events.isEmpty || (timeout ?? 1) <= 0 {
                    return (s.takeOne(), nil)
                }
                let old = s.waiter
                s.waiter = waiter
                s.deadline = timeout.map { Monotonic.now + $0 }
                return (nil, old)
            }
            replaced?.resume(returning: [])
            let resumeReading = state.withLock { s in
                defer { if s.throttled && s.events.count < Self.queueLimit { s.throttled = false } }
                return s.throttled && s.events.count < Self.queueLimit
            }
            if let ready { waiter.resume(returning: ready) }
            if ready == nil || resumeReading { pipe.wake(.deadlineChanged) }
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
    func frameDrawn() { state.withLock { $0.drawn = true } }

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

    private func run() {
        var decoder = KeyDecoder()
        var inputOpen = true
        var fds = [pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: pipe.readEnd, events: Int16(POLLIN), revents: 0)]
        var chunk = [UInt8](repeating: 0, count: 4096)
        // One resize of a window can raise several SIGWINCHs; report each size once.
        // The size the terminal was opened at, not the size now: a resize
        // before this thread started must still be reported.
        var lastSize = initialSize ?? WindowSize.get(sizeSource)
        while true {
            let wake = [state.withLock { $0.deadline }, decoder.pendingDeadline].compactMap { $0 }.min()
            let timeout = wake.map { Int32(clamping: Int((($0 - Monotonic.now) * 1000).rounded(.up))) }.map { max(0, $0) } ?? -1
            let full = state.withLock { s in
                if s.events.count >= Self.queueLimit { s.throttled = true }
                return s.throttled
            }
            fds[0].fd = inputOpen && !full ? input : -1
            if poll(&fds, 2, timeout) < 0, errno != EINTR { break }
            let now = Monotonic.now
            var fresh: [TerminalEvent] = []
            var stop = false
            var forced = false
            if fds[1].revents != 0 {
                let reasons = pipe.drain()
                stop = reasons.contains(.stop)
                forced = reasons.contains(.wake) || reasons.contains(.continued)
                if reasons.contains(.continued) { state.withLock { $0.continued = true } }
                if reasons.contains(.resize), let size = WindowSize.get(sizeSource), size != lastSize {
                    lastSize = size
                    fresh.append(.resize(size))
                }
            }
            if inputOpen, fds[0].revents != 0 {
                let n = read(input, &chunk, chunk.count)
                if n > 0 {
                    fresh += decoder.feedEvents(chunk[0..<n], at: now)
                } else if n == 0 || (errno != EAGAIN && errno != EINTR) {
                    fresh += decoder.flushEvents(at: .infinity)
                    fresh.append(.end)
                    inputOpen = false
                }
            }
            fresh += decoder.flushEvents(at: now)
            deliver(fresh, at: now, stopping: stop, forced: forced)
            if stop { break }
        }
    }

    /// Queues `fresh` and wakes the waiter if it has something or its time is up.
    private func deliver(_ fresh: [TerminalEvent], at now: Double, stopping: Bool, forced: Bool) {
        let wakeUp = state.withLock { s -> (CheckedContinuation<[TerminalEvent], Never>, [TerminalEvent])? in
            s.add(fresh)
            if stopping { s.stopped = true }
            guard let waiter = s.waiter else { return nil }
            let timedOut = s.deadline.map { now >= $0 } ?? false
            // Held keys wait for the frame's deadline, whatever else arrives;
            // a forced wake (the app has a frame to draw) returns without them.
            // A wait that holds a key ends only at the frame's time (then the
            // key goes to the next call), a forced wake or a stop.
            let holding = s.mustHold && s.deadline != nil && !s.stopped
            guard (!s.events.isEmpty && !holding) || timedOut || s.stopped || forced else { return nil }
            s.waiter = nil
            s.deadline = nil
            if holding {
                if timedOut { s.releaseNext = true }
                return (waiter, [])
            }
            return (waiter, s.takeOne())
        }
        if let (waiter, events) = wakeUp { waiter.resume(returning: events) }
    }
}

extension TerminalEvent {
    /// A key or a mouse report: what the user did, handed over one per call.
    fileprivate var isInput: Bool {
        switch self {
        case .key, .mouse: true
        case .resize, .end: false
        }
    }
}
