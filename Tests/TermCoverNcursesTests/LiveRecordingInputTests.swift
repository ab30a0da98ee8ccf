import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

extension RecorderPtySuites {
    /// `cover-demo --record` writing the keys typed as input events, with a
    /// password typed into the sign-in page's SecureField (gallery key `i`).
    @Suite("Recording the keys typed", .serialized, .enabled(if: coverDemoPath != nil, "cover-demo is not built"))
    struct LiveRecordingInputTests {
        private static let secret = "hunter2-Zq9"

        /// Records a session: the sign-in page, a name, Tab, the secret, Esc, q. Returns the cast's lines.
        private func record(_ extra: [String] = []) throws -> [String] {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcover-keys-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let path = dir + "/x.cast"
            var environment = userEnvironment
            environment["SWIFT_BACKTRACE"] = "interactive=no"
            let child = try startDemo(["--record", path] + extra, environment: environment)
            #expect(waitForGallery(child))
            child.type(Array("i".utf8))
            child.read(for: 20) { String(decoding: $0, as: UTF8.self).contains("Password") }
            child.settle()
            child.type(Array("alice".utf8))
            child.settle()
            child.type(Array("\t".utf8))
            child.settle()
            // The secret typed as a person would, a key at a time, and once as one burst.
            for c in Self.secret.utf8 { child.type([c]) }
            child.settle()
            child.type(Array(Self.secret.utf8))
            child.settle()
            child.type([0x1B])
            child.settle()
            child.type(Array("q".utf8))
            #expect(child.waitForExit(timeout: 20) == 0)
            expectTerminalGivenBack(child, "a recording with keys")
            #expect(!String(decoding: child.output, as: UTF8.self).contains("\u{1B}_cover-demo"),
                    "the recorder's messages reached the terminal")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.hasSuffix("\n"))
            return text.split(separator: "\n").map(String.init)
        }

        /// Each event line as (time, code, data); fails on a line that is not whole JSON or a time that goes back.
        private func events(_ lines: [String]) throws -> [(time: Double, code: String, data: String)] {
            let header = try #require(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
            #expect(header["version"] as? Int == 2)
            var last = 0.0
            return try lines.dropFirst().map { line in
                let event = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
                let time = try #require(event[0] as? Double)
                #expect(time >= last, "times go back: \(time) after \(last)")
                last = time
                return (time, try #require(event[1] as? String), try #require(event[2] as? String))
            }
        }

        @Test("a cast recorded with a SecureField has the keys as input events, the password only as stars, in no event")
        func secretNeverWritten() throws {
            let lines = try record()
            let all = try events(lines)
            #expect(!lines.joined().contains(Self.secret), "the secret is in the cast")
            for c in ["Zq9", "hunter"] { #expect(!lines.joined().contains(c), "part of the secret (\(c)) is in the cast") }
            let inputs = all.filter { $0.code == "i" }.map(\.data)
            #expect(inputs.first == "i", "the key that opened the page")
            #expect(inputs.joined().contains("alice"), "the name, typed into a TextField, is written")
            #expect(inputs.contains("\t") && inputs.contains("\u{1B}") && inputs.last == "q")
            // 11 stars a key at a time, then 11 in one burst: as many as the field shows bullets.
            #expect(inputs.joined().filter { $0 == "*" }.count == 2 * Self.secret.count)
            let markers = all.filter { $0.code == "m" }.map(\.data)
            #expect(markers == ["present", "dismiss"], "markers: \(markers)")
            #expect(Set(all.map(\.code)).isSubset(of: ["o", "i", "m"]))
        }

        @Test("--no-input-events leaves the keys out and keeps the markers")
        func noInputEvents() throws {
            let all = try events(try record(["--no-input-events"]))
            #expect(!all.contains { $0.code == "i" })
            #expect(all.filter { $0.code == "m" }.map(\.data) == ["present", "dismiss"])
        }
    }
}
