import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

/// `termcover-probe`, built beside the test bundle.
let probePath = builtProduct("termcover-probe")

/// One line of the probe's log: when, and what.
private struct LogLine {
    let time: Double
    let words: [Substring]
}

/// Runs a probe scenario live on a pty until it exits; its log, line by line.
/// With `publicOnly`, every unpromised export is turned off
/// (`TERMCOVER_PUBLIC_ONLY=1`), so the run takes the public fallbacks.
private func runProbe(_ scenario: String, timeout: Double = 60, publicOnly: Bool = false) throws -> [LogLine] {
    let probe = try #require(probePath, "termcover-probe is built by swift build --build-tests")
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)-\(scenario).log").path
    defer { unlink(log) }
    let process = try PtyProcess([probe, scenario, log], size: Size(width: 40, height: 10),
                                 environment: ["TERM": "xterm-256color"].merging(publicOnly ? ["TERMCOVER_PUBLIC_ONLY": "1"] : [:]) { $1 })
    let status = process.waitForExit(timeout: timeout)
    #expect(status == 0, "the probe exits normally")
    let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
        let words = line.split(separator: " ")
        guard let first = words.first, let t = Double(first) else { return nil }
        return LogLine(time: t, words: Array(words.dropFirst()))
    }
}

/// A program run by `TerminalRunner` behaves as the headless tests say: the
/// main actor's work keeps its transaction whatever thread runs it.
@Suite("Live runs on a pseudo-terminal")
struct LiveRuntimeTests {
    @Test("withAnimation around an @Observable change from a main-actor task animates with its own curve and completes at its end",
          arguments: ["observable-animation", "task-animation", "terminal-app"], [false, true])
    func observableChangeFromTaskKeepsItsTransaction(scenario: String, publicOnly: Bool) throws {
        let log = try runProbe(scenario, publicOnly: publicOnly)
        let start = try #require(log.first { $0.words.first == "start" }, "the probe's task ran")
        let completion = try #require(log.first { $0.words.first == "completion" }, "the completion ran")
        // linear(duration: 1): complete one second after the change, not at once.
        #expect(completion.time - start.time >= 0.95)
        // A linear second can never be ahead of the time since the change;
        // the default spring would be well past half way after 0.2 s.
        let values = log.filter { $0.words.first == "value" && $0.time > start.time }
            .compactMap { line in Double(line.words[1]).map { (line.time - start.time, $0) } }
        #expect(values.contains { $0.1 > 0.2 && $0.1 < 0.8 }, "frames show the value on its way")
        for (elapsed, value) in values {
            #expect(value <= elapsed + 0.05, "at \(elapsed) s the value is \(value)")
        }
        #expect(log.last?.words.first == "end")
    }

    @Test("A TerminalApp runs its views, its tasks and every ncurses call on the main thread alone, with or without the unpromised exports",
          arguments: [false, true])
    func terminalAppStaysOnOneThread(publicOnly: Bool) throws {
        let log = try runProbe("terminal-app", publicOnly: publicOnly)
        let start = try #require(log.first { $0.words.first == "start" })
        #expect(start.words.last == "isMainThread=true")
        let threads = try #require(log.first { $0.words.first == "draw-threads" })
        #expect(threads.words.last == "1")
    }

    @Test("An async main awaiting TerminalRunner.run keeps the main thread for the run, as a TerminalApp does: tasks and every frame on it, then the code after the await runs",
          arguments: [false, true])
    func asyncMainRunsOnTheMainThread(publicOnly: Bool) throws {
        let log = try runProbe("observable-animation", publicOnly: publicOnly)
        let start = try #require(log.first { $0.words.first == "start" }, "the probe's task ran")
        #expect(start.words.last == "isMainThread=true")
        let threads = try #require(log.first { $0.words.first == "draw-threads" }, "run returned to the async main")
        #expect(threads.words.last == "1")
        #expect(log.last?.words.first == "end")
    }

    @Test("A TerminalApp's main thread fires Foundation timers and runs DispatchQueue.main.asyncAfter work, with or without the unpromised exports",
          arguments: [false, true])
    func mainThreadServesTimersAndTheMainQueue(publicOnly: Bool) throws {
        let log = try runProbe("foundation-timers", timeout: 30, publicOnly: publicOnly)
        let scheduled = try #require(log.first { $0.words.first == "scheduled" }, "the task ran")
        let ticks = log.filter { $0.words.first == "timer" }
        #expect(ticks.map { $0.words[1] } == ["1", "2", "3"], "a repeating 0.1 s timer ticks until invalidated")
        #expect(ticks.allSatisfy { $0.words.last == "isMainThread=true" })
        // Its first tick is 0.1 s after it was scheduled, not before.
        if let first = ticks.first { #expect(first.time - scheduled.time >= 0.09) }
        let after = try #require(log.first { $0.words.first == "after" }, "the main queue's delayed work ran")
        #expect(after.words.last == "isMainThread=true")
        #expect(log.last?.words.first == "end")
    }
}
