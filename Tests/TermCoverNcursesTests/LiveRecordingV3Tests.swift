import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

extension RecorderPtySuites {
    /// `cover-demo --record X --format v3` run as a user would, on a terminal of its own.
    @Suite("Recording a live session as asciicast v3")
    struct LiveRecordingV3Tests {
        private func temporaryDirectory() throws -> String {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcover-live3-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
            return dir
        }

        /// The header and the events with their intervals, each line parsed; comments skipped.
        private func read(_ path: String) throws -> (header: [String: Any], events: [[Any]]) {
            let text = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
            #expect(text.hasSuffix("\n"), "the cast ends in the middle of a line")
            let lines = text.split(separator: "\n").map(String.init)
            let header = try #require(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
            let events = try lines.dropFirst().filter { !$0.hasPrefix("#") }
                .map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any]) }
            return (header, events)
        }

        @Test("a live v3 recording has term's size and type, intervals, the resize, and the exit status last")
        func liveV3() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let path = dir + "/x.cast"
            let child = try startDemo(["--record", path, "--format", "v3", "--theme", "light"])
            #expect(waitForGallery(child))
            child.type(Array("\r".utf8))
            child.read(for: 1)
            child.resize(to: Size(width: 70, height: 22))
            child.read(for: 0.5)
            child.type([0x1B])
            child.read(for: 1)
            child.type(Array("q".utf8))
            #expect(child.waitForExit(timeout: 10) == 0)
            expectTerminalGivenBack(child, "a live v3 recording")
            let cast = try read(path)
            #expect(cast.header["version"] as? Int == 3)
            let term = try #require(cast.header["term"] as? [String: Any])
            #expect(term["cols"] as? Int == 80 && term["rows"] as? Int == 24 && term["type"] as? String == "xterm-256color")
            // --theme light is xterm's black on white.
            let theme = try #require(term["theme"] as? [String: Any])
            #expect(theme["fg"] as? String == "#000000" && theme["bg"] as? String == "#ffffff")
            let intervals = cast.events.compactMap { $0.first as? Double }
            #expect(intervals.count == cast.events.count && intervals.allSatisfy { $0 >= 0 })
            // Intervals, not times: their sum is the session's length, a few seconds.
            #expect(intervals.reduce(0, +) < 30)
            #expect(cast.events.contains { $0[1] as? String == "r" && $0[2] as? String == "70x22" })
            #expect(cast.events.last?[1] as? String == "x" && cast.events.last?[2] as? String == "0")
            #expect(!cast.events.dropLast().contains { $0[1] as? String == "x" })
        }

        @Test("under ulimit -f a live v3 recording stops with a message and exit 1, the terminal and the cast stay whole")
        func fileSizeLimit() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let path = dir + "/x.cast"
            let child = try startDemo(["--record", path, "--format", "v3"], limits: "ulimit -c 0; ulimit -f 16")
            #expect(waitForGallery(child))
            for _ in 1...3 {
                let covers = String(decoding: child.output, as: UTF8.self).components(separatedBy: "Cover 1 of the stack").count
                child.type(Array("\r".utf8))
                child.read(for: 20) { String(decoding: $0, as: UTF8.self).components(separatedBy: "Cover 1 of the stack").count > covers }
                child.settle()
                child.type([0x1B])
                child.settle()
            }
            child.type(Array("q".utf8))
            let status = child.waitForExit(timeout: 20)
            #expect(status == 1, "status \(String(describing: status))")
            let text = String(decoding: child.output, as: UTF8.self)
            #expect(text.hasSuffix("cover-demo: recording stopped: cannot write \(path): File too large\r\n"))
            expectTerminalGivenBack(child, "a v3 recording cut short by ulimit -f")
            let data = try #require(FileManager.default.contents(atPath: path))
            #expect(data.count <= 8192)
            let cast = try read(path)
            #expect(cast.header["version"] as? Int == 3 && !cast.events.isEmpty)
            #expect(!cast.events.contains { $0[1] as? String == "x" }, "no room was left for the exit event")
        }

        @Test("when the recorded child is killed with SIGKILL, the v3 cast ends with x 137")
        func childKilled() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let path = dir + "/x.cast"
            let child = try startDemo(["--record", path, "--format", "v3"])
            #expect(waitForGallery(child))
            let recorded = try #require(child.children().first, "no recorded child")
            kill(recorded, SIGKILL)
            #expect(child.waitForExit(timeout: 20) == 128 + SIGKILL)
            expectTerminalGivenBack(child, "SIGKILL of the recorded child, v3")
            let cast = try read(path)
            // 128 + 9, as a shell reports a death by SIGKILL.
            #expect(cast.events.last?[1] as? String == "x" && cast.events.last?[2] as? String == "137")
        }
    }
}
