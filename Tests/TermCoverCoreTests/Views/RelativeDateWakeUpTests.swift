@testable import TermCoverCore
import TermCoverTesting
import Foundation
import Testing

/// The host's clock reads 0 at this date (the environment's default origin).
private let origin = Date(timeIntervalSince1970: 0)

/// Rows whose identities and dates are made afresh each time the body runs,
/// as the files example's are (`UUID()` and `.now` in a stored property):
/// every row's date reads "0 sec" when its row is made.
private struct FreshRows: View {
    @Environment(\.clockOrigin) private var clockOrigin
    @State private var made = 0
    var body: some View {
        VStack {
            ForEach(0..<3, id: \.self) { i in
                Text(clockOrigin, style: .relative).id("\(i)-\(UUID())")
            }
        }
    }
}

/// An hour-old date made each time the view is, 2 ms after the host's
/// time (as `.now` is, read while a frame is evaluated), redrawn at every
/// wake-up of the text (its tick is state the view reads).
private struct RemadeHourOld: View {
    @Environment(\.clockOrigin) private var clockOrigin
    @Environment(\.clock) private var clock
    var body: some View {
        let (seconds, attoseconds) = clock.now.offset.components
        let now = Double(seconds) + Double(attoseconds) * 1e-18
        return Text(clockOrigin.addingTimeInterval(now + 0.002 - 3600), style: .relative)
    }
}

@MainActor
@Suite("Live date texts wake only when their words can change")
struct RelativeDateWakeUpTests {
    @Test("a relative date an hour and some seconds ago asks to be drawn again at the next whole minute, not the next second",
          arguments: [(3725.25, 54.75), (90.5, 0.5), (180_000.0, 3600)] as [(Double, Double)])
    func wakesAtTheNextChange(ago: Double, expected: Double) async {
        // 1 hr, 2 min, 5.25 s ago changes to "1 hr, 3 min" in 54.75 s; 1 min 30.5 s ago shows
        // seconds, the next in 0.5 s; 2 days and 2 hr ago shows hours, the next in an hour.
        let host = TestHost(Text(origin.addingTimeInterval(-ago), style: .relative), size: Size(width: 20, height: 1))
        host.renderIfNeeded()
        let wake = host.engine.host.nextWakeUp
        #expect(abs((wake ?? 0) - expected) < 0.01, "woken after \(wake ?? -1) s")
    }

    @Test("a date to come counts down: 2 min 5.25 s ahead changes at the next whole second, 3 hr 20 min ahead at the next whole minute below")
    func futureDates() async {
        let soon = TestHost(Text(origin.addingTimeInterval(125.25), style: .relative), size: Size(width: 20, height: 1))
        soon.renderIfNeeded()
        // 2 min 5.25 s reads "2 min, 5 sec" until it falls below 2 min 5 s, in 0.25 s.
        #expect(abs((soon.engine.host.nextWakeUp ?? 0) - 0.25) < 0.01)
        let later = TestHost(Text(origin.addingTimeInterval(3 * 3600 + 20 * 60 + 30), style: .relative), size: Size(width: 20, height: 1))
        later.renderIfNeeded()
        #expect(abs((later.engine.host.nextWakeUp ?? 0) - 30) < 0.01)
    }

    @Test("a date made while the frame is evaluated, a hair after the frame's time, does not chase its own next second: an hour old, one frame in 5 s at most")
    func remadeDatesDoNotChase() async {
        let host = TestHost(RemadeHourOld(), size: Size(width: 20, height: 1))
        host.renderIfNeeded()
        let frames = host.frameCount
        await host.advance(by: 5)
        #expect(host.frameCount - frames <= 1, "\(host.frameCount - frames) frames")
        #expect(host.lines[0].trimmingCharacters(in: .whitespaces) == "1 hr")
    }

    @Test("an hour-old date idles: over 50 seconds of clock no frame is drawn")
    func idles() async {
        let host = TestHost(Text(origin.addingTimeInterval(-3600), style: .relative), size: Size(width: 20, height: 1))
        host.renderIfNeeded()
        let frames = host.frameCount
        await host.advance(by: 50)
        #expect(host.frameCount == frames)
        #expect(host.lines[0].contains("1 hr"))
    }

    @Test("rows made afresh with new identities leave no wake-ups behind: three rows, three wake-ups, about one frame a second")
    func goneRowsWakeNobody() async {
        let host = TestHost(FreshRows(), size: Size(width: 20, height: 3))
        host.renderIfNeeded()
        let frames = host.frameCount
        await host.advance(by: 5)
        #expect(host.engine.host.graph.wakeUps.count <= 3)
        #expect(host.frameCount - frames <= 12, "\(host.frameCount - frames) frames in 5 s")
    }
}
