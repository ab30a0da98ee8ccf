import Testing
import TermCoverTesting

@MainActor
@Suite("ProgressView")
struct ProgressViewTests {
    @Test("a bar fills the offered width in proportion, its end to an eighth of a cell, over a gray track")
    func bar() {
        let half = TestHost(ProgressView(value: 0.5), size: Size(width: 10, height: 1))
        #expect(half.lines == ["█████     "])
        // 0.3125 of 4 cells is 10 eighths: one full cell and a quarter (▎, U+258E).
        let quarter = TestHost(ProgressView(value: 0.3125), size: Size(width: 4, height: 1))
        #expect(quarter.lines == ["█▎  "])
        #expect(quarter.screen[3, 0].style.background == .gray)
        #expect(quarter.screen[1, 0].style.background == .gray && quarter.screen[1, 0].style.foreground == .primary)
    }

    @Test("values outside 0...total are clamped, as in SwiftUI; a total of 0 is empty")
    func clamps() {
        #expect(TestHost(ProgressView(value: 7, total: 5), size: Size(width: 4, height: 1)).lines == ["████"])
        #expect(TestHost(ProgressView(value: -2.0), size: Size(width: 4, height: 1)).lines == ["    "])
        #expect(TestHost(ProgressView(value: 1, total: 0), size: Size(width: 4, height: 1)).lines == ["    "])
    }

    @Test("a titled bar shows its title on the row above, leading")
    func titled() {
        let host = TestHost(ProgressView("Copy", value: 0.5, total: 2), size: Size(width: 8, height: 2))
        host.expectScreen(["Copy    ", "██      "])
    }

    @Test("with no value it is a spinner that steps every tenth of a second on the host's clock")
    func spinnerSteps() async {
        let host = TestHost(ProgressView("Loading"), size: Size(width: 9, height: 1))
        host.expectScreen(["⠋ Loading"])
        await host.advance(by: 0.15)
        host.expectScreen(["⠙ Loading"])
        await host.advance(by: 0.1)
        host.expectScreen(["⠹ Loading"])
        // 0.95 s: the tenth step, the last glyph.
        await host.advance(by: 0.7)
        host.expectScreen(["⠏ Loading"])
        await host.advance(by: 0.1)
        host.expectScreen(["⠋ Loading"])
    }

    @Test("a spinner costs one frame a step, not one every 60th of a second, and needs none between steps")
    func spinnerIsIdleBetweenSteps() async {
        let host = TestHost(ProgressView(), size: Size(width: 1, height: 1))
        await host.advance(by: 0.05)
        let before = host.frameCount
        await host.advance(by: 1)
        #expect(host.frameCount - before == 10)
        #expect(!host.engine.host.needsFrame)
        #expect(host.engine.host.nextWakeUp != nil)
    }

    @Test("a live loop with only a spinner on screen sleeps until each step and draws it")
    func loopSleepsUntilSteps() async {
        let clock = ManualClock()
        let terminal = HeadlessTerminal(size: Size(width: 1, height: 1))
        let runtime = AppRuntime(ProgressView(), terminal: terminal, clock: clock, noColor: false)
        let loop = runtime.makeLoop(events: ScriptedEvents([], clock: clock, tail: 0.55))
        await loop.run()
        // Steps at 0.1 … 0.5: five frames after the first; the sixth glyph shows.
        #expect(runtime.driver.frameCount == 6)
        #expect(runtime.host.canvas.lines == ["⠴"])
    }

    @Test("under a frame timer a spinner's steps are fired by the timer, one frame a step")
    func timerFiresSteps() async {
        let clock = ManualClock()
        let terminal = HeadlessTerminal(size: Size(width: 1, height: 1))
        let runtime = AppRuntime(ProgressView(), terminal: terminal, clock: clock, noColor: false)
        let timer = ManualFrameTimer(clock: clock)
        // A key nothing handles fixes the end of the run (with no key, the script's end moves with the timer).
        let events = ScriptedEvents([(0.55, .character("z"))], clock: clock, tail: 0.001, timer: timer)
        let loop = runtime.makeLoop(events: events)
        loop.timer = timer
        await loop.run()
        #expect(runtime.driver.frameCount == 6)
        #expect(timer.fireCount >= 5)
        #expect(runtime.host.canvas.lines == ["⠴"])
    }
}
