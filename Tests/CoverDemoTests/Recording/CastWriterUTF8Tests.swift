import Testing
import CoverDemoKit
import TermCover

/// The events recorded from these outputs, each at the time of its index.
private func events(_ outputs: [[UInt8]]) throws -> [CastReader.Event] {
    let dir = try TemporaryDirectory()
    let writer = try CastWriter.create(path: dir.file("a.cast"), size: Size(width: 80, height: 24), term: "xterm",
                                       overwrite: false, timestamp: 0)
    for (i, bytes) in outputs.enumerated() { writer.output(bytes, at: Double(i)) }
    writer.close()
    return try CastReader(path: dir.file("a.cast")).events
}

private func o(_ time: Double, _ data: String) -> CastReader.Event {
    CastReader.Event(time: time, code: "o", data: data)
}

@Suite("CastWriter: UTF-8 across events")
struct CastWriterUTF8Tests {
    @Test("a character split across two outputs lands whole in the second event; the empty first is skipped")
    func hangulSplit() throws {
        // 한 is ED 95 9C.
        #expect(try events([[0xED, 0x95], [0x9C]]) == [o(1, "한")])
        #expect(try events([Array("a".utf8) + [0xED], [0x95, 0x9C] + Array("b".utf8)]) == [o(0, "a"), o(1, "한b")])
    }

    @Test("a four-byte emoji split over three outputs")
    func emojiSplit() throws {
        // 😀 is F0 9F 98 80.
        #expect(try events([[0xF0], [0x9F, 0x98], [0x80, 0x21]]) == [o(2, "😀!")])
    }

    @Test("bytes that can never be valid become U+FFFD at once instead of waiting")
    func invalid() throws {
        #expect(try events([[0x61, 0xFF], [0x62]]) == [o(0, "a\u{FFFD}"), o(1, "b")])
        // E0 80 is an overlong start: no later byte can complete it.
        #expect(try events([[0xE0, 0x80], [0x62]]) == [o(0, "\u{FFFD}\u{FFFD}"), o(1, "b")])
        // ED A0 would be a surrogate.
        #expect(try events([[0xED, 0xA0], [0x62]]) == [o(0, "\u{FFFD}\u{FFFD}"), o(1, "b")])
        // A continuation byte with no lead.
        #expect(try events([[0x80], [0x62]]) == [o(0, "\u{FFFD}"), o(1, "b")])
    }

    @Test("a held-back start that the next output does not continue becomes U+FFFD then")
    func brokenContinuation() throws {
        #expect(try events([[0xED, 0x95], [0x41]]) == [o(1, "\u{FFFD}A")])
    }

    @Test("a character left unfinished at close is written as U+FFFD at the last time")
    func unfinishedAtClose() throws {
        #expect(try events([[0x61], [0xE2, 0x9C]]) == [o(0, "a"), o(0, "\u{FFFD}")])
    }

    @Test("a resize between the halves of a character keeps its place")
    func resizeBetween() throws {
        let dir = try TemporaryDirectory()
        let writer = try CastWriter.create(path: dir.file("a.cast"), size: Size(width: 80, height: 24), term: "xterm",
                                           overwrite: false, timestamp: 0)
        writer.output([0xED], at: 1)
        writer.resize(Size(width: 40, height: 12), at: 2)
        writer.output([0x95, 0x9C], at: 3)
        writer.close()
        #expect(try CastReader(path: dir.file("a.cast")).events
                == [CastReader.Event(time: 2, code: "r", data: "40x12"), o(3, "한")])
    }
}
