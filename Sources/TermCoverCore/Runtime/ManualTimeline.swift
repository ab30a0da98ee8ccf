import Synchronization

/// The time of a `ManualClock` as the app's `AppClock` sees it, and the
/// tasks sleeping on it. Sendable, so that a sleep started anywhere can
/// register; resumed only when the manual clock moves (on the main actor).
final class ManualTimeline: Sendable {
    private struct Sleeper {
        let deadline: Duration
        let continuation: CheckedContinuation<Void, Error>
    }

    private struct State {
        var now = Duration.zero
        var sleepers: [Int: Sleeper] = [:]
        var nextID = 0
        /// Sleeps cancelled before they registered.
        var cancelled: Set<Int> = []
    }

    private let state = Mutex(State())

    /// The time since the clock's start.
    var now: Duration { state.withLock { $0.now } }

    /// Frame times are sums of 1/fps in floating point: a deadline this close
    /// to the present counts as reached, so a 2 s sleep ends on the 120th
    /// frame at 60 fps and not the 121st.
    private static let slack = Duration.microseconds(1)

    /// Moves the time to `seconds` and resumes the sleepers it reaches, earliest first.
    func set(seconds: Double) {
        let due = state.withLock { state -> [CheckedContinuation<Void, Error>] in
            state.now = .seconds(seconds)
            let reached = state.sleepers.filter { $0.value.deadline <= state.now + Self.slack }
                .sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
            for (id, _) in reached { state.sleepers[id] = nil }
            return reached.map(\.value.continuation)
        }
        for continuation in due { continuation.resume() }
    }

    /// Suspends until the time reaches `deadline`, resuming on `isolation`.
    func sleep(until deadline: Duration, isolation: isolated (any Actor)?) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler(operation: {
            try await withCheckedThrowingContinuation(isolation: isolation) { (c: CheckedContinuation<Void, Error>) in
                let early = state.withLock { state -> Result<Void, Error>? in
                    if state.cancelled.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline <= state.now + Self.slack { return .success(()) }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: c)
                    return nil
                }
                if let early { c.resume(with: early) }
            }
        }, onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let sleeper = state.sleepers.removeValue(forKey: id) else {
                    state.cancelled.insert(id)
                    return nil
                }
                return sleeper
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }, isolation: isolation)
    }
}
