import Dispatch
import Foundation

extension RunLoop: Scheduler {
    /// A moment on a run loop's clock: a date, as Combine's.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The moment.
        public var date: Date

        /// The moment `date`.
        public init(_ date: Date) { self.date = date }

        /// The time from this moment to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }

        /// The moment `n` later.
        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.magnitude)) }

        /// A run loop's time interval, in seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                              Hashable, Codable, Sendable {
            /// The interval in seconds.
            public var magnitude: TimeInterval
            /// The interval in seconds.
            public var timeInterval: TimeInterval { magnitude }

            /// `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            /// `value` seconds.
            public init(floatLiteral value: Double) { magnitude = value }
            /// `value` seconds.
            public init(integerLiteral value: Int) { magnitude = TimeInterval(value) }
            /// `source` seconds, if it fits.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }

            /// Compares.
            public static func < (a: Stride, b: Stride) -> Bool { a.magnitude < b.magnitude }
            /// Adds.
            public static func + (a: Stride, b: Stride) -> Stride { Stride(a.magnitude + b.magnitude) }
            /// Subtracts.
            public static func - (a: Stride, b: Stride) -> Stride { Stride(a.magnitude - b.magnitude) }
            /// Multiplies.
            public static func * (a: Stride, b: Stride) -> Stride { Stride(a.magnitude * b.magnitude) }
            /// Adds in place.
            public static func += (a: inout Stride, b: Stride) { a = a + b }
            /// Subtracts in place.
            public static func -= (a: inout Stride, b: Stride) { a = a - b }
            /// Multiplies in place.
            public static func *= (a: inout Stride, b: Stride) { a = a * b }

            /// `s` seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            /// `s` seconds.
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            /// `ms` milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
            /// `us` microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
            /// `ns` nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }
        }
    }

    /// What a run loop takes with each piece of work: nothing yet, as in Combine.
    public struct SchedulerOptions: Sendable {}

    /// The present moment.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    /// None.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` on the run loop's next pass.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        schedule(after: now, tolerance: 0, options: options, action)
    }

    /// Runs `action` on the run loop at `date`, through a `Timer` in the common modes.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedAction(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }
        timer.tolerance = tolerance.magnitude
        add(timer)
    }

    /// Runs `action` on the run loop at `date` and every `interval`, until cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        let work = UncheckedAction(action)
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in work.run() }
        timer.tolerance = tolerance.magnitude
        add(timer)
        let handle = UncheckedTimer(timer)
        return AnyCancellable { handle.timer.invalidate() }
    }

    /// Adds `timer` in the common modes. From another thread, the main
    /// queue is nudged: a TermCover app's main thread sleeps on it and
    /// reads the run loop's next timer only when it wakes.
    func add(_ timer: Timer) {
        add(timer, forMode: .common)
        if self === RunLoop.main, !Thread.isMainThread { DispatchQueue.main.async {} }
    }
}

/// A timer handed to a cancellation, which may run on another thread.
struct UncheckedTimer: @unchecked Sendable {
    let timer: Timer
    init(_ timer: Timer) { self.timer = timer }
}
