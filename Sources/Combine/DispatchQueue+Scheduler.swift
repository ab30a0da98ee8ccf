import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
    /// A moment on a dispatch queue's clock, as Combine's.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The moment.
        public var dispatchTime: DispatchTime

        /// The moment `time`.
        public init(_ time: DispatchTime) { dispatchTime = time }

        /// The time from this moment to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(.nanoseconds(Int(Int64(bitPattern: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds))))
        }

        /// The moment `n` later.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            let ns = dispatchTime.uptimeNanoseconds
            let moved = n.magnitude >= 0 ? ns &+ UInt64(n.magnitude) : ns &- UInt64(-n.magnitude)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: moved))
        }

        /// Hashes the moment.
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
        /// Compares moments.
        public static func == (a: SchedulerTimeType, b: SchedulerTimeType) -> Bool {
            a.dispatchTime.uptimeNanoseconds == b.dispatchTime.uptimeNanoseconds
        }
        /// Decodes the moment from its nanoseconds.
        public init(from decoder: Decoder) throws {
            self.init(DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self)))
        }
        /// Encodes the moment as its nanoseconds.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        /// A dispatch queue's time interval, in nanoseconds; a literal is seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                              Hashable, Codable, Sendable {
            /// The interval in nanoseconds.
            public var magnitude: Int

            /// The interval as Dispatch's.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            /// The interval `timeInterval`.
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s * 1_000_000_000
                case .milliseconds(let ms): magnitude = ms * 1_000_000
                case .microseconds(let us): magnitude = us * 1000
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }
            /// `timeInterval` seconds.
            public init(_ timeInterval: Double) { magnitude = Int((timeInterval * 1e9).rounded()) }
            /// `value` seconds.
            public init(floatLiteral value: Double) { self.init(value) }
            /// `value` seconds.
            public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
            /// `source` seconds, if it fits.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let s = Int(exactly: source) else { return nil }
                self.init(integerLiteral: s)
            }
            private init(ns: Int) { magnitude = ns }

            /// Compares.
            public static func < (a: Stride, b: Stride) -> Bool { a.magnitude < b.magnitude }
            /// Adds.
            public static func + (a: Stride, b: Stride) -> Stride { Stride(ns: a.magnitude + b.magnitude) }
            /// Subtracts.
            public static func - (a: Stride, b: Stride) -> Stride { Stride(ns: a.magnitude - b.magnitude) }
            /// Multiplies (the second as a plain number of times).
            public static func * (a: Stride, b: Stride) -> Stride { Stride(ns: a.magnitude * (b.magnitude / 1_000_000_000)) }
            /// Adds in place.
            public static func += (a: inout Stride, b: Stride) { a = a + b }
            /// Subtracts in place.
            public static func -= (a: inout Stride, b: Stride) { a = a - b }
            /// Multiplies in place.
            public static func *= (a: inout Stride, b: Stride) { a = a * b }

            /// `s` seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(ns: s * 1_000_000_000) }
            /// `s` seconds.
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            /// `ms` milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(ns: ms * 1_000_000) }
            /// `us` microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(ns: us * 1000) }
            /// `ns` nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns: ns) }
        }
    }

    /// What a queue takes with each piece of work, as Combine's.
    public struct SchedulerOptions {
        /// The work's quality of service.
        public var qos: DispatchQoS
        /// The work item's flags.
        public var flags: DispatchWorkItemFlags
        /// A group the work joins.
        public var group: DispatchGroup?

        /// Options; the defaults are the queue's own.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The present moment.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    /// None.
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// Runs `action` on the queue. On `DispatchQueue.main` inside a
    /// TermCover app, the main thread's loop runs it.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedAction(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    /// Runs `action` on the queue at `date`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedAction(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    /// Runs `action` on the queue at `date` and every `interval`, until cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self)
        let work = UncheckedAction(action)
        timer.setEventHandler { work.run() }
        timer.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(max(1, interval.magnitude)),
                       leeway: .nanoseconds(max(0, tolerance.magnitude)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
