import Foundation
@testable import TermCoverCore
import TermCoverTesting
import Testing

/// `Text(_:style:)` joined with `+`, as apps write "Saved " + a relative
/// date. The host's clock reads 0 at 1,000 s after 1970, so each date's
/// distance from now is worked by hand from the numbers here.
@MainActor
@Suite("Text(_:style:) joined with + shows its date wherever it is in the text")
struct JoinedDateTextTests {
    private static let origin = Date(timeIntervalSince1970: 1_000)

    private static var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.clockOrigin = origin
        return environment
    }

    private func host(_ text: Text, width: Int) -> TestHost {
        TestHost(text, size: Size(width: width, height: 1), environment: Self.environment)
    }

    @Test("a relative date after a literal shows its two largest units, and counts on as time passes")
    func relativeAfterLiteral() async {
        // 7,559.5 s ago: 2 h (7,200 s), 5 min (300 s) and 59.5 s, which the style leaves out.
        let saved = Self.origin.addingTimeInterval(-7_559.5)
        let host = host(Text("Saved ") + Text(saved, style: .relative) + Text(" ago"), width: 21)
        host.expectScreen(["Saved 2 hr, 5 min ago"])
        // A second on: 7,560.5 s, 2 h and 6 min.
        await host.advance(by: 1)
        host.expectScreen(["Saved 2 hr, 6 min ago"])
    }

    @Test("a timer before a literal and an offset after one show and tick")
    func timerAndOffset() async {
        // Started 65 s ago: 1:05.
        let started = Self.origin.addingTimeInterval(-65)
        let timer = host(Text(started, style: .timer) + Text(" elapsed"), width: 12)
        timer.expectScreen(["1:05 elapsed"])
        await timer.advance(by: 1)
        timer.expectScreen(["1:06 elapsed"])
        // Due in 2 h (7,200 s): "+2 hours".
        let due = Self.origin.addingTimeInterval(7_200)
        let offset = host(Text("Due ") + Text(due, style: .offset), width: 12)
        offset.expectScreen(["Due +2 hours"])
    }

    @Test("two timers joined each redraw at their own whole second")
    func twoTimers() async {
        // 65 s and 30.25 s ago: "1:05 / 0:30". The second reaches 31 s at
        // 0.75 s, the first 66 s at 1 s: between the two (at 53 frames of
        // 1/60 s, 0.883 s) only the second has moved; 15 frames later
        // (1.133 s) both have.
        let a = Self.origin.addingTimeInterval(-65), b = Self.origin.addingTimeInterval(-30.25)
        let host = host(Text(a, style: .timer) + Text(" / ") + Text(b, style: .timer), width: 11)
        host.expectScreen(["1:05 / 0:30"])
        await host.advance(by: 53.0 / 60)
        host.expectScreen(["1:05 / 0:31"])
        await host.advance(by: 15.0 / 60)
        host.expectScreen(["1:06 / 0:31"])
    }

    @Test(".date and .time show the day and the time of day, joined as alone, as Foundation's long date and short time styles word them")
    func dateAndTime() {
        // 3 June 2026, 15:07 UTC; the words come from DateFormatter (Foundation's
        // own long date and short time, in the process's locale and zone).
        let date = Date(timeIntervalSince1970: 1_780_499_220)
        let day = DateFormatter(), time = DateFormatter()
        day.dateStyle = .long
        day.timeStyle = .none
        time.dateStyle = .none
        time.timeStyle = .short
        let dayWords = day.string(from: date), timeWords = time.string(from: date)
        let expected = "On \(dayWords) at \(timeWords)"
        #expect(!dayWords.isEmpty && !timeWords.isEmpty)
        let joined = host(Text("On ") + Text(date, style: .date) + Text(" at ") + Text(date, style: .time),
                          width: expected.count)
        joined.expectScreen([expected])
        #expect(host(Text(date, style: .date), width: dayWords.count).lines == [dayWords])
        #expect(host(Text(date, style: .time), width: timeWords.count).lines == [timeWords])
    }

    @Test("each joined piece keeps its own style: the date bold, the literal not")
    func stylesKept() {
        let saved = Self.origin.addingTimeInterval(-7_500)
        let host = host(Text("Saved ") + Text(saved, style: .relative).bold(), width: 17)
        host.expectScreen(["Saved 2 hr, 5 min"])
        #expect(!host.screen[0, 0].style.attributes.contains(.bold))
        #expect(host.screen[6, 0].style.attributes.contains(.bold))
        #expect(host.screen[16, 0].style.attributes.contains(.bold))
    }
}
