import Testing
@testable import TermCoverCore

/// Feeds `parts` 30 ms apart, flushing at each arrival as the reader does
/// (its wake-ups come at the decoder's deadlines), then flushes at the end.
private func events(_ parts: [String], gap: Double = 0.030) -> [TerminalEvent] {
    var decoder = KeyDecoder()
    var out: [TerminalEvent] = []
    var time = 0.0
    for part in parts {
        // The reader wakes at the deadline if it comes before the next bytes.
        if let deadline = decoder.pendingDeadline, deadline <= time { out += decoder.flushEvents(at: deadline) }
        out += decoder.feedEvents(Array(part.utf8), at: time)
        time += gap
    }
    out += decoder.flushEvents(at: time + 10)
    return out
}

@Suite("KeyDecoder on split sequences and late replies")
struct KeyDecoderSplitTests {
    @Test("an SGR mouse report split by 30 ms is one press, and its bytes never arrive as keys")
    func splitSGR() {
        #expect(events(["\u{1B}[<0;20", ";6M", "z"]) == [.mouse(MouseEvent(x: 19, y: 5, button: .left, kind: .press)),
                                                       .key(.character("z"))])
        // A wheel report split after ESC [ <, as a field received it.
        #expect(events(["\u{1B}[<", "64;20;6M"]) == [.mouse(MouseEvent(x: 19, y: 5, button: .none, kind: .wheelUp))])
    }

    @Test("an X10 mouse report split by 30 ms after ESC [ M is one press, not Esc and keys")
    func splitX10() {
        // Button 0 at column 1, row 1: space, "!", "!".
        #expect(events(["\u{1B}[M", " !", "!"]) == [.mouse(MouseEvent(x: 0, y: 0, button: .left, kind: .press))])
    }

    @Test("CSI and SS3 keys split by 30 ms after their second byte are still the key")
    func splitKeys() {
        #expect(events(["\u{1B}[", "A"]) == [.key(.upArrow)])
        #expect(events(["\u{1B}[1;", "5B"]) == [.key(.downArrow)])
        #expect(events(["\u{1B}O", "B"]) == [.key(.downArrow)])
    }

    @Test("a lone Esc is still Esc after 25 ms, and a key 30 ms after it is its own key")
    func loneEscStillEsc() {
        #expect(events(["\u{1B}", "x"]) == [.key(.escape), .key(.character("x"))])
    }

    @Test("a begun sequence that never ends is dropped half a second after its last byte, never typed")
    func truncatedSequenceIsDropped() {
        var decoder = KeyDecoder()
        #expect(decoder.feedEvents(Array("\u{1B}[1;".utf8), at: 0).isEmpty)
        #expect(decoder.pendingDeadline == 0.5)
        #expect(decoder.flushEvents(at: 0.4).isEmpty)
        #expect(decoder.flushEvents(at: 0.5).isEmpty)
        #expect(decoder.pendingDeadline == nil)
        #expect(decoder.feedEvents(Array("q".utf8), at: 0.6) == [.key(.character("q"))])
        // An X10 report cut after two of its three bytes, and an SS3 with no final.
        #expect(events(["\u{1B}[M !"]).isEmpty)
        #expect(events(["\u{1B}O"]).isEmpty)
    }

    @Test("a color reply that comes late, split or whole, is dropped, and the keys around it are kept")
    func lateColorReply() {
        #expect(events(["a\u{1B}]10;rgb:ffff/ffff/ffff\u{1B}\\b"]) == [.key(.character("a")), .key(.character("b"))])
        #expect(events(["\u{1B}]11;rgb:0000/", "0000/0000\u{07}", "c"]) == [.key(.character("c"))])
        // The device attributes reply that follows the color queries.
        #expect(events(["\u{1B}[?62;22c", "d"]) == [.key(.character("d"))])
    }

    @Test("an OSC longer than the sequence limit is skipped to its end, keeping nothing buffered")
    func longOSC() {
        var decoder = KeyDecoder()
        let body = String(repeating: "x", count: 5000)
        #expect(decoder.feedEvents(Array("\u{1B}]52;c;\(body)".utf8), at: 0).isEmpty)
        #expect(decoder.bufferedByteCount <= 32)
        #expect(decoder.feedEvents(Array("\u{1B}\\z".utf8), at: 0.1) == [.key(.character("z"))])
    }

    @Test("a control inside an OSC ends it and is itself decoded")
    func oscCutShort() {
        #expect(events(["\u{1B}]10;rgb\u{03}e"]) == [.key(.control("c")), .key(.character("e"))])
    }
}
