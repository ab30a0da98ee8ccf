import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

extension PtySuites {
    /// Each terminal's answer to the start-up probe replayed into a live
    /// cover-demo: the modes pushed, the keys decoded, and the restore on exit.
    @Suite("Live runs: the probe answered as each terminal answers it", .serialized,
           .enabled(if: coverDemoPath != nil, "cover-demo is not built"))
    struct LiveProbeReplayTests {
        /// One terminal: what it answers (nil: nothing), how long it takes, and what must follow.
        struct Case: CustomTestStringConvertible, Sendable {
            let name: String
            let reply: String?
            var delay = 0.0
            var tmux = false
            let kitty: Bool
            let focus: Bool
            var testDescription: String { name }
        }

        // Replies as xterm's ctlseqs and kitty's protocol page format them (see TerminalCapabilitiesTests).
        static let cases: [Case] = [
            Case(name: "kitty", reply: "\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[?2026;2$y\u{1B}[?2027;0$y\u{1B}[?0u\u{1B}[?62;c",
                 kitty: true, focus: false),
            Case(name: "xterm", reply: "\u{1B}P>|XTerm(390)\u{1B}\\\u{1B}[?2026;0$y\u{1B}[?2027;0$y\u{1B}[?1004;2$y\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c",
                 kitty: false, focus: true),
            Case(name: "foot", reply: "\u{1B}P>|foot(1.16.2)\u{1B}\\\u{1B}[?2026;2$y\u{1B}[?2027;2$y\u{1B}[?1004;2$y\u{1B}[?0u\u{1B}[?62;4;22c",
                 kitty: true, focus: true),
            Case(name: "tmux", reply: "\u{1B}P>|tmux 3.4\u{1B}\\\u{1B}[?2026;2$y\u{1B}[?2027;0$y\u{1B}[?1;2;4c", tmux: true,
                 kitty: false, focus: false),
            Case(name: "a silent terminal", reply: nil, kitty: false, focus: false),
            // kitty's whole answer, long after the 200 ms deadline: it must change nothing and type nothing ('c' and 'k' are gallery keys).
            Case(name: "a terminal that answers late", reply: "\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[?0u\u{1B}[?62;c", delay: 0.8,
                 kitty: false, focus: false),
        ]

        private static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

        @Test("the probe's answer decides the modes pushed and the keys read, and every mode is given back on quitting", arguments: cases)
        func replay(_ terminal: Case) throws {
            var environment = userEnvironment
            environment["SWIFT_BACKTRACE"] = "interactive=no"
            if terminal.tmux { environment["TMUX"] = "/tmp/tmux-0/default,1,0" }
            let child = try startDemo(environment: environment)
            child.read(for: 20) { String(decoding: $0, as: UTF8.self).contains("\u{1B}[?u") }
            if let reply = terminal.reply, terminal.delay == 0 { child.type(Self.bytes(reply)) }
            #expect(waitForGallery(child))
            child.settle()
            if let reply = terminal.reply, terminal.delay > 0 {
                // Long after the deadline, with the gallery on screen: the answer must not be read as keys.
                let before = child.settledScreen().lines
                child.read(for: terminal.delay)
                child.type(Self.bytes(reply))
                child.settle()
                #expect(child.settledScreen().lines == before, "the late answer changed the screen: it was read as keys")
            }
            // Keys: Enter opens a cover, Esc (CSI 27 u under the protocol, a lone ESC byte otherwise) closes it.
            child.type(Self.bytes("\r"))
            // The gallery's cover takes 0.35 s; settledScreen then waits for half a second of quiet.
            child.read(for: 0.6)
            #expect(child.settledScreen().lines.joined().contains("depth 1"), "\(terminal.name): Enter opened no cover")
            child.type(terminal.kitty ? Self.bytes("\u{1B}[27u") : [0x1B])
            child.read(for: 0.6)
            let after = child.settledScreen().lines
            #expect(after.joined().contains("depth 0"), "\(terminal.name): Esc closed no cover")
            child.type(Self.bytes("q"))
            #expect(child.waitForExit(timeout: 20) == 0)
            let out = child.output
            func pair(_ on: String, _ off: String) -> (on: Int?, off: Int?) {
                (lastOccurrence(of: Self.bytes(on), in: out), lastOccurrence(of: Self.bytes(off), in: out))
            }
            // Flags 1 | 2 (disambiguate escape codes, report event types), kitty's "Progressive enhancement".
            let kitty = pair("\u{1B}[>3u", "\u{1B}[<u"), focus = pair("\u{1B}[?1004h", "\u{1B}[?1004l")
            let title = pair("\u{1B}[22;2t", "\u{1B}[23;2t")
            #expect((kitty.on != nil) == terminal.kitty, "\(terminal.name): kitty flags pushed: \(kitty.on != nil)")
            #expect((focus.on != nil) == terminal.focus, "\(terminal.name): focus reporting on: \(focus.on != nil)")
            if let on = kitty.on { #expect(kitty.off.map { $0 > on } == true, "flags not popped") }
            if let on = focus.on { #expect(focus.off.map { $0 > on } == true, "focus reporting not turned off") }
            // TERM=xterm-256color: the window is named (after the program: the gallery has no navigation title) and its title given back.
            #expect(title.on != nil && title.off.map { $0 > title.on! } == true, "title not pushed and popped")
            #expect(lastOccurrence(of: Self.bytes("\u{1B}]2;cover-demo\u{1B}\\"), in: out) != nil, "window not named")
            expectTerminalGivenBack(child, "q, \(terminal.name)")
        }
    }
}
