import Testing
import TermCoverTesting

/// The gallery's pattern: Enter presents a cover, Enter inside the top
/// cover stacks another, Esc dismisses the top one.
private struct StackBase: View {
    @State private var show = false
    var body: some View {
        Text("base")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onKeyPress(.return) { withAnimation(.easeInOut(duration: 0.5)) { show = true }; return .handled }
            .fullScreenCover(isPresented: $show) { StackPage(level: 1) }
    }
}

private struct StackPage: View {
    let level: Int
    @State private var showNext = false
    var body: some View {
        Text("Cover \(level)")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .transition(.move(edge: .bottom))
            .onKeyPress(.return) { withAnimation(.easeInOut(duration: 0.5)) { showNext = true }; return .handled }
            .fullScreenCover(isPresented: $showNext) { StackPage(level: level + 1) }
    }
}

/// Runs keys through a real `FrameLoop` at 60 fps on a manual clock; the
/// phases of the covers on screen once everything has settled. `timed`:
/// frames fired by a frame timer, as under `TerminalRunner.main`.
@MainActor
private func run(_ keys: [(time: Double, key: Key)], size: Size = Size(width: 100, height: 30),
                 timed: Bool = false) async -> (phases: [PresentationPhase], top: String) {
    let clock = ManualClock()
    let terminal = HeadlessTerminal(size: size)
    let host = ViewHost(StackBase(), size: size, clock: clock)
    let driver = FrameDriver(host: host, terminal: terminal, clock: clock)
    let timer = timed ? ManualFrameTimer(clock: clock) : nil
    let loop = FrameLoop(driver: driver, events: ScriptedEvents(keys, clock: clock, tail: 2, timer: timer), fps: 60)
    loop.timer = timer
    await loop.run()
    driver.renderIfNeeded()
    return (host.coverPhases, host.canvas.lines.joined())
}

/// What the keys ask for: Enter one cover more, Esc one fewer.
private func expectedDepth(_ keys: [Key]) -> Int {
    keys.reduce(0) { depth, key in key == .escape ? max(0, depth - 1) : depth + 1 }
}

@MainActor
@Suite("Keys are never lost, whatever the frames in between")
struct KeySequenceTests {
    @Test("Enter, Esc, Enter, Esc 20 ms apart leave no cover on screen", arguments: [false, true])
    func quickEnterEscTwice(timed: Bool) async {
        let keys: [(time: Double, key: Key)] = [(0.2, .return), (0.22, .escape), (0.24, .return), (0.26, .escape)]
        let (phases, top) = await run(keys, timed: timed)
        #expect(phases.isEmpty)
        #expect(!top.contains("Cover"))
    }

    @Test("Keys that arrive in one read go to the layers the keys before them left", arguments: [false, true])
    func keysInOneRead(timed: Bool) async {
        let (phases, top) = await run([(0.2, .return), (0.2, .return)], timed: timed)
        #expect(phases == [.presented, .presented])
        #expect(top.contains("Cover 2"))
    }

    @Test("Esc calls off a present() queued behind a proxy cover's dismissal: the cover stays gone")
    func escCancelsQueuedPresent() async {
        let proxy = PresentationProxy()
        let host = TestHost(Text("base").fullScreenCover(presentation: proxy, animation: .linear(duration: 0.5)) { Text("cover") },
                            size: Size(width: 8, height: 2), fps: 20)
        let first = Task { try await proxy.present() }
        await host.advance(by: 1)
        #expect(proxy.phase == .presented)
        _ = first
        let dismissal = Task { try? await proxy.dismiss() }
        await host.settle()
        let queued = Task { () -> Bool in
            do { try await proxy.present(); return true } catch { return false }
        }
        await host.advance(by: 0.1)
        #expect(proxy.phase == .dismissing)
        host.press(.escape)
        await host.advance(by: 1.5)
        #expect(proxy.phase == .idle)
        #expect(await queued.value == false, "the queued present throws CancellationError")
        _ = await dismissal.value
    }

    @Test("Random Enter and Esc sequences with 0 to 60 ms gaps end at the depth the keys ask for", arguments: [false, true])
    func fuzzEnterEsc(timed: Bool) async {
        for seed in UInt64(1)...60 {
            var random = SeededRandom(seed: seed)
            var time = 0.1
            var keys: [(time: Double, key: Key)] = []
            for _ in 0..<Int.random(in: 2...14, using: &random) {
                time += Double(Int.random(in: 0...60, using: &random)) / 1000
                keys.append((time, Bool.random(using: &random) ? .return : .escape))
            }
            let depth = expectedDepth(keys.map(\.key))
            let (phases, top) = await run(keys, size: Size(width: 30, height: 6), timed: timed)
            #expect(phases == Array(repeating: .presented, count: depth),
                    "seed \(seed): \(keys.map { "\(Int($0.time * 1000))ms \($0.key == .escape ? "esc" : "enter")" })")
            #expect(depth == 0 ? !top.contains("Cover") : top.contains("Cover \(depth)"), "seed \(seed)")
        }
    }
}
