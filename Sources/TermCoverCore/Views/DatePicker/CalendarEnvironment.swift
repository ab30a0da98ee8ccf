import Foundation

struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar.current }
struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone.current }

extension EnvironmentValues {
    /// The calendar dates are shown and edited in, as SwiftUI's `\.calendar`
    /// (the system's by default; a test sets a fixed one).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown and edited in, as SwiftUI's `\.timeZone`.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar in the environment's time zone: what a date picker reads dates with.
    var pickerCalendar: Calendar {
        var c = calendar
        c.timeZone = timeZone
        return c
    }
}
