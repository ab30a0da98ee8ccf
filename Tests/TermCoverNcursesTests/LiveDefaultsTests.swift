import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

extension PtySuites {
    /// Linux's Foundation writes `UserDefaults` to disk only on
    /// `synchronize()`, which apps written for Apple's platforms never call:
    /// the run writes them however it ends. Each test runs the probe with a
    /// home of its own (`HOME` and `XDG_CONFIG_HOME`), so no user file is touched.
    @Suite("UserDefaults written by a live app survive every way it ends", .serialized,
           .enabled(if: probePath != nil, "termcover-probe is not built"))
    struct LiveDefaultsTests {
        /// A fresh directory standing for the user's home.
        private static func makeHome() throws -> String {
            var template = Array((FileManager.default.temporaryDirectory.path + "/defaults-home-XXXXXX").utf8CString)
            let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
            _ = try #require(made, "mkdtemp")
            return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }

        /// The probe's "expenses" scenario on a pty, with `home` as its home.
        private static func start(home: String, log: String) throws -> PtyProcess {
            let probe = try #require(probePath)
            var environment = userEnvironment
            environment["HOME"] = home
            environment["XDG_CONFIG_HOME"] = home + "/.config"
            return try PtyProcess([probe, "expenses", log], size: Size(width: 40, height: 10), environment: environment)
        }

        /// Reads the child's output until its log has a line ending with `words`; false after 20 s.
        private static func waitForLog(_ child: PtyProcess, _ log: String, _ words: String) -> Bool {
            let deadline = child.now() + 20
            while child.now() < deadline {
                let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                if text.split(separator: "\n").contains(where: { $0.hasSuffix(" " + words) }) { return true }
                child.read(for: 0.05)
            }
            return false
        }

        @Test("two expenses stored in UserDefaults are loaded by the next run after Ctrl-C, SIGINT, SIGTERM or SIGHUP ended the first; a signal still ends it with 128 + signal",
              arguments: ["ctrl-c", "SIGINT", "SIGTERM", "SIGHUP"])
        func expensesSurvive(_ ending: String) throws {
            let home = try Self.makeHome()
            defer { try? FileManager.default.removeItem(atPath: home) }
            let firstLog = home + "/first.log", secondLog = home + "/second.log"

            let first = try Self.start(home: home, log: firstLog)
            #expect(Self.waitForLog(first, firstLog, "loaded 0"))
            first.type(Array("a".utf8))
            #expect(Self.waitForLog(first, firstLog, "saved 1"))
            first.type(Array("a".utf8))
            #expect(Self.waitForLog(first, firstLog, "saved 2"))
            let signal: Int32? = ["SIGINT": SIGINT, "SIGTERM": SIGTERM, "SIGHUP": SIGHUP][ending]
            if let signal { first.send(signal) } else { first.type([0x03]) }
            let status = first.waitForExit(timeout: 20)
            #expect(status == signal.map { 128 + $0 } ?? 0, "\(ending): status \(String(describing: status))")
            if signal != nil { #expect(first.killedBy == signal) }
            expectTerminalGivenBack(first, ending)

            let second = try Self.start(home: home, log: secondLog)
            #expect(Self.waitForLog(second, secondLog, "loaded 2"), "the second run did not load both expenses after \(ending)")
            second.type([0x03])
            #expect(second.waitForExit(timeout: 20) == 0)
            // Where Foundation keeps the probe's defaults: inside the test's own home.
            #expect(FileManager.default.fileExists(atPath: home + "/.config/termcover-probe.plist"))
        }

        @Test("an app that never touched UserDefaults leaves no file behind when it ends")
        func untouchedWritesNothing() throws {
            let home = try Self.makeHome()
            defer { try? FileManager.default.removeItem(atPath: home) }
            let log = home + "/run.log"
            let child = try Self.start(home: home, log: log)
            #expect(Self.waitForLog(child, log, "loaded 0"))
            child.send(SIGTERM)
            #expect(child.waitForExit(timeout: 20) == 128 + SIGTERM)
            #expect(!FileManager.default.fileExists(atPath: home + "/.config"))
        }
    }
}
