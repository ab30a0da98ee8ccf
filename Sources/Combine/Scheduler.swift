/// Where and when work runs, as Combine's `Scheduler`: `DispatchQueue`,
/// `RunLoop` and `ImmediateScheduler` conform, and `debounce` and
/// `receive(on:)` take one.
public protocol Scheduler<SchedulerTimeType> {
    /// A moment on this scheduler's clock.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options the scheduler takes with each piece of work.
    associatedtype SchedulerOptions

    /// The present moment.
    var now: SchedulerTimeType { get }
    /// The least lateness the scheduler allows.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` as soon as it can.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date` or after it.
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                  options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date`, then every `interval`, until cancelled.
    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                  tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                  _ action: @escaping () -> Void) -> Cancellable
}

extension Scheduler {
    /// Runs `action` as soon as it can.
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

    /// Runs `action` at `date` or after it.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` at `date` or after it, within `tolerance`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` at `date`, then every `interval`, until cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         _ action: @escaping () -> Void) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` at `date`, then every `interval` within `tolerance`, until cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }
}

/// A scheduler's time interval, made from seconds and their fractions, as
/// Combine's `SchedulerTimeIntervalConvertible`: `.seconds(1)`, `.milliseconds(300)`.
public protocol SchedulerTimeIntervalConvertible {
    /// `s` seconds.
    static func seconds(_ s: Int) -> Self
    /// `s` seconds.
    static func seconds(_ s: Double) -> Self
    /// `ms` milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// `us` microseconds.
    static func microseconds(_ us: Int) -> Self
    /// `ns` nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler that runs work at once, on the caller's thread, as
/// Combine's `ImmediateScheduler`. Its clock does not move.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The scheduler.
    public static let shared = ImmediateScheduler()

    /// A moment: always the same one.
    public struct SchedulerTimeType: Strideable, Sendable {
        /// A step of an immediate scheduler's time, counted in whole units.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
                              ExpressibleByFloatLiteral, Sendable {
            /// The count.
            public var magnitude: Int
            /// A step of `value`.
            public init(_ value: Int) { magnitude = value }
            /// A step of `value`.
            public init(integerLiteral value: Int) { magnitude = value }
            /// A step of `value`, rounded down.
            public init(floatLiteral value: Double) { magnitude = Int(value) }
            /// A step of `source`, if it fits.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
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
            /// No time.
            public static func seconds(_ s: Int) -> Stride { 0 }
            /// No time.
            public static func seconds(_ s: Double) -> Stride { 0 }
            /// No time.
            public static func milliseconds(_ ms: Int) -> Stride { 0 }
            /// No time.
            public static func microseconds(_ us: Int) -> Stride { 0 }
            /// No time.
            public static func nanoseconds(_ ns: Int) -> Stride { 0 }
        }
        /// No distance: every moment is the same.
        public func distance(to other: SchedulerTimeType) -> Stride { 0 }
        /// The same moment.
        public func advanced(by n: Stride) -> SchedulerTimeType { self }
    }

    /// No options.
    public typealias SchedulerOptions = Never

    /// The one moment.
    public var now: SchedulerTimeType { SchedulerTimeType() }
    /// None.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` now.
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
    /// Runs `action` now.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
                         _ action: @escaping () -> Void) { action() }
    /// Runs `action` once, now.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: Never?,
                         _ action: @escaping () -> Void) -> Cancellable {
        action()
        return AnyCancellable {}
    }
}
