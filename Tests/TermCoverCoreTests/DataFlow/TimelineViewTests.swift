import Foundation
@testable import TermCoverCore
import TermCoverTesting
import Testing

/// 600,578 s after the epoch: 38 s into the minute that starts at 600,540.
private let origin = Date(timeIntervalSince1970: 600_578)

private func environment() -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.clockOrigin = origin
    return environment
}

/// The seconds since the epoch of each update's date.
private struct Minutes: View {
    var body: some View {
        TimelineView(.everyMinute) { context in
            Text("\(Int(context.date.timeIntervalSince1970))")
        }
    }
}

/// The seconds (to a tenth) from the origin of each update's date, and its cadence.
private struct Since<Schedule: TimelineSchedule>: View {
    let schedule: Schedule
    var body: some View {
        TimelineView(schedule) { context in
            Text(String(format: "%.1f", context.date.timeIntervalSince(origin)) + (context.cadence == .live ? " live" : ""))
        }
    }
}

@MainActor
@Suite("TimelineView on the host's clock")
struct TimelineViewTests {
    @Test("everyMinute shows the start of the minute it appeared in, changes on the next minute, and wakes once, not every frame")
    func everyMinute() async {
        let host = TestHost(Minutes(), size: Size(width: 8, height: 1), fps: 10, environment: environment())
        host.expectScreen([" 600540 "])
        // The next minute starts 22 s after the clock's start (600,600 − 600,578).
        #expect(host.engine.host.nextWakeUp.map { abs($0 - 22) < 2e-6 } == true)
        let frames = host.frameCount
        await host.advance(by: 21.9)
        host.expectScreen([" 600540 "])
        #expect(host.frameCount == frames)
        await host.advance(by: 0.1)
        host.expectScreen([" 600600 "])
        #expect(host.frameCount == frames + 1)
        #expect(host.engine.host.nextWakeUp.map { abs($0 - 82) < 2e-6 } == true)
    }

    @Test("periodic(from:by: 2) shows its latest date: 0 until 2 s, then 2, then 4")
    func periodic() async {
        let host = TestHost(Since(schedule: .periodic(from: origin, by: 2)), size: Size(width: 8, height: 1), fps: 10,
                            environment: environment())
        host.expectScreen(["0.0 live"])
        await host.advance(by: 1.9)
        host.expectScreen(["0.0 live"])
        await host.advance(by: 0.1)
        host.expectScreen(["2.0 live"])
        await host.advance(by: 2.5)
        host.expectScreen(["4.0 live"])
        #expect(host.engine.host.nextWakeUp.map { abs($0 - 6) < 2e-6 } == true)
    }

    @Test("explicit dates at 1 s and 3 s: the present before the first, each date once come, and no wake-up after the last")
    func explicit() async {
        let dates = [origin.addingTimeInterval(1), origin.addingTimeInterval(3)]
        let host = TestHost(Since(schedule: .explicit(dates)), size: Size(width: 8, height: 1), fps: 10,
                            environment: environment())
        host.expectScreen(["0.0 live"])
        #expect(host.engine.host.nextWakeUp.map { abs($0 - 1) < 2e-6 } == true)
        await host.advance(by: 1)
        host.expectScreen(["1.0 live"])
        await host.advance(by: 1.5)
        host.expectScreen(["1.0 live"])
        await host.advance(by: 0.5)
        host.expectScreen(["3.0 live"])
        #expect(host.engine.host.nextWakeUp == nil)
    }

    @Test("animation(minimumInterval: 0.5) updates every half second; paused, it asks for no frame at all")
    func animation() async {
        let running = TestHost(Since(schedule: .animation(minimumInterval: 0.5, paused: false)),
                               size: Size(width: 8, height: 1), fps: 10, environment: environment())
        #expect(running.engine.host.nextWakeUp.map { abs($0 - 0.5) < 2e-6 } == true)
        await running.advance(by: 0.7)
        running.expectScreen(["0.5 live"])
        let paused = TestHost(Since(schedule: .animation(minimumInterval: 0.5, paused: true)),
                              size: Size(width: 8, height: 1), fps: 10, environment: environment())
        #expect(paused.engine.host.nextWakeUp == nil)
        await paused.advance(by: 2)
        paused.expectScreen(["0.0 live"])
    }

    @Test(".animation asks for the next frame, a sixtieth of a second on (to the microsecond a Date keeps)")
    func everyFrame() {
        let host = TestHost(Since(schedule: .animation), size: Size(width: 8, height: 1), environment: environment())
        #expect(host.engine.host.nextWakeUp.map { abs($0 - 1.0 / 60) < 2e-6 } == true)
    }
}
