/// Frames asked for at a time on the host's clock, by views that change
/// with time but not every frame (a spinner's next step): the run loop
/// sleeps until the earliest, where a running animation would wake it
/// every frame. One per view path; a view asks again each time it resolves.
@MainActor
final class FrameWakeUps {
    private var pending: [ViewPath: (time: Double, alive: ViewPath?, action: @MainActor () -> Void)] = [:]

    /// Runs `action` (which changes state, so a frame follows) at `time`;
    /// replaces what `path` asked for before. With `alive`, the path of the
    /// state `action` changes, the wake-up is forgotten once that state is
    /// (its view left the tree): a view that is gone wakes nobody.
    func schedule(at time: Double, for path: ViewPath, alive: ViewPath? = nil,
                  _ action: @escaping @MainActor () -> Void) {
        pending[path] = (time, alive, action)
    }

    /// Forgets the wake-ups whose state no longer exists.
    func forgetGone(_ exists: (ViewPath) -> Bool) {
        guard !pending.isEmpty else { return }
        for (path, entry) in pending {
            if let alive = entry.alive, !exists(alive) { pending[path] = nil }
        }
    }

    /// How many wake-ups are waiting.
    var count: Int { pending.count }

    /// The earliest time asked for, if any.
    var next: Double? { pending.values.lazy.map(\.time).min() }

    /// True when a time asked for has come.
    func isDue(at now: Double) -> Bool { pending.values.contains { $0.time <= now } }

    /// Runs, and forgets, what is due at `now`.
    func runDue(at now: Double) {
        let due = pending.filter { $0.value.time <= now }
        for path in due.keys { pending[path] = nil }
        for entry in due.values { entry.action() }
    }
}
