import Foundation

/// The time source for animations, in seconds. Injected, so tests and
/// scripted runs can drive time by hand while live runs use the real clock.
@MainActor
public protocol FrameClock: AnyObject {
    /// Seconds since some fixed start.
    var now: Double { get }
}

/// The monotonic system clock.
@MainActor
public final class SystemClock: FrameClock {
    private let start = SystemClock.monotonicSeconds()
    /// Creates a clock that starts at zero now.
    public init() {}
    /// Seconds on the monotonic clock.
    public var now: Double { Self.monotonicSeconds() - start }

    /// `CLOCK_MONOTONIC` in seconds. Read directly: a frame reads the clock
    /// several times, and `ContinuousClock`'s `Duration` took a 128-bit
    /// multiply per read to become seconds.
    private nonisolated static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}

/// A clock that moves only when told to: for tests and scripted runs.
@MainActor
public final class ManualClock: FrameClock {
    /// The current time.
    public private(set) var now: Double {
        didSet { timeline.set(seconds: now) }
    }
    private let timeline = ManualTimeline()
    /// This clock as the app's own waits see it (`@Environment(\.clock)`):
    /// a `sleep(for:)` on it ends when this clock has moved that far.
    package var appClock: AppClock { AppClock(manual: timeline) }
    /// Creates a clock at `start` seconds.
    public init(start: Double = 0) {
        now = start
        timeline.set(seconds: start)
    }
    /// Moves time forward by `seconds`.
    public func advance(by seconds: Double) { now += max(0, seconds) }
    /// Sets the time; it never goes backwards.
    public func set(_ time: Double) { now = max(now, time) }
}
