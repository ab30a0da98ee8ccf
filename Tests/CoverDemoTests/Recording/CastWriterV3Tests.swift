import Testing
import Foundation
import CoverDemoKit
import TermCover

private let size = Size(width: 80, height: 24)

@Suite("CastWriter: asciicast v3")
struct CastWriterV3Tests {
    @Test("header, comment and events are exact asciicast v3 lines, the intervals in whole microseconds")
    func exactLines() throws {
        let dir = try TemporaryDirectory()
        let writer = try CastWriter.create(path: dir.file("a.cast"), size: size, term: "xterm-256color", shell: "/bin/bash",
                                           overwrite: false, timestamp: 1_700_000_000, theme: .dark,
                                           colorTerm: "truecolor", format: .v3, colors: .trueColor)
        writer.output(Array("\u{1B}[2Jhi".utf8), at: 0.25)
        writer.marker("present", at: 0.25)
        writer.output(Array("한".utf8), at: 0.2833334)
        writer.resize(Size(width: 100, height: 30), at: 1.5)
        writer.output(Array("x".utf8), at: 12.3456789)
        writer.exitStatus(0, at: 12.5)
        writer.close()
        // xterm's 16 colors, and `dark` is #e5e5e5 on #000000.
        let palette = "#000000:#cd0000:#00cd00:#cdcd00:#0000ee:#cd00cd:#00cdcd:#e5e5e5:"
            + "#7f7f7f:#ff0000:#00ff00:#ffff00:#5c5cff:#ff00ff:#00ffff:#ffffff"
        // Intervals: 0.25; 0; 0.283333 - 0.25; 1.5 - 0.283333; 12.345679 - 1.5; 12.5 - 12.345679.
        #expect(try dir.contents("a.cast") == """
            {"version": 3, "term": {"cols": 80, "rows": 24, "type": "xterm-256color", "theme": {"fg": "#e5e5e5", "bg": "#000000", "palette": "\(palette)"}}, "timestamp": 1700000000, "env": {"COLORTERM": "truecolor", "SHELL": "/bin/bash"}}
            # cover-demo: drawn for truecolor (24-bit); fades blended for term.theme
            [0.250000, "o", "\\u001b[2Jhi"]
            [0.000000, "m", "present"]
            [0.033333, "o", "한"]
            [1.216667, "r", "100x30"]
            [10.845679, "o", "x"]
            [0.154321, "x", "0"]

            """)
        #expect(writer.failure == nil)
    }

    @Test("the intervals add up to v2's times exactly, event for event")
    func noDrift() throws {
        let dir = try TemporaryDirectory()
        let times = (0..<600).map { Double($0) / 60 + 0.0000004 * Double($0 % 3) }
        for format in CastFormat.allCases {
            let writer = try CastWriter.create(path: dir.file("\(format).cast"), size: size, term: "xterm", overwrite: false,
                                               timestamp: 0, format: format)
            for (i, time) in times.enumerated() { writer.output(Array("\(i)".utf8), at: time) }
            writer.close()
        }
        let v2 = try CastReader(path: dir.file("v2.cast")), v3 = try CastV3Reader(path: dir.file("v3.cast"))
        #expect(v3.events.count == v2.events.count)
        #expect(v3.events.map { $0.time } == v2.events.map(\.time))
        #expect(v3.events.map(\.data) == v2.events.map(\.data))
    }

    @Test("the comment names every color depth, and a header without theme or depth has none")
    func depthComment() throws {
        let dir = try TemporaryDirectory()
        var comments: [String] = []
        for colors in [ColorSupport.palette256, .ansi16, .monochrome] {
            let writer = try CastWriter.create(path: dir.file("\(colors).cast"), size: size, term: "xterm-256color",
                                               overwrite: false, timestamp: 0, format: .v3, colors: colors)
            writer.close()
            comments += try CastV3Reader(path: dir.file("\(colors).cast")).comments
        }
        #expect(comments == ["# cover-demo: drawn for 256 colors", "# cover-demo: drawn for 16 colors",
                             "# cover-demo: drawn for no colors"])
        let writer = try CastWriter.create(path: dir.file("bare.cast"), size: size, term: "", overwrite: false,
                                           timestamp: 0, format: .v3)
        writer.close()
        #expect(try dir.contents("bare.cast") == "{\"version\": 3, \"term\": {\"cols\": 80, \"rows\": 24}, \"timestamp\": 0}\n")
    }

    @Test("v2 has markers but no exit event, since its spec lists o, i, m and r only")
    func v2MarkersNoExit() throws {
        let dir = try TemporaryDirectory()
        let writer = try CastWriter.create(path: dir.file("a.cast"), size: size, term: "xterm", overwrite: false, timestamp: 0)
        writer.marker("dismiss", at: 1)
        writer.marker("", at: 2)
        writer.exitStatus(3, at: 3)
        writer.close()
        #expect(try dir.contents("a.cast") == """
            {"version": 2, "width": 80, "height": 24, "timestamp": 0, "env": {"TERM": "xterm"}}
            [1.000000, "m", "dismiss"]
            [2.000000, "m", ""]

            """)
    }

    @Test("a full disk mid-recording leaves a valid v3 cast up to the last whole event, and no exit event")
    func fullMidway() throws {
        let dir = try TemporaryDirectory()
        let fd = open(dir.file("a.cast"), O_WRONLY | O_CREAT | O_EXCL, 0o644)
        try #require(fd >= 0)
        defer { close(fd) }
        let writer = try CastWriter.create(fileDescriptor: fd, name: "a.cast", size: size, term: "xterm", timestamp: 0,
                                           format: .v3, colors: .palette256)
        writer.output(Array("before".utf8), at: 1)
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        let kept = dup(fd)
        #expect(dup2(full, fd) == fd)
        close(full)
        writer.marker("present", at: 2)
        #expect(writer.failure == "recording stopped: cannot write a.cast: No space left on device")
        #expect(dup2(kept, fd) == fd)
        close(kept)
        writer.output(Array("after".utf8), at: 3)
        writer.exitStatus(1, at: 4)
        writer.close()
        let cast = try CastV3Reader(path: dir.file("a.cast"))
        #expect(cast.events == [CastV3Reader.Event(microseconds: 1_000_000, code: "o", data: "before")])
    }
}
