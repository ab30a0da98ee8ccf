import Foundation
@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
@Suite("DatePicker")
struct DatePickerTests {
    /// UTC, Sunday first, English names: the same wherever the tests run.
    static var environment: EnvironmentValues {
        var e = EnvironmentValues()
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US_POSIX")
        calendar.firstWeekday = 1
        e.calendar = calendar
        e.timeZone = TimeZone(identifier: "UTC")!
        return e
    }

    struct Fields: View {
        @State var date = Date(timeIntervalSince1970: 0)
        var components: DatePickerComponents = .date
        var body: some View {
            DatePicker("Day", selection: $date, in: ...Date(timeIntervalSince1970: 86_400 * 400), displayedComponents: components)
        }
    }

    func reversed(_ host: TestHost, _ x: Int) -> Bool { host.screen[x, 0].style.attributes.contains(.reverse) }

    @Test("compact fields: ←/→ pick year, month or day, ↑/↓ turn the one picked within its field, and the range stops a step past it")
    func fields() {
        let host = TestHost(Fields(), size: Size(width: 14, height: 1), environment: Self.environment)
        host.expectScreen(["Day 1970-01-01"])
        #expect(reversed(host, 4) && !reversed(host, 9))
        host.press(.rightArrow)
        host.press(.downArrow)          // month 01 turns to 12, the year stays
        host.expectScreen(["Day 1970-12-01"])
        #expect(reversed(host, 9) && !reversed(host, 4))
        host.press(.rightArrow)
        host.press(.downArrow)          // day 01 turns to 31
        host.expectScreen(["Day 1970-12-31"])
        host.press(.leftArrow); host.press(.leftArrow)
        host.press(.upArrow)            // 1971-12-31 is past 1971-02-05 (day 400): stops there
        host.expectScreen(["Day 1971-02-05"])
    }

    @Test("time fields read hour and minute in the environment's time zone; a minute past 59 turns to 00")
    func time() {
        let host = TestHost(Fields(components: .hourAndMinute), size: Size(width: 9, height: 1), environment: Self.environment)
        host.expectScreen(["Day 00:00"])
        host.press(.rightArrow)
        host.press(.downArrow)
        host.expectScreen(["Day 00:59"])
        host.press(.upArrow)
        host.expectScreen(["Day 00:00"])
    }

    struct Grid: View {
        @State var date = Date(timeIntervalSince1970: 0)
        var body: some View {
            DatePicker("", selection: $date, displayedComponents: .date).datePickerStyle(.graphical)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test("the graphical style is a month grid: arrows move the day, PageDown the month")
    func graphical() {
        let host = TestHost(Grid(), size: Size(width: 20, height: 9), environment: Self.environment)
        // 1 January 1970 was a Thursday.
        host.expectScreen([
            "                    ",
            "January 1970        ",
            "Su Mo Tu We Th Fr Sa",
            "             1  2  3",
            " 4  5  6  7  8  9 10",
            "11 12 13 14 15 16 17",
            "18 19 20 21 22 23 24",
            "25 26 27 28 29 30 31",
            "                    ",
        ])
        #expect(host.screen[13, 3].style.attributes.contains(.reverse))
        host.press(.downArrow)          // a week on: the 8th
        #expect(host.screen[12, 4].style.attributes.contains(.reverse))
        host.press(.pageDown)           // 8 February 1970, a Sunday; the month began on one
        host.expectScreen([
            "                    ",
            "February 1970       ",
            "Su Mo Tu We Th Fr Sa",
            " 1  2  3  4  5  6  7",
            " 8  9 10 11 12 13 14",
            "15 16 17 18 19 20 21",
            "22 23 24 25 26 27 28",
            "                    ",
            "                    ",
        ])
        #expect(host.screen[1, 4].style.attributes.contains(.reverse))
    }
}

/// A date picker between two buttons, as a form row has them.
private struct PickerBetweenButtons: View {
    @State var date = Date(timeIntervalSince1970: 0)
    var body: some View {
        HStack(spacing: 8) {
            Button("A") {}
            DatePicker("Day", selection: $date, displayedComponents: .date)
            Button("B") {}
        }
    }
}

extension DatePickerTests {
    @Test("Tab goes through a date picker's fields (year, month, day) before the next control; Shift-Tab comes back a field; the next visit starts at the year")
    func tabThroughFields() {
        // "A Day 1970-01-01 B": the year at columns 6-9, the month at 11-12, the day at 14-15, B at 17.
        let host = TestHost(PickerBetweenButtons(), size: Size(width: 18, height: 1), environment: Self.environment)
        host.expectScreen(["A Day 1970-01-01 B"])
        func reversed(_ x: Int) -> Bool { host.screen[x, 0].style.attributes.contains(.reverse) }
        #expect(reversed(0), "the first button has focus")
        host.press(.tab)
        #expect(reversed(6) && !reversed(11))
        host.press(.tab)
        #expect(reversed(11) && !reversed(6))
        host.press(.tab)
        #expect(reversed(14))
        host.press(.backTab)
        #expect(reversed(11) && !reversed(14))
        host.press(.tab)
        host.press(.tab)
        #expect(reversed(17) && !reversed(14), "past the day, focus moves on to B")
        host.press(.backTab)
        #expect(reversed(6), "coming back, the picker starts at the year again")
    }
}
