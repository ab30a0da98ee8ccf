import TermCoverTesting

/// An event source for a real `FrameLoop` on a manual clock: keys arrive at
/// given times; waiting for input moves the clock to the next key or to the
/// loop's frame deadline, whichever comes first. After the last key time
/// runs on for `tail` seconds, then input ends.
@MainActor
final class ScriptedEvents: TerminalEventSource {
    private var keys: [(time: Double, key: Key)]
    private let clock: ManualClock
    private let tail: Double
    private var endTime: Double?

    init(_ keys: [(time: Double, key: Key)], clock: ManualClock, tail: Double) {
        self.keys = keys.sorted { $0.time < $1.time }
        self.clock = clock
        self.tail = tail
    }

    func nextEvents(timeout: Double?) async -> [TerminalEvent] {
        // Tasks resumed by the last frame run before time moves on.
        for _ in 0..<5 { await Task.yield() }
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

    nonisolated func wake() {}
}

