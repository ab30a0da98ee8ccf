import Foundation
import Testing
import TermCoverTestSupport

/// These run the real executable, one process per run: a scripted run owns
/// ncurses for its whole life, as it does for users. One at a time, so no
/// child inherits another's pipes.
@Suite("Scripted runs present and dismiss every transition headless", .serialized, .tags(.inProcessTerminal))
struct ScriptRunTests {
    @Test("Each transition presents its cover, and dismissing leaves the screen as it was but for the status line",
          arguments: ["cover", "slide", "move-top", "move-bottom", "move-leading", "move-trailing", "scale", "opacity",
                      "rotation", "push", "asymmetric", "slide-opacity", "dissolve", "wipe", "zoom"])
    func presentAndDismiss(_ transition: String) throws {
        let result = try DemoProcess.run(["--script", "-", "--size", "80x24", "--transition", transition], input: """
            wait 100ms
            snapshot before
            key enter
            wait 1s
            snapshot presented
            key esc
            wait 1s
            snapshot after
            """)
        #expect(result.status == 0, "\(result.stderr)")
        let shots = DemoProcess.snapshots(in: result.stdout)
        let before = try #require(shots["before"]), presented = try #require(shots["presented"]), after = try #require(shots["after"])
        #expect(presented.contains { $0.contains("Cover 1 of the stack") })
        #expect(presented.contains { $0.contains("\(transition) · easeInOut") })
        #expect(!before.contains { $0.contains("Cover 1 of the stack") })
        #expect(before.count == 24 && after.count == 24)
        #expect(Array(before.dropLast()) == Array(after.dropLast()))
        #expect(after.last?.contains("phase idle · depth 0") == true)
    }

    @Test("A failed expectation stops the run with status 1 and the script line")
    func failedExpectation() throws {
        let result = try DemoProcess.run(["--script", "-"], input: "wait 50ms\nexpect no such text\n")
        #expect(result.status == 1)
        #expect(result.stderr == "script:2: expected 'no such text' on the screen\n")
    }

    @Test("A bad script line stops the run before anything happens, with status 2")
    func badLine() throws {
        let result = try DemoProcess.run(["--script", "-"], input: "wait 50ms\njump\n")
        #expect(result.status == 2)
        #expect(result.stderr == "script:2: unknown command 'jump'\n")
        #expect(result.stdout.isEmpty)
    }

    @Test("Without a script and without a terminal, cover-demo says so in one line and exits 2")
    func noTerminal() throws {
        let result = try DemoProcess.run([])
        #expect(result.status == 2)
        #expect(result.stderr == "cover-demo: standard input is not a terminal\n")
    }

    @Test("The same script records the same cast, apart from the header's timestamp")
    func deterministicRecording() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcover-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var casts: [[String]] = []
        for i in 0..<2 {
            let path = dir.appendingPathComponent("\(i).cast").path
            let result = try DemoProcess.run(["--script", "-", "--record", path],
                                             input: "wait 100ms\nkey enter\nwait 500ms\nresize 70x22\nwait 200ms\nkey esc\nwait 500ms\n")
            #expect(result.status == 0, "\(result.stderr)")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            casts.append(text.split(separator: "\n").map(String.init))
        }
        #expect(casts[0].count > 10)
        #expect(Array(casts[0].dropFirst()) == Array(casts[1].dropFirst()))
        #expect(casts[0].contains { $0.contains("\"r\", \"70x22\"") })
    }

    @Test("An existing recording is not overwritten, and the terminal is never touched")
    func refusesOverwrite() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("termcover-\(UUID().uuidString).cast").path
        _ = FileManager.default.createFile(atPath: path, contents: Data("keep".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try DemoProcess.run(["--script", "-", "--record", path], input: "wait 50ms\n")
        #expect(result.status == 2)
        #expect(result.stderr == "cover-demo: \(path) exists (use --overwrite)\n")
        #expect(result.stdout.isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep")
    }

    @Test("With reduce motion a sliding cover cross-fades in place instead of moving")
    func reduceMotion() throws {
        let script = "wait 100ms\nkey enter\nwait 250ms\nsnapshot mid\nwait 1s\nsnapshot end\n"
        for flags in [["--reduce-motion"], []] {
            let env = flags.isEmpty ? ["TERMCOVER_REDUCE_MOTION": "1"] : [:]
            let result = try DemoProcess.run(["--script", "-", "--transition", "slide"] + flags, input: script, environment: env)
            #expect(result.status == 0, "\(result.stderr)")
            let shots = DemoProcess.snapshots(in: result.stdout)
            let mid = try #require(shots["mid"]), end = try #require(shots["end"])
            let title = "Cover 1 of the stack"
            let row = try #require(end.firstIndex { $0.contains(title) })
            // A cross-fade swaps glyphs cell by cell: most of the title already
            // shows, every letter of it in the column where it ends.
            let endRow = Array(end[row]), midRow = Array(mid.count > row ? mid[row] : "")
            let start = try #require(end[row].range(of: title)).lowerBound.utf16Offset(in: end[row])
            let inPlace = (start..<start + title.count).filter { $0 < midRow.count && midRow[$0] == endRow[$0] }
            #expect(inPlace.count * 2 >= title.count, "mid-way the title sits where it ends: \(mid)")
        }
        let moving = try DemoProcess.run(["--script", "-", "--transition", "slide"], input: script)
        let shots = DemoProcess.snapshots(in: moving.stdout)
        let end = try #require(shots["end"]), mid = try #require(shots["mid"])
        let row = try #require(end.firstIndex { $0.contains("Cover 1 of the stack") })
        #expect(mid.count <= row || mid[row] != end[row], "without reduce motion the cover is still moving")
    }

    @Test("NO_COLOR keeps every color out of the recording")
    func noColor() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcover-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = "wait 100ms\nkey ?\nwait 500ms\nkey esc\nkey enter\nwait 500ms\n"
        var texts: [String] = []
        for (i, env) in [["NO_COLOR": "1"], [:]].enumerated() {
            let path = dir.appendingPathComponent("\(i).cast").path
            let result = try DemoProcess.run(["--script", "-", "--record", path], input: script, environment: env)
            #expect(result.status == 0, "\(result.stderr)")
            texts.append(try String(contentsOfFile: path, encoding: .utf8))
        }
        #expect(!usesColor(texts[0]))
        #expect(usesColor(texts[1]))
    }

    /// True when an SGR sequence in the (JSON-escaped) cast sets a color:
    /// parameters 30–37, 40–47, 90–97, 100–107, 38 or 48.
    private func usesColor(_ cast: String) -> Bool {
        for match in cast.matches(of: /\\u001b\[([0-9;:]*)m/) {
            let params = match.1.split(whereSeparator: { $0 == ";" || $0 == ":" }).compactMap { Int($0) }
            if params.contains(where: { (30...37).contains($0) || (40...47).contains($0) || (90...97).contains($0)
                || (100...107).contains($0) || $0 == 38 || $0 == 48 }) { return true }
        }
        return false
    }

    @Test("An unwritable recording path fails in one line before anything runs")
    func unwritablePath() throws {
        let result = try DemoProcess.run(["--script", "-", "--record", "/nonexistent-dir/x.cast"], input: "wait 50ms\n")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("cover-demo: cannot create /nonexistent-dir/x.cast"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stdout.isEmpty)
    }

    @Test("After SIGKILL mid-run the recording is valid up to its last whole event")
    func killedRecording() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("termcover-kill-\(UUID().uuidString).cast").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let process = Process()
        process.executableURL = DemoProcess.executable
        process.arguments = ["--script", "-", "--record", path]
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Keys and waits forever: the run only ends by the kill.
        let steps = String(repeating: "key enter\nwait 300ms\nkey esc\nwait 300ms\n", count: 2000)
        let writer = stdin.fileHandleForWriting
        Thread.detachNewThread { try? writer.write(contentsOf: Data(steps.utf8)); try? writer.close() }
        waitForRecordedEvents(at: path)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let complete = lines.last == "" ? lines.dropLast() : lines[...]
        #expect(complete.count > 1)
        for line in complete {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "every line is whole JSON: \(line.prefix(80))")
        }
    }
}

@Suite("A scripted wait skips idle time")
struct ScriptIdleWaitTests {
    @Test("wait 3600s with nothing moving ends in seconds, not the 84 s that drawing 216,000 idle frames took, and the run goes on")
    func hourLongWait() throws {
        let started = Date()
        let result = try DemoProcess.run(["--script", "-", "--size", "80x24"], input: """
            wait 100ms
            wait 3600s
            key enter
            wait 1s
            expect Cover 1 of the stack
            """)
        let seconds = Date().timeIntervalSince(started)
        print("wait 3600s: \(String(format: "%.2f", seconds)) s")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(seconds < 40)
    }
}
