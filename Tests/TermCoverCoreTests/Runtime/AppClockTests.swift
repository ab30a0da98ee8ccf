import Testing
import TermCoverTesting

/// A save that presents a cover, waits for a simulated network call of two
/// seconds on the environment's clock, and dismisses it.
private struct SaveScreen: View {
    @Environment(\.clock) private var clock
    var onSaved: @MainActor () -> Void = {}

    var body: some View {
        PresentationCoordinator { proxy in
            Text("Form")
                .onKeyPress("s") {
                    Task {
                        try await proxy.present()
                        try await clock.sleep(for: .seconds(2))
                        onSaved()
                        try await proxy.dismiss()
                    }
                    return .handled
                }
                .fullScreenCover(presentation: proxy, animation: .linear(duration: 0.5)) {
                    Text("Saving").frame(maxWidth: .infinity, maxHeight: .infinity)
                }
        }
    }
}

/// A flag a task sets, read by the test.
@MainActor
private final class Flag {
    var value = false
    var text = "running"
}

@Suite("The environment's clock under TestHost")
@MainActor
struct AppClockTests {
    @Test("present, a two-second call on the environment's clock, dismiss: the test only advances time")
    func presentWaitDismiss() async {
        let saved = Flag()
        let host = TestHost(SaveScreen(onSaved: { saved.value = true }), size: Size(width: 8, height: 1))
        host.press(.character("s"))
        await host.advance(by: 0.5)
        // Presented at 0.5 s; the call started then and ends at 2.5 s.
        host.expectScreen([" Saving "])
        await host.advance(by: 1.9)
        #expect(!saved.value, "the call is still running at 2.4 s")
        host.expectScreen([" Saving "])
        await host.advance(by: 0.2)
        #expect(saved.value, "the call has ended at 2.6 s")
        await host.advance(by: 0.6)
        host.expectScreen(["  Form  "])
    }

    @Test("a sleep on the manual clock ends when the clock reaches its deadline, not before")
    func sleepEndsAtDeadline() async {
        let clock = ManualClock()
        let appClock = clock.appClock
        let woke = Flag()
        Task { try await appClock.sleep(for: .seconds(1)); woke.value = true }
        for _ in 0..<5 { await Task.yield() }
        clock.advance(by: 0.5)
        for _ in 0..<5 { await Task.yield() }
        #expect(!woke.value)
        clock.advance(by: 0.5)
        for _ in 0..<5 { await Task.yield() }
        #expect(woke.value)
        #expect(appClock.now.offset == .seconds(1))
    }

    @Test("a cancelled sleep on the manual clock throws CancellationError at once")
    func cancelledSleepThrows() async {
        let appClock = ManualClock().appClock
        let outcome = Flag()
        let task = Task {
            do { try await appClock.sleep(for: .seconds(60)); outcome.text = "woke" } catch is CancellationError { outcome.text = "cancelled" } catch { outcome.text = "other" }
        }
        for _ in 0..<5 { await Task.yield() }
        task.cancel()
        for _ in 0..<5 { await Task.yield() }
        #expect(outcome.text == "cancelled")
    }

    @Test("a live run's clock is the continuous clock: its sleep waits real time")
    func liveClockIsContinuous() async throws {
        let clock = EnvironmentValues().clock
        let start = ContinuousClock.now
        try await clock.sleep(for: .milliseconds(20))
        #expect(ContinuousClock.now - start >= .milliseconds(20))
    }
}

@Suite("Screen expectations")
@MainActor
struct ScreenExpectationTests {
    @Test("equal rows give no mismatch; a differing row is shown as expected over actual with a caret")
    func rowDiff() {
        let canvas = CellGrid(lines: ["abc", "def"])
        #expect(canvas.mismatch(["abc", "def"]) == nil)
        let report = canvas.mismatch(["abc", "dXf"])
        #expect(report == """
        screen differs:
        1 of 2 rows differ
            0  "abc"
          ✗ 1  "dXf"  expected
               "def"  actual
                 ^ character 1
        """)
    }

    @Test("a region compares only its cells, and a row count that differs is named")
    func region() {
        let canvas = CellGrid(lines: ["abcd", "efgh", "ijkl"])
        #expect(canvas.mismatch(["fg", "jk"], in: Rect(x: 1, y: 1, width: 2, height: 2)) == nil)
        #expect(canvas.mismatch(["fg"], in: Rect(x: 1, y: 1, width: 2, height: 2))?.contains("(1 rows expected)") == true)
        #expect(canvas.mismatch(["x"], in: Rect(x: 3, y: 0, width: 2, height: 1))?.contains("not inside the 4x3 screen") == true)
    }

    @Test("a style mask checks the cells it marks and names those that fail")
    func styles() {
        var canvas = CellGrid(size: Size(width: 3, height: 1))
        _ = canvas.put("ab", x: 0, y: 0, style: Style(attributes: .reverse))
        _ = canvas.put("c", x: 2, y: 0, style: .plain)
        let reverse = StyleMask(["rr "], ["r": .attributes(.reverse)])
        #expect(canvas.mismatch(["abc"], styles: reverse) == nil)
        let all = StyleMask(["rrr"], ["r": .attributes(.reverse)])
        let report = canvas.mismatch(["abc"], styles: all) ?? ""
        #expect(report.contains("styles differ"))
        #expect(report.contains("(2,0) wants attributes"))
        #expect(!report.contains("(1,0)"))
    }
}
