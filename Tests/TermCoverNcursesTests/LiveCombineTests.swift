import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

extension PtySuites {
    /// Combine's timers and schedulers run by a live app's main thread, and
    /// an `@AppStorage` store of the app's own written as the run ends.
    @Suite("Combine and @AppStorage in a live app", .serialized,
           .enabled(if: probePath != nil, "termcover-probe is not built"))
    struct LiveCombineTests {
        private struct Line {
            let time: Double
            let words: [String]
        }

        /// Runs the probe's "combine" scenario to its end with `home` as its home.
        private static func run(home: String) throws -> [Line] {
            let probe = try #require(probePath)
            let log = home + "/\(UUID().uuidString).log"
            var environment = userEnvironment
            environment["HOME"] = home
            environment["XDG_CONFIG_HOME"] = home + "/.config"
            let child = try PtyProcess([probe, "combine", log], size: Size(width: 40, height: 10), environment: environment)
            #expect(child.waitForExit(timeout: 30) == 0)
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").compactMap { line in
                let words = line.split(separator: " ").map(String.init)
                guard let first = words.first, let time = Double(first) else { return nil }
                return Line(time: time, words: Array(words.dropFirst()))
            }
        }

        @Test("Timer.publish ticks every 0.1 s on the main thread, debounce on DispatchQueue.main delivers the last of a burst once, and an @AppStorage suite is written for the next run")
        func combineRuns() throws {
            var template = Array((FileManager.default.temporaryDirectory.path + "/combine-home-XXXXXX").utf8CString)
            let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
            _ = try #require(made, "mkdtemp")
            let home = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            defer { try? FileManager.default.removeItem(atPath: home) }

            let first = try Self.run(home: home)
            let loaded = try #require(first.first { $0.words.first == "loaded" })
            #expect(loaded.words.last == "0")
            let ticks = first.filter { $0.words.first == "tick" }
            #expect(ticks.prefix(3).map { $0.words[1] } == ["1", "2", "3"])
            #expect(ticks.allSatisfy { $0.words.last == "isMainThread=true" })
            // The timer connects as the first frame is built, just after the
            // first body logs "built": the first tick comes a tenth of a
            // second after that (not at once, as Linux's Timer(timeInterval:)
            // would fire), and the ticks a tenth of a second apart on the
            // timer's schedule: a repeating Timer keeps its scheduled dates,
            // so a first tick late on a loaded machine is followed by the
            // second at its date, less than a tenth after it. ("loaded"
            // comes after the first frame is drawn, which takes longer on a
            // loaded machine, so the tick is not timed from it.)
            let built = try #require(first.first { $0.words.first == "built" })
            if let tick = ticks.first { #expect(tick.time - built.time >= 0.09) }
            if ticks.count >= 2 { #expect(ticks[1].time - built.time >= 0.19) }
            let searched = first.filter { $0.words.first == "searched" }
            #expect(searched.map { $0.words[1] } == ["abc"], "one value for the burst of three")
            #expect(searched.first?.words.last == "isMainThread=true")
            // Debounced by 150 ms from the third tick.
            if let tick = ticks.dropFirst(2).first, let search = searched.first { #expect(search.time - tick.time >= 0.14) }
            #expect(first.contains { $0.words == ["stored", "1"] })
            #expect(FileManager.default.fileExists(atPath: home + "/.config/termcover-probe-suite.plist"))

            let second = try Self.run(home: home)
            #expect(second.first { $0.words.first == "loaded" }?.words.last == "1", "the suite written by the first run is read")
            #expect(second.contains { $0.words == ["stored", "2"] })
        }
    }
}
