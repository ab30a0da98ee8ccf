import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind
        /// The time of day: "3:07 PM".
        public static let time = DateStyle(kind: .time)
        /// The day: "June 3, 2026".
        public static let date = DateStyle(kind: .date)
        /// How far from now, in the two largest units: "2 hr, 5 min". Updates as time passes.
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now: "+2 hours", "-5 minutes". Updates as time passes.
        public static let offset = DateStyle(kind: .offset)
        /// A running clock of the distance: "2:05", "1:02:05". Updates every second.
        public static let timer = DateStyle(kind: .timer)

        /// True for the styles that change as time passes.
        var isLive: Bool { kind == .relative || kind == .offset || kind == .timer }
    }

    /// Text showing `date` in `style`, as SwiftUI's `Text(_:style:)`. The
    /// live styles (`.relative`, `.offset`, `.timer`) draw again each
    /// second, on the host's clock (the environment's `now`).
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: "")
        runs[0].date = DatePiece(date: date, style: style)
    }

    /// The words for `date` seen at `now` in `style`.
    nonisolated static func string(for date: Date, style: DateStyle, now: Date, locale: Locale = .current) -> String {
        switch style.kind {
        case .time:
            return date.formatted(date: .omitted, time: .shortened)
        case .date:
            return date.formatted(date: .long, time: .omitted)
        case .relative:
            return relative(Int(abs(distance(to: date, from: now)).rounded(.down)))
        case .offset:
            let seconds = Int(distance(to: date, from: now).rounded(.towardZero))
            let (amount, unit) = largestUnit(abs(seconds))
            return (seconds < 0 ? "-" : "+") + "\(amount) \(unit)\(amount == 1 ? "" : "s")"
        case .timer:
            let s = Int(abs(distance(to: date, from: now)).rounded(.down))
            let h = s / 3600, m = (s % 3600) / 60, sec = s % 60
            return h > 0 ? String(format: "%d:%02d:%02d", h, m, sec) : String(format: "%d:%02d", m, sec)
        }
    }

    /// SwiftUI's relative style: the two largest non-zero units, abbreviated.
    nonisolated private static func relative(_ seconds: Int) -> String {
        let units: [(Int, String)] = [(86_400 * 7, "wk"), (86_400, "day"), (3600, "hr"), (60, "min"), (1, "sec")]
        var parts: [String] = []
        var rest = seconds
        for (size, name) in units where rest >= size && parts.count < 2 {
            let n = rest / size
            rest -= n * size
            parts.append("\(n) \(name)\(name == "day" && n != 1 ? "s" : name == "wk" && n != 1 ? "s" : "")")
        }
        return parts.isEmpty ? "0 sec" : parts.joined(separator: ", ")
    }

    /// Seconds from `now` to `date`, to the nearest hundredth: a date made
    /// while a frame is evaluated (one stored as `.now`) is a few
    /// milliseconds newer than the frame's time, and read to the
    /// microsecond "an hour ago" would stand a hair short of an hour, its
    /// words a second behind and asking for a frame at once, again each
    /// time the view is remade.
    nonisolated static func distance(to date: Date, from now: Date) -> Double {
        (date.timeIntervalSince(now) * 100).rounded() / 100
    }

    /// Seconds from `now` until the words for `date` in a live `style`
    /// change: the words show whole seconds, and a style shows only its
    /// largest units, so "2 hr, 5 min" changes once a minute and "+3 days"
    /// once a day. The next change is where the distance crosses a multiple
    /// of the smallest unit shown: the next one up for a date in the past
    /// (the distance grows), the one at or below for a date to come. Never
    /// sooner than a millisecond, so rounding at a crossing cannot spin.
    nonisolated static func secondsUntilChange(of date: Date, style: DateStyle, now: Date) -> Double {
        let signed = distance(to: date, from: now)
        let distance = abs(signed)
        let whole = Int(distance.rounded(.down))
        let unit: Int
        switch style.kind {
        case .relative: unit = smallestShownUnit(whole)
        case .offset: unit = largestUnitSize(whole)
        case .time, .date, .timer: unit = 1
        }
        let size = Double(unit)
        let until: Double
        if signed <= 0 {
            // Past: the distance grows to the next multiple of the unit.
            until = (Double(whole / unit) + 1) * size - distance
        } else if whole / unit > 0 {
            // To come: the distance shrinks below the multiple at or under it
            // (below `whole` itself when that is one).
            until = distance - Double(whole / unit) * size
        } else {
            // Under a second to come reads as the second after it has
            // passed ("0 sec", "+0 seconds", "0:00"): nothing changes until
            // a whole second has gone by since. (A date made "now" can be a
            // hair ahead of the host's clock.)
            until = distance + 1
        }
        return max(0.001, until)
    }

    /// The unit of the second of the two largest units `relative` can show
    /// at `seconds` (a second for anything under an hour's two units).
    nonisolated private static func smallestShownUnit(_ seconds: Int) -> Int {
        let units = [86_400 * 7, 86_400, 3600, 60, 1]
        guard let largest = units.firstIndex(where: { seconds >= $0 }) else { return 1 }
        return units[min(largest + 1, units.count - 1)]
    }

    nonisolated private static func largestUnitSize(_ seconds: Int) -> Int {
        if seconds >= 86_400 { return 86_400 }
        if seconds >= 3600 { return 3600 }
        if seconds >= 60 { return 60 }
        return 1
    }

    nonisolated private static func largestUnit(_ seconds: Int) -> (Int, String) {
        if seconds >= 86_400 { return (seconds / 86_400, "day") }
        if seconds >= 3600 { return (seconds / 3600, "hour") }
        if seconds >= 60 { return (seconds / 60, "minute") }
        return (seconds, "second")
    }
}

struct NowKey: EnvironmentKey {
    /// The wall-clock date at the host's time 0; the host adds its clock to it.
    static let defaultValue = Date(timeIntervalSince1970: 0)
}

extension EnvironmentValues {
    /// The wall-clock date when the host's clock read 0, which live date
    /// texts add the clock's time to: a live run sets it from the system
    /// clock as it starts, a test sets it to what it likes.
    public var clockOrigin: Date {
        get { self[NowKey.self] }
        set { self[NowKey.self] = newValue }
    }
}
