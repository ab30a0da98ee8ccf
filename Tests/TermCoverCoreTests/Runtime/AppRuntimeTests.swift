import Testing
import TermCoverTesting

/// Reads the color support the views were given.
private struct ColorReport: View {
    @Environment(\.colorSupport) private var colors
    var body: some View { Text("\(colors.rawValue)") }
}

/// One runtime assembly for live runs, tests, scripted runs and the benchmark.
@MainActor
@Suite("The runtime is wired once for every way of running")
struct AppRuntimeTests {
    @Test("NO_COLOR limits the terminal and the views to monochrome before the first frame")
    func noColorMeansMonochrome() {
        let terminal = HeadlessTerminal(size: Size(width: 5, height: 1), colorSupport: .palette256)
        let runtime = AppRuntime(ColorReport(), terminal: terminal, clock: ManualClock(), noColor: true)
        runtime.renderIfNeeded()
        #expect(terminal.colorSupport == .monochrome)
        #expect(runtime.host.canvas.lines == ["  0  "])
    }

    @Test("Without NO_COLOR the views get the terminal's colors")
    func colorsFromTheTerminal() {
        let terminal = HeadlessTerminal(size: Size(width: 5, height: 1), colorSupport: .ansi16)
        let runtime = AppRuntime(ColorReport(), terminal: terminal, clock: ManualClock(), noColor: false)
        runtime.renderIfNeeded()
        #expect(runtime.host.canvas.lines == [" 16  "])
    }

    @Test("Ctrl-C quits a test host as it quits a live run, whatever has focus")
    func controlCQuits() {
        let host = TestHost(Text("x").onKeyPress(action: { _ in .handled }), size: Size(width: 1, height: 1))
        host.press(.control("c"))
        #expect(host.engine.host.quitRequested)
    }

    @Test("The live loop stops on Ctrl-C")
    func liveLoopStopsOnControlC() async {
        let clock = ManualClock()
        let runtime = AppRuntime(Text("x"), terminal: HeadlessTerminal(size: Size(width: 1, height: 1)), clock: clock, noColor: false)
        let loop = runtime.makeLoop(events: ScriptedEvents([(0.1, .control("c")), (5, .character("z"))], clock: clock, tail: 1))
        await loop.run()
        #expect(runtime.host.quitRequested)
        #expect(clock.now < 1)
    }
}
