import TermCoverTesting

/// An event source for a real `FrameLoop` on a manual clock: keys arrive at
/// given times; waiting for input moves the clock to the next key or to the
/// loop's frame deadline, whichever comes first. After the last key time
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
        let started = clock.now
        waits += 1
        waiting = true
        defer { waiting = false }
        while true {
            // Tasks resumed by the last frame run before time moves on.
            for _ in 0..<5 { await Task.yield() }
            if woken {
                woken = false
                return []
            }
            let target = keys.first?.time ?? endTime ?? (clock.now + tail)
            guard let due = timer?.deadline, due < target, timeout.map({ due < started + $0 }) ?? true else { break }
            timer?.fire()
        }
        let timeout = timeout.map { max(0, started + $0 - clock.now) }
        let target = keys.first?.time ?? endTime ?? (clock.now + tail)
        if keys.isEmpty, endTime == nil { endTime = target }
        if let timeout, clock.now + timeout < target {
            clock.advance(by: timeout)
            return []
        }
        clock.set(target)
        if keys.isEmpty { return [.end] }
        // Keys due together arrive in one read, as from a real terminal.
        var due: [TerminalEvent] = []
        while let first = keys.first, first.time <= clock.now {
            due.append(.key(first.key))
            keys.removeFirst()
        }
        return due
    }

    /// Ends the wait at once, as a live source does when state changes
    /// (only from the main actor here, as the tests do).
    nonisolated func wake() {
        MainActor.assumeIsolated { if waiting { woken = true } }
    }
}

