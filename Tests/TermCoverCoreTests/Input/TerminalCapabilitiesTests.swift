import Testing
@testable import TermCoverCore

/// The start-up probe's answers, as real terminals format them (xterm's
/// ctlseqs for XTVERSION, DECRPM and DA1; kitty's keyboard protocol page
/// for `CSI ? flags u`), replayed into the parser.
@Suite("Terminal capabilities from the start-up probe's replies")
struct TerminalCapabilitiesTests {
    private func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    /// kitty: a version in parentheses, 2026 known and off, 2027 unknown, keyboard flags 0, DA1 `62;`.
    static let kitty = "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[?2026;2$y\u{1B}[?2027;0$y\u{1B}[?0u\u{1B}[?62;c"
    /// xterm: answers DECRQM but knows neither mode, and ignores the kitty query.
    static let xterm = "\u{1B}P>|XTerm(390)\u{1B}\\\u{1B}[?2026;0$y\u{1B}[?2027;0$y\u{1B}[?1004;2$y\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c"
    /// foot: both modes known, kitty keyboard answered.
    static let foot = "\u{1B}P>|foot(1.16.2)\u{1B}\\\u{1B}[?2026;2$y\u{1B}[?2027;2$y\u{1B}[?0u\u{1B}[?62;4;22c"
    /// tmux: name and version after a space, 2026 its own, no kitty answer.
    static let tmux = "\u{1B}P>|tmux 3.4\u{1B}\\\u{1B}[?2026;2$y\u{1B}[?2027;0$y\u{1B}[?1;2;4c"

    @Test("kitty's answer: name and version, 2026 supported, 2027 not recognized, keyboard flags 0, so flags 3 (1 disambiguate | 2 report event types) are pushed and popped")
    func kitty() {
        let found = TerminalCapabilities.parse(bytes(Self.kitty))
        #expect(found.name == "kitty")
        #expect(found.version == "0.35.2")
        #expect(found.synchronizedOutput == .reset)
        #expect(found.synchronizedOutput?.isSupported == true)
        #expect(found.graphemeClusters == .notRecognized)
        #expect(found.kittyKeyboardFlags == 0)
        #expect(found.deviceAttributes == [62])
        // XTVERSION answered: the window title is pushed (XTWINOPS 22;2) and popped (23;2) as well.
        #expect(found.enteringSequence == bytes("\u{1B}[>3u\u{1B}[22;2t"))
        #expect(found.leavingSequence == bytes("\u{1B}[<u\u{1B}[23;2t"))
    }

    @Test("xterm's answer: no kitty keyboard reply, so no flags are pushed and Esc keeps its timed wait; focus reporting goes on")
    func xterm() {
        let found = TerminalCapabilities.parse(bytes(Self.xterm))
        #expect(found.name == "XTerm")
        #expect(found.version == "390")
        #expect(found.synchronizedOutput == .notRecognized)
        #expect(found.synchronizedOutput?.isSupported == false)
        #expect(found.kittyKeyboardFlags == nil)
        #expect(found.deviceAttributes?.first == 64)
        #expect(found.focusReporting == .reset)
        #expect(found.enteringSequence == bytes("\u{1B}[?1004h\u{1B}[22;2t"))
        #expect(found.leavingSequence == bytes("\u{1B}[?1004l\u{1B}[23;2t"))
    }

    @Test("foot's answer: both modes supported, the kitty keyboard pushed and grapheme clusters turned on")
    func foot() {
        let found = TerminalCapabilities.parse(bytes(Self.foot))
        #expect(found.name == "foot" && found.version == "1.16.2")
        #expect(found.synchronizedOutput == .reset && found.graphemeClusters == .reset)
        #expect(found.focusReporting == nil)
        #expect(found.enteringSequence == bytes("\u{1B}[>3u\u{1B}[22;2t\u{1B}[?2027h"))
        #expect(found.leavingSequence == bytes("\u{1B}[<u\u{1B}[23;2t\u{1B}[?2027l"))
    }

    @Test("the window title and the clipboard: written where XTVERSION answered or TERM is of xterm's family, not on the console")
    func titleAndClipboard() {
        #expect(TerminalCapabilities.parse([], environment: ["TERM": "xterm-256color"]).usesWindowTitle)
        #expect(TerminalCapabilities.parse([], environment: ["TERM": "tmux-256color"]).usesClipboard)
        #expect(!TerminalCapabilities.parse([], environment: ["TERM": "linux"]).usesWindowTitle)
        #expect(!TerminalCapabilities.parse([], environment: ["TERM": "vt100"]).usesWindowTitle)
        #expect(TerminalCapabilities.parse([], environment: ["TERM": "linux"]).enteringSequence.isEmpty)
        // OSC 2 (xterm's ctlseqs), control characters left out so the string cannot end early.
        #expect(TerminalCapabilities.titleSequence("Inbox — mail\u{1B}\u{07}") == bytes("\u{1B}]2;Inbox — mail\u{1B}\\"))
        // OSC 52 with base64 as RFC 4648 gives it: "hello" is aGVsbG8=.
        #expect(TerminalCapabilities.clipboardSequence("hello") == bytes("\u{1B}]52;c;aGVsbG8=\u{1B}\\"))
    }

    @Test("under tmux (TMUX set) the 2026 answer is reported as tmux's own")
    func tmux() {
        let found = TerminalCapabilities.parse(bytes(Self.tmux), environment: ["TMUX": "/tmp/tmux-0/default,1,0"])
        #expect(found.underTmux)
        #expect(found.name == "tmux" && found.version == "3.4")
        #expect(found.kittyKeyboardFlags == nil)
        #expect(found.report.contains("synchronized output (2026): supported (off) (tmux's own answer, not the outer terminal's)"))
        #expect(!TerminalCapabilities.parse(bytes(Self.tmux)).underTmux)
        // tmux 3.3a (measured) answers no DECRQM: then there is no answer to attribute.
        #expect(TerminalCapabilities.parse([], environment: ["TMUX": "x"]).report
            .contains("synchronized output (2026): no answer"))
    }

    @Test("a silent terminal: every fact unknown, nothing pushed, not complete")
    func silent() {
        let found = TerminalCapabilities.parse([])
        #expect(found == TerminalCapabilities())
        #expect(found.enteringSequence.isEmpty && found.leavingSequence.isEmpty)
        #expect(!TerminalCapabilities.isComplete([]))
        #expect(found.report.contains("kitty keyboard: no answer (Esc waits 25 ms for a sequence)"))
    }

    @Test("the wait ends only at the device attributes reply, however the replies before it are cut")
    func completion() {
        let all = bytes(Self.kitty)
        #expect(TerminalCapabilities.isComplete(all))
        for cut in 0..<(all.count - 1) {
            #expect(!TerminalCapabilities.isComplete(Array(all[..<cut])), "complete after \(cut) bytes")
        }
        // A 'c' typed while the question was out is not the reply.
        #expect(!TerminalCapabilities.isComplete(bytes("\u{1B}[?2026;2$yc")))
    }

    @Test("keys typed during the probe are read past; the replies around them are still found")
    func keysAmongReplies() {
        let found = TerminalCapabilities.parse(bytes("q\u{1B}P>|foot(1.16.2)\u{1B}\\x\u{1B}[?1u\u{1B}[A\u{1B}[?62c"))
        #expect(found.name == "foot")
        #expect(found.kittyKeyboardFlags == 1)
        #expect(found.deviceAttributes == [62])
    }

    @Test("the questions go out in one burst, device attributes last")
    func queries() {
        #expect(TerminalCapabilities.queries == bytes("\u{1B}[>0q\u{1B}[?2026$p\u{1B}[?2027$p\u{1B}[?1004$p\u{1B}[?u\u{1B}[c"))
    }

    @Test("a terminal that answers late: its replies reach the key decoder and none becomes a key")
    func lateRepliesAreNoKeys() {
        for reply in [Self.kitty, Self.xterm, Self.foot, Self.tmux] {
            var decoder = KeyDecoder()
            var keys = decoder.feed(bytes(reply), at: 1)
            keys += decoder.flush(at: 10)
            #expect(keys.isEmpty, "\(reply.debugDescription) gave \(keys)")
            // Typing goes on after it.
            #expect(decoder.feed(bytes("q"), at: 11) == [.character("q")])
        }
    }
}
