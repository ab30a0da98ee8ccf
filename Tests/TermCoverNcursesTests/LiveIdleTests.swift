import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore


/// Context switches of every thread of `pid` so far: each is a wake-up.
private func wakeUps(_ pid: pid_t) -> Int {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return tasks.reduce(0) { sum, task in
        let status = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)) ?? ""
        return sum + status.split(separator: "\n").filter { $0.contains("ctxt_switches") }
            .compactMap { Int($0.split(separator: "\t").last ?? "") }.reduce(0, +)
    }
}

/// `example-files`, built beside the test bundle.
private let filesExample = builtProduct("example-files")

extension PtySuites {
    @Suite("An idle live app sleeps", .serialized, .enabled(if: probePath != nil, "termcover-probe is not built"))
    struct LiveIdleTests {
        @Test("five relative dates hours old, live, leave the app asleep: their words change once a minute, not each second")
        func relativeDatesIdle() throws {
            let probe = try #require(probePath)
            let log = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)-dates.log").path
            defer { unlink(log) }
            let process = try PtyProcess([probe, "relative-dates", log], size: Size(width: 40, height: 10),
                                         environment: ["TERM": "xterm-256color"])
            process.read(for: 2)
            let before = wakeUps(process.pid)
            let start = process.now()
            process.read(for: 3)
            let rate = Double(wakeUps(process.pid) - before) / (process.now() - start)
            // Their seconds fall 0.2 s apart: woken each second, the five would cost five
            // frames a second (two threads each, about 10 wake-ups). Once a minute they all
            // change, which the 3 s may include: 5 frames, about 3.3 a second.
            #expect(rate < 4, "\(rate) wake-ups a second")
            process.type([0x03])
            #expect(process.waitForExit(timeout: 20) == 0)
        }

        @Test("the files example, whose relative dates are made anew with its views, idles at a few wake-ups a second, not about 400",
              .enabled(if: filesExample != nil, "example-files is not built"))
        func filesExampleIdles() throws {
            let path = try #require(filesExample)
            let process = try PtyProcess([path], size: Size(width: 80, height: 24), environment: ["TERM": "xterm-256color"])
            process.read(for: 2)
            let before = wakeUps(process.pid)
            let start = process.now()
            process.read(for: 3)
            let rate = Double(wakeUps(process.pid) - before) / (process.now() - start)
            // Three of its dates are "now" when made, so each wakes a second later: a few frames a second.
            #expect(rate < 30, "\(rate) wake-ups a second")
            process.type([0x03])
            #expect(process.waitForExit(timeout: 20) == 0)
        }
    }
}
