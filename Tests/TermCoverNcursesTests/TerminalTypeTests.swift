import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

extension PtySuites {
    /// What the demo and its recorder make of `TERM`: an entry this machine
    /// lacks for a terminal that speaks xterm's language, and a hostile value.
    @Suite("TERM: a stand-in for a missing xterm-compatible entry, and hostile values shown safely", .serialized,
           .enabled(if: coverDemoPath != nil, "cover-demo is not built"))
    struct TerminalTypeTests {
        private let note = "cover-demo: TERM=xterm-kitty has no terminfo entry here; using xterm-256color"

        @Test("TERM=xterm-kitty with no terminfo entry here runs on xterm-256color, saying so once on standard error")
        func kittyFallsBack() throws {
            #expect(terminfoString("clear", term: "xterm-kitty").isEmpty, "this machine has xterm-kitty: the test proves nothing")
            var environment = userEnvironment
            environment["TERM"] = "xterm-kitty"
            let child = try startDemo(environment: environment)
            #expect(waitForGallery(child), "refused: \(String(decoding: child.output, as: UTF8.self).debugDescription)")
            child.settle()
            child.type(Array("q".utf8))
            #expect(child.waitForExit(timeout: 20) == 0)
            let text = String(decoding: child.output, as: UTF8.self)
            #expect(text.components(separatedBy: note).count == 2, "the note, not once: \(text.prefix(200).debugDescription)")
            expectTerminalGivenBack(child, "q under TERM=xterm-kitty")
        }

        @Test("--record under TERM=xterm-kitty with no entry records on xterm-256color, the note shown once, the cast saying so")
        func kittyFallsBackWhenRecording() throws {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("termcover-kitty-\(UUID().uuidString).cast").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            var environment = userEnvironment
            environment["TERM"] = "xterm-kitty"
            let child = try startDemo(["--record", path], environment: environment)
            #expect(waitForGallery(child), "refused: \(String(decoding: child.output, as: UTF8.self).debugDescription)")
            child.settle()
            child.type(Array("q".utf8))
            #expect(child.waitForExit(timeout: 20) == 0)
            let text = String(decoding: child.output, as: UTF8.self)
            #expect(text.components(separatedBy: note).count == 2, "the note, not once: \(text.prefix(200).debugDescription)")
            let cast = try String(contentsOfFile: path, encoding: .utf8)
            #expect(cast.hasPrefix("{\"version\": 2") && cast.contains("\"TERM\": \"xterm-256color\""), "\(cast.prefix(200))")
            #expect(!cast.contains(note), "the note was recorded")
            expectTerminalGivenBack(child, "q under TERM=xterm-kitty, recording")
        }

        @Test("a 300-character TERM full of escapes is refused in one short line, with its escapes shown, not sent",
              arguments: [false, true])
        func hostileTerm(recording: Bool) throws {
            var environment = userEnvironment
            let hostile = "\u{1B}]0;owned\u{07}\u{1B}[2J" + String(repeating: "x", count: 300)
            environment["TERM"] = hostile
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcover-term-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let child = try startDemo(recording ? ["--record", dir + ".cast"] : [], environment: environment)
            #expect(child.waitForExit(timeout: 20) == 2)
            let text = String(decoding: child.output, as: UTF8.self)
            let lines = text.split(separator: "\r\n")
            #expect(lines.count == 1, "\(text.debugDescription)")
            #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"), "raw escapes sent: \(text.debugDescription)")
            #expect(text.hasPrefix("cover-demo: unknown terminal type TERM=\\u{1B}]0;owned\\u{07}"), "\(text.debugDescription)")
            #expect(text.count < 160, "\(text.count) characters")
            #expect(!FileManager.default.fileExists(atPath: dir + ".cast"))
        }
    }
}
