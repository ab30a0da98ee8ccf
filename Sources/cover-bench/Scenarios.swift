import CoverDemoKit
import Foundation
import TermCover

/// What one transition at one size cost, frame by frame.
struct ScriptedResult {
    var transition: String
    var size: Size
    /// Canvases composed, one per 1/60 s of the present and the dismiss.
    var frames = 0
    /// Frames that changed something and were sent to the terminal.
    var drawnFrames = 0
    var compose: [Double] = []
    var diff: [Double] = []
    var emit: [Double] = []
    var total: [Double] = []
    var bytes: [Double] = []
    var cells: [Double] = []
    /// Frame-clock seconds from the first key to the last frame.
    var animatedSeconds = 0.0
    /// Whole-process CPU over the frames.
    var cpuSeconds = 0.0
}

/// Frames of a lazy log scrolled by keys and by an animated `scrollTo`.
struct ScrollResult {
    var size: Size
    var lines: Int
    /// Per frame: milliseconds from the key (or the clock's step) to the
    /// bytes handed to ncurses, the key's routing included.
    var frames: [Double] = []
    var bytes: [Double] = []
}

/// The live run loop's cost while nothing moves.
struct IdleResult {
    var seconds: Double
    var cpuSeconds: Double
    var frames: Int
    /// Times the run loop's wait for events returned.
    var wakeUps: Int
    var voluntarySwitches: Int
}

/// A present and dismiss on the real clock through the real run loop.
struct RealtimeResult {
    var transition: String
    var size: Size
    var composed = 0
    var drawn = 0
    /// Frames a 60 fps loop should compose for two 0.35 s animations.
    var expected = 0
    /// The longest time between two drawn frames while animating.
    var maxGap = 0.0
}

/// Counts how often the run loop wakes: every return from `nextEvents`.
@MainActor
final class CountingEvents: TerminalEventSource {
    let base: NcursesTerminal
    private(set) var returns = 0
    init(_ base: NcursesTerminal) { self.base = base }
    func nextEvents(timeout: Double?) async -> [TerminalEvent] {
        let events = await base.nextEvents(timeout: timeout)
        returns += 1
        return events
    }
    nonisolated func wake() { base.wake() }
}

@MainActor
enum Scenarios {
    static let fps = 60.0

    /// Presents and dismisses the cover of `transition` on a headless
    /// ncurses terminal of `size`, one frame per 1/60 s of a manual clock,
    /// as fast as the machine can: script mode never sleeps between frames.
    static func scripted(_ transition: DemoTransition, size: Size) throws -> ScriptedResult {
        let terminal = try NcursesTerminal.headless(size: size)
        defer { terminal.restore() }
        let clock = ManualClock()
        let runtime = AppRuntime(BenchScene(transition: transition), terminal: terminal, clock: clock, fps: fps, noColor: false)
        let host = runtime.host, driver = runtime.driver
        // The page beneath, painted once: not part of the animation.
        driver.renderIfNeeded()
        _ = terminal.takeOutput()

        var result = ScriptedResult(transition: transition.rawValue, size: size)
        let start = clock.now
        var tick = 0
        let before = ProcessUsage.now()
        for _ in 0..<2 {
            // Present, then dismiss: the key's frame is drawn at once, then one every 1/60 s.
            host.send(.key(.return))
            var steps = 0
            while true {
                let composed = driver.composedCount
                let drawn = driver.frameCount
                driver.renderIfNeeded()
                if driver.composedCount > composed {
                    let s = driver.lastComposed
                    result.frames += 1
                    result.compose.append(s.composeSeconds * 1000)
                    result.diff.append(s.diffSeconds * 1000)
                    result.emit.append(s.emitSeconds * 1000)
                    result.total.append(s.totalSeconds * 1000)
                    result.bytes.append(Double(s.bytes))
                    result.cells.append(Double(s.changedCells))
                    if driver.frameCount > drawn { result.drawnFrames += 1 }
                    if getenv("COVER_BENCH_FRAMES") != nil {
                        print("frame \(result.frames) bytes \(s.bytes) compose \(fixed(s.composeSeconds * 1000, 3)) diff \(fixed(s.diffSeconds * 1000, 3)) emit \(fixed(s.emitSeconds * 1000, 3))")
                    }
                }
                // The pty's reader keeps everything until taken.
                _ = terminal.takeOutput()
                steps += 1
                guard host.needsFrame, steps < 1_000 else { break }
                tick += 1
                // Set, not advanced: 1/60 added up drifts.
                clock.set(start + Double(tick) / fps)
            }
        }
        result.cpuSeconds = (ProcessUsage.now() - before).cpuSeconds
        result.animatedSeconds = clock.now - start
        return result
    }

    /// Scrolls a `lines`-line lazy log (`BenchLog`) at `size` on a headless
    /// ncurses terminal, one step of a manual clock (1/60 s) per frame: 240
    /// rows down one key a frame, 60 pages down, End, 60 rows up, Home, the
    /// proxy's animated glide to the middle line and 60 pages up. Each
    /// frame is timed from the key to the bytes, as fast as the machine can.
    static func scrollLog(size: Size, lines: Int = 100_000) throws -> ScrollResult {
        try timedKeys(BenchLog(lines: lines), size: size, lines: lines) { frame, needsFrame in
            for _ in 0..<240 { frame(.downArrow) }
            for _ in 0..<60 { frame(.pageDown) }
            frame(.end)
            for _ in 0..<60 { frame(.upArrow) }
            frame(.home)
            frame(.character("m"))
            var steps = 0
            while needsFrame(), steps < 1_000 {
                frame(nil)
                steps += 1
            }
            for _ in 0..<60 { frame(.pageUp) }
        }
    }

    /// Moves through a `sections` × `rowsPerSection` sectioned `List` of
    /// two-line rows (`BenchList`) at `size` on a headless ncurses
    /// terminal, a key a frame on a manual clock: 240 rows down, 60 pages
    /// down, End, 60 rows up, Home, 60 pages down. Each frame is timed from
    /// the key to the bytes.
    static func scrollList(size: Size, sections: Int = 50, rowsPerSection: Int = 100) throws -> ScrollResult {
        try timedKeys(BenchList(sections: sections, rowsPerSection: rowsPerSection), size: size,
                      lines: sections * rowsPerSection) { frame, _ in
            for _ in 0..<240 { frame(.downArrow) }
            for _ in 0..<60 { frame(.pageDown) }
            frame(.end)
            for _ in 0..<60 { frame(.upArrow) }
            frame(.home)
            for _ in 0..<60 { frame(.pageDown) }
        }
    }

    /// Runs `view` at `size` on a headless ncurses terminal, its first
    /// screen painted untimed, while `script` sends keys a frame at a time
    /// on a manual clock (a nil key: a frame of the clock alone); each frame
    /// is timed from the key to the bytes, as fast as the machine can.
    private static func timedKeys<V: View>(_ view: V, size: Size, lines: Int,
                                           _ script: (_ frame: (Key?) -> Void, _ needsFrame: () -> Bool) -> Void)
        throws -> ScrollResult {
        let terminal = try NcursesTerminal.headless(size: size)
        defer { terminal.restore() }
        let clock = ManualClock()
        let runtime = AppRuntime(view, terminal: terminal, clock: clock, fps: fps, noColor: false)
        let host = runtime.host, driver = runtime.driver
        driver.renderIfNeeded()
        _ = terminal.takeOutput()
        var result = ScrollResult(size: size, lines: lines)
        let start = clock.now
        var tick = 0
        let wall = ContinuousClock()
        script({ key in
            tick += 1
            clock.set(start + Double(tick) / fps)
            let began = wall.now
            if let key { host.send(.key(key)) }
            driver.renderIfNeeded()
            let took = began.duration(to: wall.now)
            result.frames.append(Double(took.components.seconds) * 1000 + Double(took.components.attoseconds) / 1e15)
            result.bytes.append(Double(terminal.takeOutput().count))
        }, { host.needsFrame })
        return result
    }

    /// Runs the real run loop on the system clock for `seconds` with nothing
    /// to do, after the first frame, and counts frames, wake-ups and CPU.
    static func idle(seconds: Double) async throws -> IdleResult {
        let size = Size(width: 200, height: 60)
        let terminal = try NcursesTerminal.headless(size: size)
        defer { terminal.restore() }
        let clock = SystemClock()
        let runtime = AppRuntime(BenchScene(transition: .cover), terminal: terminal, clock: clock, fps: fps, noColor: false)
        let driver = runtime.driver
        let events = CountingEvents(terminal)
        let loop = runtime.makeLoop(events: events)
        let measure = Task { @MainActor () -> IdleResult in
            // Let the first frame go out and the pty settle.
            try? await Task.sleep(for: .milliseconds(300))
            let usage = ProcessUsage.now(), frames = driver.composedCount, wakeUps = events.returns
            let started = clock.now
            try? await Task.sleep(for: .seconds(seconds))
            let used = ProcessUsage.now() - usage
            let result = IdleResult(seconds: clock.now - started, cpuSeconds: used.cpuSeconds,
                                    frames: driver.composedCount - frames, wakeUps: events.returns - wakeUps,
                                    voluntarySwitches: used.voluntarySwitches)
            loop.stop()
            events.wake()
            return result
        }
        await loop.run()
        return await measure.value
    }

    /// Presents and dismisses through the live run loop on the system clock,
    /// with Return typed into the pty, and counts the frames composed.
    static func realtime(_ transition: DemoTransition, size: Size) async throws -> RealtimeResult {
        let terminal = try NcursesTerminal.headless(size: size)
        defer { terminal.restore() }
        let clock = SystemClock()
        let runtime = AppRuntime(BenchScene(transition: transition), terminal: terminal, clock: clock, fps: fps, noColor: false)
        let driver = runtime.driver
        let loop = runtime.makeLoop(events: terminal)
        var result = RealtimeResult(transition: transition.rawValue, size: size)
        result.expected = 2 * (Int((BenchScene.duration * fps).rounded()) + 1)
        var times: [Double] = []
        var counting = false
        driver.onFrame = { stats in if counting { times.append(stats.time) } }
        var startCount = 0
        let script = Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(200))
            startCount = driver.composedCount
            counting = true
            for _ in 0..<2 {
                terminal.type([13])
                try? await Task.sleep(for: .milliseconds(600))
                // Gaps are measured within one animation, not across the pause between them.
                times.append(-1)
            }
            counting = false
            loop.stop()
            terminal.wake()
        }
        await loop.run()
        await script.value
        result.composed = driver.composedCount - startCount
        result.drawn = times.filter { $0 >= 0 }.count
        var previous: Double?
        for t in times {
            if t < 0 { previous = nil; continue }
            if let p = previous { result.maxGap = max(result.maxGap, t - p) }
            previous = t
        }
        return result
    }
}
