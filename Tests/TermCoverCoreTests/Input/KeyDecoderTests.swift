import Testing
@testable import TermCoverCore

/// Decodes `text`'s bytes in one feed at time 0.
private func keys(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(Array(text.utf8), at: 0)
}

private func keys(bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(bytes, at: 0) + decoder.flush(at: 1)
}

@Suite("KeyDecoder")
struct KeyDecoderTests {
    @Test("ASCII, Hangul and an emoji arrive as one key per grapheme")
    func text() {
        #expect(keys("a Z") == [.character("a"), .space, .character("Z")])
        #expect(keys("한국어") == [.character("한"), .character("국"), .character("어")])
        #expect(keys("😀") == [.character("😀")])
        // e + COMBINING ACUTE ACCENT is one grapheme; so is a flag.
        #expect(keys("e\u{301}x") == [.character("e\u{301}"), .character("x")])
        #expect(keys("🇰🇷") == [.character("🇰🇷")])
    }

    @Test("C0 controls map to return, tab, delete and control letters")
    func controls() {
        #expect(keys(bytes: [0x0D, 0x0A, 0x09, 0x7F, 0x08]) == [.return, .return, .tab, .delete, .delete])
        #expect(keys(bytes: [0x01, 0x03, 0x1A]) == [.control("a"), .control("c"), .control("z")])
        // NUL and Ctrl-\ mean nothing here and are dropped without taking the next key.
        #expect(keys(bytes: [0x00, 0x1C, 0x71]) == [.character("q")])
    }

    @Test("a lone ESC becomes .escape only once the timeout passes")
    func loneEscape() {
        var decoder = KeyDecoder(escapeTimeout: 0.025)
        #expect(decoder.feed([0x1B], at: 10).isEmpty)
        #expect(decoder.pendingDeadline == 10.025)
        #expect(decoder.flush(at: 10.01).isEmpty)
        #expect(decoder.flush(at: 10.025) == [.escape])
        #expect(decoder.pendingDeadline == nil)
    }

    @Test("ESC followed in time by a sequence is that sequence, not Esc")
    func escapeThenSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B], at: 0).isEmpty)
        #expect(decoder.feed(Array("[A".utf8), at: 0.01) == [.upArrow])
        #expect(decoder.pendingDeadline == nil)
    }

    @Test("arrows decode in both normal (CSI) and application (SS3) mode")
    func arrows() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.upArrow, .downArrow, .rightArrow, .leftArrow])
        #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.upArrow, .downArrow, .rightArrow, .leftArrow])
        // Ctrl-Up and Shift-Right from xterm: modifiers are ignored.
        #expect(keys("\u{1B}[1;5A\u{1B}[1;2C") == [.upArrow, .rightArrow])
    }

    @Test("Home, End, Insert, Delete, PageUp and PageDown in every common form")
    func editingKeys() {
        #expect(keys("\u{1B}[H\u{1B}OH\u{1B}[1~\u{1B}[7~") == [.home, .home, .home, .home])
        #expect(keys("\u{1B}[F\u{1B}OF\u{1B}[4~\u{1B}[8~") == [.end, .end, .end, .end])
        #expect(keys("\u{1B}[2~\u{1B}[3~\u{1B}[5~\u{1B}[6~") == [.insert, .deleteForward, .pageUp, .pageDown])
        #expect(keys("\u{1B}[3;5~") == [.deleteForward])
        #expect(keys("\u{1B}[Z") == [.backTab])
    }

    @Test("F1 to F12 follow xterm's terminfo (kf1=\\EOP … kf12=\\E[24~)")
    func functionKeys() {
        let sequences = ["\u{1B}OP", "\u{1B}OQ", "\u{1B}OR", "\u{1B}OS", "\u{1B}[15~", "\u{1B}[17~",
                         "\u{1B}[18~", "\u{1B}[19~", "\u{1B}[20~", "\u{1B}[21~", "\u{1B}[23~", "\u{1B}[24~"]
        #expect(keys(sequences.joined()) == (1...12).map { .function($0) })
        #expect(keys("\u{1B}[11~\u{1B}[12~\u{1B}[13~\u{1B}[14~") == (1...4).map { .function($0) })
        #expect(keys("\u{1B}[[A\u{1B}[[E") == [.function(1), .function(5)])
    }

    @Test("a sequence split across feeds decodes as if it came whole")
    func splitSequences() {
        let stream = Array("\u{1B}[24~\u{1B}OA한x".utf8)
        for cut in 1..<stream.count {
            var decoder = KeyDecoder()
            let got = decoder.feed(stream[..<cut], at: 0) + decoder.feed(stream[cut...], at: 0.001)
            #expect(got == [.function(12), .upArrow, .character("한"), .character("x")], "cut at \(cut)")
        }
    }

    @Test("ESC followed by a plain key is Esc then that key (Alt-x)")
    func altKey() {
        #expect(keys("\u{1B}x") == [.escape, .character("x")])
        #expect(keys("\u{1B}\u{1B}[A") == [.escape, .upArrow])
        #expect(keys(bytes: [0x1B, 0x4F, 0x03]) == [.escape, .character("O"), .control("c")])
    }

    @Test("an unknown CSI is dropped whole; a broken one keeps the byte that broke it")
    func brokenSequences() {
        // ESC [ q is complete (q is a final byte) and means nothing.
        #expect(keys("\u{1B}[qz") == [.character("z")])
        // Mouse reports and device replies are dropped.
        #expect(keys("\u{1B}[<0;3;4Mz\u{1B}[?1;2cy") == [.character("z"), .character("y")])
        // A control inside the parameters ends the CSI and is itself delivered.
        #expect(keys(bytes: [0x1B, 0x5B, 0x31, 0x03, 0x61]) == [.control("c"), .character("a")])
        #expect(keys(bytes: [0x1B, 0x5B, 0x31, 0x1B, 0x4F, 0x41]) == [.upArrow])
    }

    @Test("an incomplete sequence that times out is dropped, not typed")
    func incompleteTimesOut() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[1;".utf8), at: 0).isEmpty)
        #expect(decoder.flush(at: 1) == [])
    }

    @Test("an over-long CSI is dropped and keeps no more than 32 bytes")
    func overlongSequence() {
        var decoder = KeyDecoder()
        let garbage = [0x1B, 0x5B] + [UInt8](repeating: 0x31, count: 10_000)
        #expect(decoder.feed(garbage, at: 0).isEmpty)
        #expect(decoder.bufferedByteCount <= 32)
        #expect(decoder.feed(Array("~z".utf8), at: 0) == [.character("z")])
    }

    @Test("invalid UTF-8 becomes U+FFFD and never swallows the next key")
    func invalidUTF8() {
        // A lone continuation byte, an overlong "/", a surrogate, a truncated 3-byte sequence before 'a'.
        #expect(keys(bytes: [0x80, 0x71]) == [.character("\u{FFFD}"), .character("q")])
        #expect(keys(bytes: [0xC0, 0xAF, 0x71]) == [.character("\u{FFFD}"), .character("\u{FFFD}"), .character("q")])
        #expect(keys(bytes: [0xED, 0xA0, 0x80]) == [.character("\u{FFFD}"), .character("\u{FFFD}"), .character("\u{FFFD}")])
        #expect(keys(bytes: [0xED, 0x95, 0x61]) == [.character("\u{FFFD}"), .character("a")])
        #expect(keys(bytes: [0xF0, 0x9F, 0x1B, 0x4F, 0x41]) == [.character("\u{FFFD}"), .upArrow])
        // A truncated character at the end of input resolves to U+FFFD at flush.
        #expect(keys(bytes: [0xE2, 0x82]) == [.character("\u{FFFD}")])
    }

    @Test("bracketed paste delivers its text as one paste key, even when it holds escapes, returns and q")
    func bracketedPaste() {
        let pasted = keys("\u{1B}[200~a\u{1B}[Ab\r\n\u{03}\tc q\r\u{1B}[201~q")
        // CR LF is one line break, Ctrl-C is dropped, the q after the end marker is a key again.
        #expect(pasted == [.paste("a[Ab\n\tc q\n"), .character("q")])
        #expect(keys("\u{1B}[200~\u{1B}[201~x") == [.character("x")])
    }

    @Test("a paste split across reads is still one key, delivered at its end marker")
    func splitPaste() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~hel".utf8), at: 0).isEmpty)
        #expect(decoder.feed(Array("lo 세".utf8) + [0xEA], at: 0.01).isEmpty)
        #expect(decoder.feed([0xB3, 0x84] + Array("\u{1B}[20".utf8), at: 0.02).isEmpty)
        #expect(decoder.feed(Array("1~".utf8), at: 0.03) == [.paste("hello 세계")])
    }

    @Test("an unterminated paste closes after the paste timeout, delivering what came")
    func unterminatedPaste() {
        var decoder = KeyDecoder(escapeTimeout: 0.025, pasteTimeout: 0.5)
        #expect(decoder.feed(Array("\u{1B}[200~hi".utf8), at: 1).isEmpty)
        #expect(decoder.pendingDeadline == 1.5)
        #expect(decoder.flush(at: 1.2).isEmpty)
        #expect(decoder.flush(at: 1.5) == [.paste("hi")])
        #expect(decoder.feed([0x03], at: 2) == [.control("c")])
    }

    @Test("a huge paste streams through without holding raw bytes, and its text is capped at 1 MiB")
    func hugePaste() {
        var decoder = KeyDecoder()
        _ = decoder.feed(Array("\u{1B}[200~".utf8), at: 0)
        for _ in 0..<1100 {
            #expect(decoder.feed([UInt8](repeating: 0x61, count: 1000), at: 0).isEmpty)
            #expect(decoder.bufferedByteCount == 0)
        }
        let out = decoder.feed(Array("\u{1B}[201~".utf8), at: 0)
        #expect(out == [.paste(String(repeating: "a", count: 1 << 20))])
        #expect(decoder.pendingDeadline == nil)
    }

    @Test("keys that arrive in one read are one key each, in order: five returns, six escapes")
    func oneKeyPerPress() {
        #expect(keys(bytes: [0x0D, 0x0D, 0x0D, 0x0D, 0x0D]) == Array(repeating: .return, count: 5))
        var decoder = KeyDecoder()
        // Every ESC followed by another byte is complete at once; the last waits for the escape timeout.
        #expect(decoder.feed([UInt8](repeating: 0x1B, count: 6), at: 0) == Array(repeating: .escape, count: 5))
        #expect(decoder.flush(at: 0.01).isEmpty)
        #expect(decoder.flush(at: 0.025) == [.escape])
        // ESC ESC [ A is Esc, then Up: not Alt-Esc, not lost.
        #expect(keys(bytes: [0x1B, 0x1B, 0x5B, 0x41]) == [.escape, .upArrow])
    }

    @Test("an X10 mouse report is dropped whole, even split across reads; the key after it survives")
    func x10Mouse() {
        // Left button at column 1, row 1: ESC [ M, then 0x20+0, 0x21, 0x21. Then Enter.
        #expect(keys(bytes: [0x1B, 0x5B, 0x4D, 0x20, 0x21, 0x21, 0x0D]) == [.return])
        // A report whose bytes look like q and a space.
        #expect(keys(bytes: [0x1B, 0x5B, 0x4D, 0x71, 0x20, 0x71, 0x71]) == [.character("q")])
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B, 0x5B, 0x4D, 0x20], at: 0).isEmpty)
        #expect(decoder.feed([0x21, 0x21, 0x0D], at: 0.001) == [.return])
    }
}
