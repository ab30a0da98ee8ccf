import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

extension PtySuites {
    @Suite("Typing into a live text field", .serialized, .enabled(if: probePath != nil, "termcover-probe is not built"))
    struct LiveTypingTests {
        /// The probe's log so far.
        private func log(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

        @Test("1,000 characters with doubled letters, typed in one write into a focused TextField, arrive whole and in order within a second")
        func burstArrivesWhole() throws {
            let probe = try #require(probePath)
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)-typing.log").path
            defer { unlink(path) }
            let process = try PtyProcess([probe, "typing", path], size: Size(width: 60, height: 10),
                                         environment: ["TERM": "xterm-256color"])
            let ready = process.now() + 20
            while process.now() < ready, !log(path).contains("focused true") { process.read(for: 0.05) }
            try #require(log(path).contains("focused true"), "the field took focus")
            process.read(for: 0.3)
            // Without bracketed paste: what a password manager or `tmux send-keys` types.
            let text = String(repeating: "committee balloon coffee ", count: 40)
            let start = process.now()
            process.type(Array(text.utf8))
            var arrived: Double?
            while process.now() - start < 15 {
                process.read(for: 0.005)
                if log(path).contains("length 1000\n") { arrived = process.now() - start; break }
            }
            let logged = log(path).split(separator: "\n").first { $0.contains(" text ") }
                .map { String($0[$0.range(of: " text ")!.upperBound...]) }
            #expect(logged == text, "the text arrived with characters lost or reordered")
            #expect(arrived != nil && arrived! < 1.0, "the burst took \(arrived.map { "\($0) s" } ?? "over 15 s")")
            process.type([0x03])
            #expect(process.waitForExit(timeout: 20) == 0)
        }
    }
}
