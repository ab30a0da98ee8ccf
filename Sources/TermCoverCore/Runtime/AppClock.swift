/// The clock an app's own waits run on, so that a test can move them:
/// read it with `@Environment(\.clock) private var clock` and wait with
/// `try await clock.sleep(for: .seconds(2))` where you would write
/// `Task.sleep`. In a terminal it is the continuous clock; under `TestHost`
/// (and in scripted runs) it is the host's manual clock, so a simulated
/// network call of two seconds ends when the test has advanced two seconds,
/// with no real waiting and no polling.
///
/// SwiftUI has no clock in its environment; this one is TermCover's own.
package struct AppClock: Clock, Sendable {
    /// A moment on an `AppClock`: the time since the clock's start.
    package struct Instant: InstantProtocol, Sendable {
        /// The time since the clock's start.
        package var offset: Duration

        /// The moment `offset` after the clock's start.
        package init(offset: Duration) { self.offset = offset }

        /// The moment `duration` later.
        package func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

        /// The time from this moment to `other`.
        package func duration(to other: Instant) -> Duration { other.offset - offset }

        /// True when `a` comes before `b`.
        package static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    private enum Source: Sendable {
        case continuous(start: ContinuousClock.Instant)
        case manual(ManualTimeline)
    }

    private let source: Source

    private init(_ source: Source) { self.source = source }

    /// The continuous system clock, from the process's first use of it: what a live run uses.
    package static let continuous = AppClock(.continuous(start: ContinuousClock.now))

    /// A clock that reads and wakes from `timeline`.
    init(manual timeline: ManualTimeline) { self.init(.manual(timeline)) }

    /// The present moment.
    package var now: Instant {
        switch source {
        case .continuous(let start): Instant(offset: ContinuousClock.now - start)
        case .manual(let timeline): Instant(offset: timeline.now)
        }
    }

    /// The smallest step the clock resolves.
    package var minimumResolution: Duration {
        switch source {
        case .continuous: ContinuousClock().minimumResolution
        case .manual: .nanoseconds(1)
        }
    }

    /// Suspends until `deadline`; throws `CancellationError` when the task is cancelled first.
    /// Generic code reaches this one; `sleep(for:tolerance:isolation:)` is the one that
    /// resumes directly on the caller's actor.
    package func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await wait(until: deadline, isolation: nil)
    }

    /// Suspends for `duration` and resumes on the caller's actor. On the manual clock
    /// the waiting task is resumed as the test moves time past its deadline, and it
    /// runs in the same frame's settling, so `TestHost.advance(by:)` sees what it did.
    package func sleep(for duration: Duration, tolerance: Duration? = nil,
                      isolation: isolated (any Actor)? = #isolation) async throws {
        try await wait(until: now.advanced(by: duration), isolation: isolation)
    }

    private func wait(until deadline: Instant, isolation: isolated (any Actor)?) async throws {
        switch source {
        case .continuous(let start):
            try await ContinuousClock().sleep(until: start.advanced(by: deadline.offset))
        case .manual(let timeline):
            try await timeline.sleep(until: deadline.offset, isolation: isolation)
        }
    }
}

struct AppClockKey: EnvironmentKey {
    static let defaultValue = AppClock.continuous
}

extension EnvironmentValues {
    /// The clock for the app's own waits (TermCover's own key; SwiftUI has none):
    /// continuous in a terminal, the manual clock under `TestHost` and in scripted runs.
    package var clock: AppClock {
        get { self[AppClockKey.self] }
        set { self[AppClockKey.self] = newValue }
    }
}
