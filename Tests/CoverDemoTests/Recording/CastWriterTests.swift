import Testing
import Foundation
import CoverDemoKit
import TermCover

@Suite("CastWriter: the file")
struct CastWriterTests {
    @Test("header and events are exact asciicast v2 lines")
    func exactLines() throws {
        let dir = try TemporaryDirectory()
        let writer = try CastWriter.create(path: dir.file("a.cast"), size: Size(width: 80, height: 24),
                                           term: "xterm-256color", shell: "/bin/bash", overwrite: false,
                                           timestamp: 1_700_000_000)
        writer.output(Array("\u{1B}[2Jhi".utf8), at: 0)
        writer.output(Array("한".utf8), at: 0.0333334)
        writer.resize(Size(width: 100, height: 30), at: 1.5)
        writer.output(Array("x".utf8), at: 12.3456789)
        writer.close()
        #expect(try dir.contents("a.cast") == """
            {"version": 2, "width": 80, "height": 24, "timestamp": 1700000000, "env": {"TERM": "xterm-256color", "SHELL": "/bin/bash"}}
            [0.000000, "o", "\\u001b[2Jhi"]
            [0.033333, "o", "한"]
            [1.500000, "r", "100x30"]
            [12.345679, "o", "x"]

            """)
        #expect(writer.failure == nil)
    }

    @Test("without a shell the header's env holds only TERM")
    func noShell() throws {
        let dir = try TemporaryDirectory()
        let writer = try CastWriter.create(path: dir.file("a.cast"), size: Size(width: 1, height: 2), term: "xterm",
                                           overwrite: false, timestamp: 0)
        writer.close()
        #expect(try dir.contents("a.cast")
                == "{\"version\": 2, \"width\": 1, \"height\": 2, \"timestamp\": 0, \"env\": {\"TERM\": \"xterm\"}}\n")
    }

    @Test("control characters, quotes and backslashes are JSON-escaped and read back unchanged")
    func escaping() throws {
        let dir = try TemporaryDirectory()
        let writer = try CastWriter.create(path: dir.file("a.cast"), size: Size(width: 80, height: 24),
                                           term: "xterm-256color", overwrite: false, timestamp: 0)
        let text = "\"q\" \\ \n\r\t\u{08}\u{0C}\u{00}\u{1F}\u{7F} é 😀"
        writer.output(Array(text.utf8), at: 0.5)
        writer.close()
        let cast = try CastReader(path: dir.file("a.cast"))
        #expect(cast.lines[1] == #"[0.500000, "o", "\"q\" \\ \n\r\t\b\f\u0000\u001f\u007f é 😀"]"#)
        #expect(cast.events == [CastReader.Event(time: 0.5, code: "o", data: text)])
    }

    @Test("times never decrease: earlier, negative and non-finite times repeat the last one")
    func monotonic() throws {
        let dir = try TemporaryDirectory()
        let writer = try CastWriter.create(path: dir.file("a.cast"), size: Size(width: 80, height: 24),
                                           term: "xterm", overwrite: false, timestamp: 0)
        for time in [1.0, 0.5, -3, .nan, .infinity, 1e300, 0.9999996, 2.0000004] {
            writer.output([UInt8(ascii: "a")], at: time)
        }
        writer.resize(Size(width: 10, height: 10), at: 0)
        writer.close()
        let cast = try CastReader(path: dir.file("a.cast"))
        #expect(cast.events.map(\.time) == [1, 1, 1, 1, 1, 1, 1, 2, 2])
        #expect(cast.lines[8] == "[2.000000, \"o\", \"a\"]")
        #expect(cast.lines[9] == "[2.000000, \"r\", \"10x10\"]")
    }

    @Test("a negative first time starts at zero")
    func negativeStart() throws {
        let dir = try TemporaryDirectory()
        let writer = try CastWriter.create(path: dir.file("a.cast"), size: Size(width: 80, height: 24),
                                           term: "xterm", overwrite: false, timestamp: 0)
        writer.output([UInt8(ascii: "a")], at: -0.25)
        writer.close()
        #expect(try CastReader(path: dir.file("a.cast")).lines[1] == "[0.000000, \"o\", \"a\"]")
    }

    @Test("each event is in the file as soon as the call returns, before close")
    func unbuffered() throws {
        let dir = try TemporaryDirectory()
        let writer = try CastWriter.create(path: dir.file("a.cast"), size: Size(width: 80, height: 24),
                                           term: "xterm", overwrite: false, timestamp: 0)
        writer.output(Array("frame".utf8), at: 0.25)
        #expect(try CastReader(path: dir.file("a.cast")).events == [CastReader.Event(time: 0.25, code: "o", data: "frame")])
        writer.close()
    }

    @Test("one call is one event, however large")
    func oneEventPerCall() throws {
        let dir = try TemporaryDirectory()
        let writer = try CastWriter.create(path: dir.file("a.cast"), size: Size(width: 80, height: 24),
                                           term: "xterm", overwrite: false, timestamp: 0)
        let frame = String(repeating: "가나다\u{1B}[H", count: 20_000)
        writer.output(Array(frame.utf8), at: 1)
        writer.output([], at: 2)
        writer.close()
        let cast = try CastReader(path: dir.file("a.cast"))
        #expect(cast.events.count == 1)
        #expect(cast.events.first?.data == frame)
    }

    @Test("close is safe twice, and calls after it write nothing")
    func afterClose() throws {
        let dir = try TemporaryDirectory()
        let writer = try CastWriter.create(path: dir.file("a.cast"), size: Size(width: 80, height: 24),
                                           term: "xterm", overwrite: false, timestamp: 0)
        writer.close()
        writer.close()
        writer.output([UInt8(ascii: "a")], at: 1)
        writer.resize(Size(width: 2, height: 2), at: 1)
        #expect(try CastReader(path: dir.file("a.cast")).events.isEmpty)
        #expect(writer.failure == nil)
    }
}
