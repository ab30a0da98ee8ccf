import CoverDemoKit
import Foundation
import Glibc
import Testing

/// A cover up and down, then a second one with another stacked on it.
private let coversScript = """
    wait 100ms
    key enter
    wait 1s
    key esc
    wait 1s
    key enter
    wait 500ms
    key enter
    wait 1s
    key esc
    wait 1s
    key esc
    wait 1s
    """

@Suite("--format v2|v3 for --record", .serialized)
struct CastFormatRunTests {
    @Test("--format takes v2 or v3 in any case, v2 by default; anything else, or no --record, is a one-line error")
    func parsing() throws {
        #expect(try runOptions("--record", "a.cast")?.format == .v2)
        #expect(try runOptions("--record", "a.cast", "--format", "v3")?.format == .v3)
        #expect(try runOptions("--format=V3", "--record=a.cast")?.format == .v3)
        #expect(try runOptions("--record", "a.cast", "--format", "v3", "--format", "v2")?.format == .v2)
        #expect(usageError("--record", "a.cast", "--format", "3") == "cover-demo: --format must be v2 or v3, not '3'")
        #expect(usageError("--record", "a.cast", "--format", "v1") == "cover-demo: --format must be v2 or v3, not 'v1'")
        #expect(usageError("--format", "v3") == "cover-demo: --format only works with --record")
        #expect(usageError("--record", "a.cast", "--format") == "cover-demo: --format needs a value (try --help)")
    }

    @Test("a bad --format exits 2 with one line on standard error and writes nothing")
    func badValueExits() throws {
        let dir = try TemporaryDirectory()
        let result = try DemoProcess.run(["--script", "-", "--record", dir.file("a.cast"), "--format", "v4"],
                                         input: "wait 50ms\n")
        #expect(result.status == 2)
        #expect(result.stderr == "cover-demo: --format must be v2 or v3, not 'v4'\n")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir.file("a.cast")))
    }

    @Test("a scripted v3 cast has term's type and theme, the depth in a comment, a marker at each present and dismiss, and x 0 last")
    func scriptedV3() throws {
        let dir = try TemporaryDirectory()
        let result = try DemoProcess.run(["--script", "-", "--size", "60x20", "--record", dir.file("a.cast"), "--format", "v3"],
                                         input: coversScript)
        #expect(result.status == 0, "\(result.stderr)")
        let cast = try CastV3Reader(path: dir.file("a.cast"))
        #expect(cast.cols == 60 && cast.rows == 20 && cast.type == "xterm-256color")
        // A script assumes the dark theme: #e5e5e5 on #000000.
        #expect(cast.theme?.fg == "#e5e5e5" && cast.theme?.bg == "#000000" && cast.theme?.palette.count == 16)
        #expect(cast.comments == ["# cover-demo: drawn for 256 colors; fades blended for term.theme"])
        let markers = cast.events.filter { $0.code == "m" }
        #expect(markers.map(\.data) == ["present", "dismiss", "present", "present level 2", "dismiss level 2", "dismiss"])
        // The keys come at 0.1, 1.1, 2.1, 2.6, 3.6 and 4.6 s of the script's clock.
        #expect(markers.map(\.microseconds) == [100_000, 1_100_000, 2_100_000, 2_600_000, 3_600_000, 4_600_000])
        #expect(cast.events.last == CastV3Reader.Event(microseconds: 5_600_000, code: "x", data: "0"))
        #expect(cast.events.filter { $0.code == "x" }.count == 1)
        #expect(cast.output.contains("Cover 1 of the stack"))
    }

    @Test("a scripted v2 cast has the same markers at the same times and no exit event")
    func scriptedV2() throws {
        let dir = try TemporaryDirectory()
        let result = try DemoProcess.run(["--script", "-", "--size", "60x20", "--record", dir.file("a.cast")], input: coversScript)
        #expect(result.status == 0, "\(result.stderr)")
        let cast = try CastReader(path: dir.file("a.cast"))
        let markers = cast.events.filter { $0.code == "m" }
        #expect(markers.map(\.data) == ["present", "dismiss", "present", "present level 2", "dismiss level 2", "dismiss"])
        #expect(markers.map(\.time) == [0.1, 1.1, 2.1, 2.6, 3.6, 4.6])
        // The script's keys as input events, as a terminal sends them, when the script pressed them.
        let inputs = cast.events.filter { $0.code == "i" }
        #expect(inputs.map(\.data) == ["\r", "\u{1B}", "\r", "\r", "\u{1B}", "\u{1B}"])
        #expect(inputs.map(\.time) == [0.1, 1.1, 2.1, 2.6, 3.6, 4.6])
    }

    @Test("a run that fails an expectation ends its v3 cast with x 1")
    func failedRunExitStatus() throws {
        let dir = try TemporaryDirectory()
        let result = try DemoProcess.run(["--script", "-", "--record", dir.file("a.cast"), "--format", "v3"],
                                         input: "wait 50ms\nexpect no such text\n")
        #expect(result.status == 1)
        let cast = try CastV3Reader(path: dir.file("a.cast"))
        #expect(cast.events.last?.code == "x" && cast.events.last?.data == "1")
    }

    @Test("a scripted v3 recording that hits the file-size limit says so in one line, exits 1 and leaves a valid v3 cast")
    func fileSizeLimit() throws {
        let dir = try TemporaryDirectory()
        let script = dir.file("long.script"), cast = dir.file("x.cast")
        try String(repeating: "key enter\nwait 1s\nkey esc\nwait 1s\n", count: 30).write(toFile: script, atomically: true,
                                                                                          encoding: .utf8)
        let run = try ShellRun.run("ulimit -f 64; exec \"$DEMO\" --script '\(script)' --size 80x24 --record '\(cast)' --format v3")
        #expect(run.status == 1)
        #expect(run.stderr == "cover-demo: recording stopped: cannot write \(cast): File too large\n")
        let data = try #require(FileManager.default.contents(atPath: cast))
        #expect(data.count <= 64 * 1024)
        let read = try CastV3Reader(text: String(decoding: data, as: UTF8.self))
        #expect(read.events.count > 10 && read.events.last!.time < 60)
        #expect(!read.events.contains { $0.code == "x" }, "the exit event could not be written")
        #expect(read.events.contains { $0.code == "m" })
    }

    @Test("after SIGKILL mid-run a v3 recording is valid up to its last whole event")
    func killedRecording() throws {
        let dir = try TemporaryDirectory()
        let path = dir.file("k.cast")
        let process = Process()
        process.executableURL = DemoProcess.executable
        process.arguments = ["--script", "-", "--record", path, "--format", "v3"]
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let steps = String(repeating: "key enter\nwait 300ms\nkey esc\nwait 300ms\n", count: 2000)
        let writer = stdin.fileHandleForWriting
        Thread.detachNewThread { try? writer.write(contentsOf: Data(steps.utf8)); try? writer.close() }
        waitForRecordedEvents(at: path)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // What a killed writer can leave: whole lines, then at most a part of one.
        let whole = String(text[...(text.lastIndex(of: "\n") ?? text.startIndex)])
        let cast = try CastV3Reader(text: whole)
        #expect(cast.events.count > 1 && !cast.events.contains { $0.code == "x" })
    }

    @Test("asciinema's own player and cat (the Debian package, v2 only) read a scripted v2 cast with its markers",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/asciinema")
                   && FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func asciinemaReadsV2() throws {
        let dir = try TemporaryDirectory()
        let cast = dir.file("a.cast")
        let result = try DemoProcess.run(["--script", "-", "--size", "80x24", "--record", cast], input: coversScript)
        #expect(result.status == 0, "\(result.stderr)")
        // Both want a terminal; script(1) gives them one, and -e passes on their exit status.
        let cat = try ShellRun.run("script -qec \"asciinema cat '\(cast)'\" /dev/null")
        #expect(cat.status == 0, "\(cat.stdout.suffix(300))")
        #expect(cat.stdout.contains("Cover 1 of the stack") && cat.stdout.contains("Cover 2 of the stack"))
        let play = try ShellRun.run("script -qec \"asciinema play -s 20 '\(cast)'\" /dev/null")
        #expect(play.status == 0, "\(play.stdout.suffix(300))")
        #expect(play.stdout.contains("Cover 2 of the stack"))
    }
}
