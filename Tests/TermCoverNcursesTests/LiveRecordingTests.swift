import Foundation
import Glibc
import Testing
import TermCoverCore

/// `cover-demo --record` run as a user would, on a terminal of its own.
@Suite("Recording a live session")
struct LiveRecordingTests {
    private var demo: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("cover-demo").path
    }

    @Test("A live recording is valid asciicast v2 with whole frames per event, resize events, and the terminal given back")
    func liveRecording() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("termcover-live-\(UUID().uuidString).cast").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let child = try PtyProcess([demo, "--record", path], size: Size(width: 80, height: 24),
                                   environment: ["TERM": "xterm-256color", "LC_ALL": "C.UTF-8", "SWIFT_BACKTRACE": "interactive=no"])
        child.read(for: 5) { String(decoding: $0, as: UTF8.self).contains("transition gallery") }
        child.type(Array("\r".utf8))
        child.read(for: 1)
        child.resize(to: Size(width: 70, height: 22))
        child.read(for: 0.5)
        child.type([0x1B])
        child.read(for: 1)
        child.type(Array("q".utf8))
        #expect(child.waitForExit(timeout: 10) == 0)

        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        let header = try #require(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 80 && header["height"] as? Int == 24)
        var last = 0.0, output = "", resizes: [String] = []
        for line in lines.dropFirst() {
            let event = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            let time = try #require(event[0] as? Double), code = try #require(event[1] as? String)
            let data = try #require(event[2] as? String)
            #expect(time >= last)
            last = time
            if code == "r" { resizes.append(data); continue }
            #expect(code == "o")
            // One frame is one event: every synchronized-output bracket closes in the event that opened it.
            #expect(data.components(separatedBy: "\u{1B}[?2026h").count == data.components(separatedBy: "\u{1B}[?2026l").count)
            output += data
        }
        #expect(resizes == ["70x22"])
        #expect(output.contains("Cover 1 of the stack"))
        #expect(output.hasSuffix("\u{1B}[?1049l") || output.contains("\u{1B}[?1049l"))
    }
}
