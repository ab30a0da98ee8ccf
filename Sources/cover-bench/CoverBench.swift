import CoverDemoKit
import Foundation
import TermCover

/// Parses the options, runs the scenarios and prints them.
@MainActor
enum CoverBench {
    struct Options {
        var json = false
        var sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60), Size(width: 400, height: 120)]
        var transitions = DemoTransition.allCases
        var runs = 1
        var idleSeconds = 5.0
        var realtime = true
        var scroll = true
    }

    static let usage = """
        usage: cover-bench [--json] [--sizes 80x24,200x60] [--transitions cover,scale] [--runs N]
                           [--idle SECONDS] [--no-realtime] [--no-scroll]
          --json          one JSON object instead of tables
          --sizes         screen sizes (default 80x24,200x60,400x120)
          --transitions   gallery transition names (default all)
          --runs          repeat each scenario N times and pool the frames (default 1)
          --idle          seconds of idle run loop to measure, 0 to skip (default 5)
          --no-realtime   skip the real-clock present/dismiss at 200x60 and 400x120
          --no-scroll     skip scrolling the 100,000-line lazy log and the 5,000-row sectioned List at 200x60
        """

    static func main(arguments: [String]) async {
        guard let options = parse(arguments) else {
            FileHandle.standardError.write(Data((usage + "\n").utf8))
            exit(2)
        }
        do {
            try await run(options)
        } catch {
            FileHandle.standardError.write(Data("cover-bench: \(error)\n".utf8))
            exit(1)
        }
    }

    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var i = 0
        func value() -> String? {
            i += 1
            return i < arguments.count ? arguments[i] : nil
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--json": options.json = true
            case "--no-realtime": options.realtime = false
            case "--no-scroll": options.scroll = false
            case "--runs":
                guard let v = value().flatMap(Int.init), v > 0 else { return nil }
                options.runs = v
            case "--idle":
                guard let v = value().flatMap(Double.init), v >= 0 else { return nil }
                options.idleSeconds = v
            case "--sizes":
                guard let list = value() else { return nil }
                var sizes: [Size] = []
                for item in list.split(separator: ",") {
                    let parts = item.split(separator: "x").compactMap { Int($0) }
                    guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { return nil }
                    sizes.append(Size(width: parts[0], height: parts[1]))
                }
                options.sizes = sizes
            case "--transitions":
                guard let list = value() else { return nil }
                var chosen: [DemoTransition] = []
                for name in list.split(separator: ",") {
                    guard let t = DemoTransition(rawValue: String(name)) else { return nil }
                    chosen.append(t)
                }
                options.transitions = chosen
            default:
                return nil
            }
            i += 1
        }
        return options
    }

    static func run(_ options: Options) async throws {
        var results: [ScriptedResult] = []
        for size in options.sizes {
            for transition in options.transitions {
                var pooled: ScriptedResult?
                for _ in 0..<options.runs {
                    let r = try Scenarios.scripted(transition, size: size)
                    pooled = pooled.map { merge($0, r) } ?? r
                }
                if let pooled {
                    results.append(pooled)
                    if !options.json { printRow(pooled, header: results.count == 1) }
                }
            }
        }
        var scroll: ScrollResult?
        var list: ScrollResult?
        if options.scroll {
            var pooled: ScrollResult?
            for _ in 0..<options.runs {
                let r = try Scenarios.scrollLog(size: Size(width: 200, height: 60))
                if var p = pooled {
                    p.frames += r.frames
                    p.bytes += r.bytes
                    pooled = p
                } else {
                    pooled = r
                }
            }
            scroll = pooled
            if let scroll, !options.json { printScroll(scroll) }
            var pooledList: ScrollResult?
            for _ in 0..<options.runs {
                let r = try Scenarios.scrollList(size: Size(width: 200, height: 60))
                if var p = pooledList {
                    p.frames += r.frames
                    p.bytes += r.bytes
                    pooledList = p
                } else {
                    pooledList = r
                }
            }
            list = pooledList
            if let list, !options.json { printScroll(list, what: "sectioned List of two-line rows (50 sections)", moves: "rows, pages, End, Home") }
        }
        var realtime: [RealtimeResult] = []
        if options.realtime {
            if !options.json { print("\nReal clock, live run loop at 60 fps (present + dismiss, Return typed into the pty):") }
            for size in options.sizes where size.width >= 200 {
                for transition in options.transitions {
                    let r = try await Scenarios.realtime(transition, size: size)
                    realtime.append(r)
                    if !options.json {
                        print("  \(pad(r.transition, 13)) \(pad("\(r.size.width)x\(r.size.height)", 7))  composed \(r.composed)/\(r.expected)"
                              + "  drawn \(r.drawn)  longest gap \(fixed(r.maxGap * 1000, 1)) ms")
                    }
                }
            }
        }
        let missed = frameChecks(realtime, print: !options.json)
        var idle: IdleResult?
        if options.idleSeconds > 0 {
            idle = try await Scenarios.idle(seconds: options.idleSeconds)
            if let idle, !options.json {
                print("\nIdle, live run loop on the system clock for \(fixed(idle.seconds, 2)) s:"
                      + " \(idle.frames) frames, \(idle.wakeUps) run-loop wake-ups,"
                      + " \(fixed(idle.cpuSeconds, 4)) s CPU, \(idle.voluntarySwitches) voluntary context switches")
            }
        }
        if options.json { print(json(results, realtime: realtime, idle: idle, scroll: scroll, list: list)) }
        if missed > 0 {
            FileHandle.standardError.write(Data("cover-bench: \(missed) frame checks missed\n".utf8))
            exit(1)
        }
    }

    /// The frames each transition must compose in time on the real clock
    /// (issue 50): every one of them at 200x60, all but one in ten at 400x120.
    static func frameTarget(_ r: RealtimeResult) -> Int? {
        switch (r.size.width, r.size.height) {
        case (200, 60): r.expected
        case (400, 120): r.expected - r.expected / 10
        default: nil
        }
    }

    /// Prints each realtime figure against its target; returns how many missed.
    static func frameChecks(_ realtime: [RealtimeResult], print printing: Bool) -> Int {
        var missed = 0
        var lines: [String] = []
        for r in realtime {
            guard let target = frameTarget(r) else { continue }
            let ok = r.composed >= target
            if !ok { missed += 1 }
            lines.append("  \(ok ? "ok    " : "MISSED") \(r.transition) \(r.size.width)x\(r.size.height): composed \(r.composed) of \(r.expected), target at least \(target)")
        }
        if printing, !lines.isEmpty {
            print("\nTargets (issue 50, frames dropped):")
            lines.forEach { print($0) }
        }
        return missed
    }

    static func merge(_ a: ScriptedResult, _ b: ScriptedResult) -> ScriptedResult {
        var m = a
        m.frames += b.frames
        m.drawnFrames += b.drawnFrames
        m.compose += b.compose
        m.diff += b.diff
        m.emit += b.emit
        m.total += b.total
        m.bytes += b.bytes
        m.cells += b.cells
        m.animatedSeconds += b.animatedSeconds
        m.cpuSeconds += b.cpuSeconds
        return m
    }

    static func printRow(_ r: ScriptedResult, header: Bool) {
        if header {
            print("Scripted: manual clock at 1/60 s steps, present + dismiss, easeInOut 0.35 s, xterm-256color pty.")
            print("Times in ms as median/p99; bytes and cells per frame as mean (median/p99); per animated second: KB and CPU s.")
            print("  transition       size frames     compose        diff        emit       frame        bytes/frame     cells/frame   KB/s  CPU s/s")
        }
        func pair(_ values: [Double]) -> String {
            let s = Summary(values)
            return pad("\(fixed(s.median, 3))/\(fixed(s.p99, 3))", 11)
        }
        let b = Summary(r.bytes), c = Summary(r.cells)
        let perSecond = r.animatedSeconds > 0 ? 1 / r.animatedSeconds : 0
        print("  \(pad(r.transition, 13)) \(pad("\(r.size.width)x\(r.size.height)", 8)) \(pad("\(r.frames)", 6)) "
              + "\(pair(r.compose)) \(pair(r.diff)) \(pair(r.emit)) \(pair(r.total)) "
              + "\(pad("\(fixed(b.mean, 0)) (\(fixed(b.median, 0))/\(fixed(b.p99, 0)))", 16)) "
              + "\(pad("\(fixed(c.mean, 0)) (\(fixed(c.median, 0))/\(fixed(c.p99, 0)))", 15)) "
              + "\(pad(fixed(r.bytes.reduce(0, +) * perSecond / 1000, 1), 6)) \(pad(fixed(r.cpuSeconds * perSecond, 4), 8))")
    }

    /// The 60 fps budget a frame must fit: 1/60 s.
    static let frameBudget = 1000 / 60.0

    static func printScroll(_ r: ScrollResult, what: String = "LazyVStack log in a ScrollView",
                            moves: String = "rows, pages, End, Home, an animated scrollTo") {
        let s = Summary(r.frames), b = Summary(r.bytes)
        print("\nScrolling a \(grouped(r.lines))-line \(what), manual clock at 1/60 s steps,"
              + " a key or an animation step a frame (\(moves)), xterm-256color pty.")
        print("Frame times in ms from the key to the bytes, the key's routing included; bytes per frame as mean (median/p99).")
        print("  size     frames     p50     p95     max        bytes/frame  60 fps (\(fixed(frameBudget, 1)) ms)")
        let verdict = s.max <= frameBudget ? "met: every frame within"
            : s.p95 <= frameBudget ? "met at p95, \(r.frames.filter { $0 > frameBudget }.count) frames over" : "missed"
        print("  \(pad("\(r.size.width)x\(r.size.height)", 7)) \(pad("\(r.frames.count)", 7)) "
              + "\(pad(fixed(s.median, 3), 7)) \(pad(fixed(s.p95, 3), 7)) \(pad(fixed(s.max, 3), 7)) "
              + "\(pad("\(fixed(b.mean, 0)) (\(fixed(b.median, 0))/\(fixed(b.p99, 0)))", 18))  \(verdict)")
    }

    static func json(_ results: [ScriptedResult], realtime: [RealtimeResult], idle: IdleResult?,
                     scroll: ScrollResult?, list: ScrollResult?) -> String {
        func stat(_ values: [Double], _ decimals: Int) -> String {
            let s = Summary(values)
            return "{\"median\": \(fixed(s.median, decimals)), \"p99\": \(fixed(s.p99, decimals)), \"mean\": \(fixed(s.mean, decimals))}"
        }
        let entries = results.map { r -> String in
            let perSecond = r.animatedSeconds > 0 ? 1 / r.animatedSeconds : 0
            return "{\"transition\": \"\(r.transition)\", \"size\": \"\(r.size.width)x\(r.size.height)\", "
                + "\"frames\": \(r.frames), \"drawn_frames\": \(r.drawnFrames), "
                + "\"compose_ms\": \(stat(r.compose, 4)), \"diff_ms\": \(stat(r.diff, 4)), \"emit_ms\": \(stat(r.emit, 4)), "
                + "\"frame_ms\": \(stat(r.total, 4)), \"bytes_per_frame\": \(stat(r.bytes, 1)), "
                + "\"cells_changed_per_frame\": \(stat(r.cells, 1)), "
                + "\"per_animated_second\": {\"seconds\": \(fixed(r.animatedSeconds, 4)), "
                + "\"bytes\": \(fixed(r.bytes.reduce(0, +) * perSecond, 0)), "
                + "\"cells_changed\": \(fixed(r.cells.reduce(0, +) * perSecond, 0)), "
                + "\"cpu_s\": \(fixed(r.cpuSeconds * perSecond, 5))}}"
        }
        let live = realtime.map {
            "{\"transition\": \"\($0.transition)\", \"size\": \"\($0.size.width)x\($0.size.height)\", "
                + "\"composed\": \($0.composed), \"expected\": \($0.expected), \"drawn\": \($0.drawn), "
                + "\"max_gap_ms\": \(fixed($0.maxGap * 1000, 2))}"
        }
        let idleText = idle.map {
            "{\"seconds\": \(fixed($0.seconds, 3)), \"frames\": \($0.frames), \"wake_ups\": \($0.wakeUps), "
                + "\"cpu_s\": \(fixed($0.cpuSeconds, 5)), \"voluntary_context_switches\": \($0.voluntarySwitches)}"
        } ?? "null"
        func scrolled(_ r: ScrollResult) -> String {
            let s = Summary(r.frames)
            return "{\"size\": \"\(r.size.width)x\(r.size.height)\", \"lines\": \(r.lines), \"frames\": \(r.frames.count), "
                + "\"frame_ms\": {\"p50\": \(fixed(s.median, 4)), \"p95\": \(fixed(s.p95, 4)), \"max\": \(fixed(s.max, 4))}, "
                + "\"bytes_per_frame\": \(stat(r.bytes, 1)), \"fits_60fps\": \(s.max <= frameBudget), "
                + "\"fits_60fps_p95\": \(s.p95 <= frameBudget)}"
        }
        let scrollText = scroll.map(scrolled) ?? "null"
        let listText = list.map(scrolled) ?? "null"
        return "{\"fps\": 60, \"results\": [\n  " + entries.joined(separator: ",\n  ") + "\n], \"realtime\": [\n  "
            + live.joined(separator: ",\n  ") + "\n], \"idle\": \(idleText), \"scroll\": \(scrollText), \"list\": \(listText)}"
    }
}
