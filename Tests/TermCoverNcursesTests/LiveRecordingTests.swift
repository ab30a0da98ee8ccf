import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

extension RecorderPtySuites {
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
                // The keys typed and the markers at the cover's present and dismiss.
                if code == "i" || code == "m" { continue }
                #expect(code == "o")
                // One frame is one event: every synchronized-output bracket closes in the event that opened it.
                #expect(data.components(separatedBy: "\u{1B}[?2026h").count == data.components(separatedBy: "\u{1B}[?2026l").count)
                output += data
            }
            #expect(resizes == ["70x22"])
            #expect(output.contains("Cover 1 of the stack"))
            #expect(output.hasSuffix("\u{1B}[?1049l") || output.contains("\u{1B}[?1049l"))
        }

        /// The events of a cast, each line parsed; a line that is not whole JSON fails the test.
        private func events(_ path: String) throws -> (header: [String: Any], events: [[Any]]) {
            let data = try #require(FileManager.default.contents(atPath: path))
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.hasSuffix("\n"), "the cast ends in the middle of a line")
            let lines = text.split(separator: "\n").map(String.init)
            let header = try #require(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
            let events = try lines.dropFirst().map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any]) }
            return (header, events)
        }

        private func temporaryDirectory() throws -> String {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcover-live-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
            return dir
        }

        @Test("--record X --overwrite under TERM=dumb or an unknown TERM leaves X exactly as it was", arguments: ["dumb", "no-such-terminal"])
        func failedStartKeepsTheFile(term: String) throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let path = dir + "/x.cast"
            try "precious\n".write(toFile: path, atomically: false, encoding: .utf8)
            var environment = userEnvironment
            environment["TERM"] = term
            let child = try startDemo(["--record", path, "--overwrite"], environment: environment)
            #expect(child.waitForExit(timeout: 20) == 2)
            let text = String(decoding: child.output, as: UTF8.self)
            #expect(text == (term == "dumb" ? "cover-demo: TERM=dumb cannot show a full-screen interface\r\n"
                                            : "cover-demo: unknown terminal type TERM=no-such-terminal\r\n"))
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["x.cast"])
        }

        @Test("under ulimit -f a live recording stops with a message, the session goes on, the terminal and the cast stay whole")
        func fileSizeLimit() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let path = dir + "/x.cast"
            // dash counts ulimit -f in 512-byte blocks: 8 KB.
            let child = try startDemo(["--record", path], limits: "ulimit -c 0; ulimit -f 16")
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
            expectTerminalGivenBack(child, "a recording cut short by ulimit -f")
            let data = try #require(FileManager.default.contents(atPath: path))
            #expect(data.count <= 8192)
            let cast = try events(path)
            #expect(cast.header["version"] as? Int == 2 && !cast.events.isEmpty)
            print("live ulimit -f 16: cast cut at \(data.count) bytes, \(cast.events.count) events")
        }

        @Test("when the recorded child is killed with SIGKILL, the recorder gives the terminal back and ends the cast on the main screen")
        func childKilled() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let path = dir + "/x.cast"
            let child = try startDemo(["--record", path])
            #expect(waitForGallery(child))
            let recorded = try #require(child.children().first, "no recorded child")
            kill(recorded, SIGKILL)
            let status = child.waitForExit(timeout: 20)
            #expect(status == 128 + SIGKILL && child.killedBy == nil, "the recorder exits with the child's status")
            expectTerminalGivenBack(child, "SIGKILL of the recorded child")
            let cast = try events(path)
            let output = cast.events.compactMap { $0.count == 3 && $0[1] as? String == "o" ? $0[2] as? String : nil }.joined()
            let screen = VTermScreen(size: Size(width: 80, height: 24))
            screen.feed(Array(output.utf8))
            #expect(output.contains("transition gallery"))
            #expect(!screen.isAltScreen && screen.isCursorVisible, "a player would end on the alternate screen")
        }

        @Test("where the terminal answers the kitty keyboard query, the recorded child pushes flags 3 through the recorder; killed with SIGKILL, the recorder pops them before leaving the alternate screen")
        func childKilledKittyFlags() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let child = try startDemo(["--record", dir + "/x.cast"],
                                      environment: userEnvironment.merging(["SWIFT_BACKTRACE": "interactive=no"]) { $1 })
            // The recorder's own probe, then the child's relayed through it: each answered as kitty answers.
            let query = Array("\u{1B}[?u".utf8), reply = Array("\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[?0u\u{1B}[?62;c".utf8)
            var answered = 0
            let deadline = child.now() + 30
            while answered < 2, child.now() < deadline {
                child.read(for: 0.05)
                let out = child.output
                let asked = out.indices.filter { out[$0...].starts(with: query) }.count
                while answered < asked { child.type(reply); answered += 1 }
            }
            #expect(answered == 2, "the child's probe did not reach the terminal")
            #expect(waitForGallery(child))
            // Flags 1 | 2, as the child pushes them (kitty's page, "Progressive enhancement").
            let pushed = lastOccurrence(of: Array("\u{1B}[>3u".utf8), in: child.output)
            #expect(pushed != nil, "the child pushed no flags: the answer did not reach it")
            let recorded = try #require(child.children().first, "no recorded child")
            kill(recorded, SIGKILL)
            #expect(child.waitForExit(timeout: 20) == 128 + SIGKILL)
            let popped = lastOccurrence(of: Array("\u{1B}[<1u".utf8), in: child.output)
            let rmcup = lastOccurrence(of: terminfoString("rmcup"), in: child.output)
            #expect(popped != nil && pushed != nil && popped! > pushed!, "flags left pushed on the terminal")
            #expect(popped != nil && rmcup != nil && popped! < rmcup!, "popped after leaving the alternate screen")
            expectTerminalGivenBack(child, "SIGKILL of the recorded child under kitty")
        }
    }
}
