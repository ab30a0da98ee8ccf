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
    private let start = Monotonic.now
    /// Creates a clock that starts at zero now.
    public init() {}
    /// Seconds on the monotonic clock (`Monotonic`).
    public var now: Double { Monotonic.now - start }
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
