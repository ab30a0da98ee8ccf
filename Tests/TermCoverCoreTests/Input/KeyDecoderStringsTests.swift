import Testing
@testable import TermCoverCore

/// Feeds byte `parts` `gap` seconds apart, flushing at each deadline that
/// comes first, as the live reader does, then flushes at the end.
private func events(_ parts: [[UInt8]], gap: Double) -> [TerminalEvent] {
    var decoder = KeyDecoder()
    var out: [TerminalEvent] = []
    var time = 0.0
    for part in parts {
        if let deadline = decoder.pendingDeadline, deadline <= time { out += decoder.flushEvents(at: deadline) }
        out += decoder.feedEvents(part, at: time)
        time += gap
    }
    out += decoder.flushEvents(at: time + 10)
    return out
}

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

@Suite("KeyDecoder on split characters, control strings and stray pastes")
struct KeyDecoderStringsTests {
    @Test("a UTF-8 character split across reads 30 ms or 400 ms apart is that character, not U+FFFD")
    func splitCharacter() {
        // é is C3 A9, 세 is EC 84 B8, 😀 is F0 9F 98 80 (Unicode's UTF-8 table).
        for gap in [0.030, 0.400] {
            #expect(events([[0xC3], [0xA9], bytes("x")], gap: gap) == [.key(.character("é")), .key(.character("x"))])
            #expect(events([[0xEC], [0x84], [0xB8]], gap: gap) == [.key(.character("세"))])
            #expect(events([[0xF0, 0x9F], [0x98, 0x80]], gap: gap) == [.key(.character("😀"))])
        }
    }

    @Test("a UTF-8 character whose rest never comes is U+FFFD half a second after its last byte, and the key after is kept")
    func abandonedCharacter() {
        #expect(events([[0xE2, 0x82], bytes("q")], gap: 0.6) == [.key(.character("\u{FFFD}")), .key(.character("q"))])
    }

    @Test("DCS, APC, PM and SOS replies, ended by ST or BEL, whole or split, are dropped and the keys around them kept")
    func controlStrings() {
        let replies = ["\u{1B}P1$r0m\u{1B}\\", "\u{1B}P1+r6b6375313d\u{07}", "\u{1B}_Gi=31;OK\u{1B}\\",
                       "\u{1B}^private\u{1B}\\", "\u{1B}Xsos\u{07}",
                       "\u{1B}P" + String(repeating: "0123456789", count: 10) + "\u{1B}\\"]
        for reply in replies {
            #expect(events([bytes("a" + reply + "b")], gap: 0) == [.key(.character("a")), .key(.character("b"))], "\(reply.debugDescription)")
            // Split after its introducer and inside its end, 30 ms apart.
            let b = bytes(reply)
            let parts = [bytes("a") + b.prefix(2), Array(b[2..<(b.count - 1)]), [b.last!] + bytes("b")]
            #expect(events(parts, gap: 0.030) == [.key(.character("a")), .key(.character("b"))], "\(reply.debugDescription)")
        }
    }

    @Test("after a stray paste start with no end, Ctrl-C pressed every 0.3 s quits within a second: controls do not keep the paste open")
    func ctrlCAfterStrayPaste() {
        var decoder = KeyDecoder()
        var keys: [(Double, Key)] = []
        _ = decoder.feedEvents(bytes("\u{1B}[200~"), at: 0)
        var time = 0.3
        while time < 5 {
            if let deadline = decoder.pendingDeadline, deadline <= time {
                keys += decoder.flush(at: deadline).map { (deadline, $0) }
            }
            keys += decoder.feed([0x03], at: time).map { (time, $0) }
            time += 0.3
        }
        let first = keys.first { $0.1 == .control("c") }
        #expect(first != nil, "Ctrl-C never came through")
        #expect((first?.0 ?? 99) <= 1.0)
    }

    @Test("text still keeps a slow paste open: pieces 0.3 s apart are one paste")
    func slowPasteStaysOne() {
        #expect(events([bytes("\u{1B}[200~ab"), bytes("cd"), bytes("ef\u{1B}[201~")], gap: 0.3) == [.key(.paste("abcdef"))])
    }
}
