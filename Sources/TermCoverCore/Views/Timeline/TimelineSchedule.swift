import Foundation

/// A sequence of dates at which a `TimelineView` updates, as SwiftUI's
/// `TimelineSchedule`: `.periodic(from:by:)`, `.everyMinute`,
/// `.animation`, `.explicit(_:)`, or a type of your own.
public protocol TimelineSchedule {
    /// How often the schedule may update.
    typealias Mode = TimelineScheduleMode
    /// The dates.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The dates from `startDate` on: the first one no later than
    /// `startDate` when the schedule has one, so the view has a date to show at once.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update, as SwiftUI's `TimelineScheduleMode`.
/// A terminal app is always in the `.normal` mode.
public enum TimelineScheduleMode: Sendable, Equatable {
    /// As often as the schedule says.
    case normal
    /// Seldom, to save power (an Always-On display); never in a terminal.
    case lowFrequency
}

/// Dates `interval` seconds apart from a start date, as SwiftUI's
/// `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Equatable, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// Dates from `startDate`, `interval` seconds apart.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The schedule's dates from the last one at or before `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let step = max(interval, 1e-3)
        let passed = max(0, (startDate.timeIntervalSince(self.startDate) / step).rounded(.down))
        return Entries(start: self.startDate, interval: step, first: Int(passed))
    }

    /// The dates of a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let start: Date
        let interval: TimeInterval
        var index: Int

        init(start: Date, interval: TimeInterval, first: Int) {
            self.start = start
            self.interval = interval
            index = first
        }

        /// The next date.
        public mutating func next() -> Date? {
            defer { index += 1 }
            return start.addingTimeInterval(Double(index) * interval)
        }
    }
}

/// The start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`:
/// the first date is the start of the minute the view appears in.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Equatable, Sendable {
    /// A per-minute schedule.
    public init() {}

    /// The minutes from the start of the one `startDate` is in.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(minute: (startDate.timeIntervalSince1970 / 60).rounded(.down))
    }

    /// The dates of a per-minute schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var minute: Double

        /// The next minute's start.
        public mutating func next() -> Date? {
            defer { minute += 1 }
            return Date(timeIntervalSince1970: minute * 60)
        }
    }
}

/// The dates given, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// The schedule of `dates`, in order.
    public init(_ dates: Entries) { self.dates = dates }

    /// The dates, as given.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension ExplicitTimelineSchedule: Equatable where Entries: Equatable {}

/// As often as frames are drawn, or at least `minimumInterval` apart, as
/// SwiftUI's `AnimationTimelineSchedule`; paused, it stops giving dates.
public struct AnimationTimelineSchedule: TimelineSchedule, Equatable, Sendable {
    /// The seconds a frame lasts when no `minimumInterval` is given: 60 a second.
    static let frameInterval = 1.0 / 60

    let minimumInterval: Double?
    let paused: Bool

    /// Dates at least `minimumInterval` seconds apart (each frame when nil);
    /// none after the first while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Dates from `startDate`, one a frame or one an interval.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(next: startDate, interval: max(minimumInterval ?? Self.frameInterval, 1e-3), paused: paused)
    }

    /// The dates of an animation schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval
        let paused: Bool

        init(next: Date, interval: TimeInterval, paused: Bool) {
            upcoming = next
            self.interval = interval
            self.paused = paused
        }

        /// The next frame's date; nil after the first while paused.
        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = paused ? nil : date.addingTimeInterval(interval)
            return date
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Dates `interval` seconds apart from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// The start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// At least `minimumInterval` seconds apart (every frame when nil); stopped while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// The dates given, in order.
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
