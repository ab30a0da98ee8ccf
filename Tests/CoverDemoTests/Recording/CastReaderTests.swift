import Testing

/// Whether the reader accepts `text` (plus `extra` raw bytes) as a cast file.
private func accepts(_ text: String, extra: [UInt8] = []) -> Bool {
    (try? CastReader(bytes: Array(text.utf8) + extra)) != nil
}

private let header = #"{"version": 2, "width": 80, "height": 24, "timestamp": 0, "env": {"TERM": "xterm"}}"#

@Suite("CastReader: the tests' validator refuses broken casts")
struct CastReaderTests {
    @Test("a good cast passes, so the refusals below are meaningful")
    func good() {
        #expect(accepts(header + "\n[0, \"o\", \"a\"]\n[0.5, \"r\", \"10x10\"]\n[0.5, \"m\", \"\"]\n"))
    }

    @Test("broken headers, events, times, encodings and endings are refused")
    func broken() {
        #expect(!accepts(#"{"version": 3, "width": 80, "height": 24, "timestamp": 0, "env": {"TERM": "x"}}"# + "\n"))
        #expect(!accepts(#"{"version": 2, "width": 80, "height": 24, "timestamp": 0, "env": {}}"# + "\n"))
        #expect(!accepts(header))
        #expect(!accepts(header + "\n[1, \"o\", \"a\"]\n[0.5, \"o\", \"b\"]\n"))
        #expect(!accepts(header + "\n[1, \"x\", \"a\"]\n"))
        #expect(!accepts(header + "\n[true, \"o\", \"a\"]\n"))
        #expect(!accepts(header + "\n[1, \"o\"]\n"))
        #expect(!accepts(header + "\n[1, \"o\", 5]\n"))
        #expect(!accepts(header + "\n[1, \"o\", \"", extra: [0xED, 0x95] + Array("\"]\n".utf8)))
    }
}
