import TermCoverTesting

/// An event source for a real `FrameLoop` on a manual clock: keys arrive at
/// given times; waiting for input moves the clock to the next key or to the
/// loop's frame deadline, whichever comes first; they are handed over as
/// the live reader hands them over, through a `KeyPacer`. After the last key time
/// runs on for `tail` seconds, then input ends. With a `timer`, it fires
/// while the loop waits, whenever its deadline comes first, as a live run
/// loop's timer would.
@MainActor
final class ScriptedEvents: TerminalEventSource {
    private var keys: [(time: Double, key: Key)]
    private let clock: ManualClock
    private let tail: Double
    private var endTime: Double?
    let timer: ManualFrameTimer?
    private var woken = false
    /// What the live reader keeps between reads.
    private var pacer = KeyPacer()
    private var ended = false
    private var waiting = false
    /// Calls to `nextEvents` so far.
    private(set) var waits = 0

    init(_ keys: [(time: Double, key: Key)], clock: ManualClock, tail: Double, timer: ManualFrameTimer? = nil) {
        self.keys = keys.sorted { $0.time < $1.time }
        self.clock = clock
        self.tail = tail
        self.timer = timer
    }

    func nextEvents(timeout: Double?) async -> [TerminalEvent] {
        let deadline = timeout.map { clock.now + $0 }
        waits += 1
        waiting = true
        defer { waiting = false }
        // As the live reader: what waits first, paced by the same rules.
        if let ready = pacer.handOver(frameDue: deadline != nil, timedOut: (timeout ?? 1) <= 0) { return ready }
        while true {
            // Tasks resumed by the last frame run before time moves on.
            for _ in 0..<5 { await Task.yield() }
            if woken {
                woken = false
                return pacer.handOver(frameDue: deadline != nil, timedOut: deadline.map { clock.now >= $0 } ?? false,
                                      forced: true) ?? []
            }
            let target = keys.first?.time ?? endTime ?? (clock.now + tail)
            if let due = timer?.deadline, due < target, deadline.map({ due < $0 }) ?? true {
                timer?.fire()
                continue
            }
            if keys.isEmpty, endTime == nil { endTime = target }
            if let deadline, deadline < target || ended {
                clock.set(deadline)
                if let ready = pacer.handOver(frameDue: true, timedOut: true) { return ready }
                continue
            }
            clock.set(target)
            if keys.isEmpty, !ended {
                pacer.end()
                ended = true
            }
            // Keys due together arrive in one read, as from a real terminal.
            while let first = keys.first, first.time <= clock.now {
                pacer.add([.key(first.key)])
                keys.removeFirst()
            }
            if let ready = pacer.handOver(frameDue: deadline != nil, timedOut: deadline.map { clock.now >= $0 } ?? false) {
                return ready
            }
        }
    }

    /// A frame went out: a key held for it may go.
    func frameDrawn() { pacer.frameDrawn() }

    /// Ends the wait at once, as a live source does when state changes
    /// (only from the main actor here, as the tests do).
    nonisolated func wake() {
        MainActor.assumeIsolated { if waiting { woken = true } }
    }
}

