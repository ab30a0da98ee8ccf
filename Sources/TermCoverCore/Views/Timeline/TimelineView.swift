import Foundation

/// A view whose content is made again at the dates of a schedule, as
/// SwiftUI's `TimelineView`:
///
/// ```swift
/// TimelineView(.everyMinute) { context in
///     Text(context.date, style: .time)
/// }
/// ```
///
/// Time is the host's clock (`clockOrigin` plus the clock's seconds): the
/// wall clock live, the manual clock under `TestHost`, which moves it. The
/// view asks for a frame at its next date and nothing in between, so an
/// `.everyMinute` timeline costs one wake-up a minute.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// What the content closure is given: the date, and the cadence.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    /// A view whose `content` is made for each date of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let graph = context.graph
        let origin = context.environment.clockOrigin
        let tickPath = context.path.appending(.name("tick"))
        let tick = graph.stateBox(at: tickPath, initial: 0)
        // Read, so that the wake-up's tick resolves this view again.
        _ = tick.value
        let cursorBox = graph.stateBox(at: context.path.appending(.name("timeline")), initial: TimelineCursor?.none)
        let now = origin.addingTimeInterval(graph.now)
        if cursorBox.value == nil || !cursorBox.value!.follows(schedule) {
            cursorBox.value = TimelineCursor(schedule, from: now)
        }
        let cursor = cursorBox.value!
        let date = cursor.advance(toHostTime: graph.now, origin: origin) ?? now
        if let next = cursor.upcoming {
            // Asked for as early as `advance` counts the date as come; never a time already come.
            let at = next.timeIntervalSince(origin) - TimelineCursor.slack
            graph.wakeUps.schedule(at: at, for: context.path, alive: tickPath) {
                tick.set(tick.value &+ 1)
            }
        }
        return context.resolve(content(Context(date: date, cadence: .live)), at: .name("content"))
    }
}

/// What a `TimelineView`'s content is made with, as SwiftUI's
/// `TimelineView.Context` (`TimelineViewDefaultContext`).
public struct TimelineViewDefaultContext: Sendable {
    /// The schedule's date that made this update (the present moment
    /// before the schedule's first date).
    public let date: Date
    /// How often the view is being updated: always `.live` in a terminal,
    /// which never lowers its rate as an Always-On display does.
    public let cadence: Cadence

    /// How often a timeline view updates, as SwiftUI's `TimelineView.Context.Cadence`.
    public enum Cadence: Comparable, Sendable {
        /// As often as its schedule says.
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }
}

/// Where a timeline is in its schedule's dates: the last date come and
/// the next, taken from the schedule's sequence as time passes, so a
/// long-running timeline does not count its dates again each frame.
@MainActor
final class TimelineCursor {
    private var iterator: AnyIterator<Date>
    private let matches: (Any) -> Bool
    private(set) var current: Date?
    private(set) var upcoming: Date?

    init<S: TimelineSchedule>(_ schedule: S, from start: Date) {
        var entries = schedule.entries(from: start, mode: .normal).makeIterator()
        iterator = AnyIterator { entries.next() }
        matches = TimelineCursor.matcher(for: schedule)
        upcoming = iterator.next()
    }

    /// True when `schedule` is the one this cursor walks: an `Equatable`
    /// schedule that changed (`.animation(paused:)` toggled) starts again.
    func follows<S: TimelineSchedule>(_ schedule: S) -> Bool { matches(schedule) }

    private static func matcher<S: TimelineSchedule>(for schedule: S) -> (Any) -> Bool {
        guard let equatable = schedule as? any Equatable else { return { $0 is S } }
        return { other in equatable.isEqual(to: other) }
    }

    /// How early a date counts as come: a `Date` some 10⁹ s from its
    /// reference keeps only about 10⁻⁷ s, so a date a whole second after
    /// the origin may come out a hair later than the clock's second.
    static let slack = 1e-6

    /// Moves past every date at or before `time` on the host's clock; the last of them.
    func advance(toHostTime time: Double, origin: Date) -> Date? {
        var steps = 0
        while let next = upcoming, next.timeIntervalSince(origin) <= time + Self.slack {
            current = next
            upcoming = iterator.next()
            steps += 1
            // A schedule far behind (an explicit list of old dates) is walked a bounded amount a frame.
            if steps > 10_000 { break }
        }
        return current
    }
}

extension Equatable {
    /// True when `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
