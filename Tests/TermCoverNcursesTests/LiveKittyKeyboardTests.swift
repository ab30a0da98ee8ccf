import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

extension PtySuites {
    /// The demo on a pty with the test playing the terminal: it answers the
    /// start-up probe as kitty does (or not at all) and reads what the demo
    /// writes, to check the kitty keyboard flags are pushed only where the
    /// terminal answered and popped on every way out.
    @Suite("Live runs: the kitty keyboard protocol", .serialized, .enabled(if: coverDemoPath != nil, "cover-demo is not built"))
    struct LiveKittyKeyboardTests {
        /// Flags 1 | 2 (disambiguate escape codes, report event types): kitty's page, "Progressive enhancement".
        private static let push = Array("\u{1B}[>3u".utf8)
        private static let pop = Array("\u{1B}[<u".utf8)
        /// XTWINOPS 22;2 and 23;2 (xterm's ctlseqs): the terminal's own title saved and given back.
        private static let titlePush = Array("\u{1B}[22;2t".utf8)
        private static let titlePop = Array("\u{1B}[23;2t".utf8)
        /// kitty's answers to the probe (see TerminalCapabilitiesTests), ending with device attributes.
        private static let kittyReply = "\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[?2026;2$y\u{1B}[?2027;0$y\u{1B}[?0u\u{1B}[?62;c"

        /// Starts the demo and, once its probe is out, answers with `reply` (nil: stays silent).
        private func start(reply: String?, environment: [String: String] = userEnvironment) throws -> PtyProcess {
            let child = try startDemo(environment: environment.merging(["SWIFT_BACKTRACE": "interactive=no"]) { $1 })
            child.read(for: 20) { String(decoding: $0, as: UTF8.self).contains("\u{1B}[?u") }
            #expect(String(decoding: child.output, as: UTF8.self).contains("\u{1B}[?u"), "the probe asks the kitty keyboard query")
            if let reply { child.type(Array(reply.utf8)) }
            #expect(waitForGallery(child))
            return child
        }

        @Test("a terminal that answers as kitty gets flags 3 pushed after the alternate screen, popped before leaving it on SIGTERM")
        func poppedAfterSIGTERM() throws {
            let child = try start(reply: Self.kittyReply)
            child.send(SIGTERM)
            _ = child.waitForExit(timeout: 20)
            let out = child.output
            let pushed = lastOccurrence(of: Self.push, in: out)
            let popped = lastOccurrence(of: Self.pop, in: out)
            let rmcup = lastOccurrence(of: terminfoString("rmcup"), in: out)
            let smcup = lastOccurrence(of: terminfoString("smcup"), in: out)
            #expect(pushed != nil && smcup != nil && pushed! > smcup!, "flags pushed on the alternate screen")
            #expect(popped != nil && pushed != nil && popped! > pushed!, "flags popped after being pushed")
            #expect(popped != nil && rmcup != nil && popped! < rmcup!, "popped before leaving the alternate screen")
            expectTerminalGivenBack(child, "SIGTERM under kitty")
        }

        @Test("the emergency path (SIGUSR1), SIGABRT from outside and a crash inside (trap, SIGSEGV) pop the flags and the title too",
              arguments: ["usr1", "abrt", "trap", "segv"])
        func poppedOnEmergency(_ kind: String) throws {
            var environment = userEnvironment
            if kind == "trap" || kind == "segv" { environment["TERMCOVER_CRASH_TEST"] = kind }
            let child = try start(reply: Self.kittyReply, environment: environment)
            if kind == "usr1" { child.send(SIGUSR1) }
            if kind == "abrt" { child.send(SIGABRT) }
            _ = child.waitForExit(timeout: 20)
            let out = child.output
            let pushed = lastOccurrence(of: Self.push, in: out)
            let popped = lastOccurrence(of: Self.pop, in: out)
            #expect(pushed != nil && popped != nil && popped! > pushed!, "\(kind): flags left pushed")
            let titlePushed = lastOccurrence(of: Self.titlePush, in: out), titlePopped = lastOccurrence(of: Self.titlePop, in: out)
            #expect(titlePushed != nil && titlePopped != nil && titlePopped! > titlePushed!, "\(kind): title left pushed")
        }

        @Test("under kitty, Esc as CSI 27 u closes a cover and Ctrl-C as CSI 99;5 u quits")
        func keys() throws {
            let child = try start(reply: Self.kittyReply)
            child.type(Array("\r".utf8))
            child.read(for: 1.5)
            #expect(child.settledScreen().lines.joined().contains("depth 1"), "Enter opened a cover")
            child.type(Array("\u{1B}[27u".utf8))
            child.read(for: 1.5)
            #expect(child.settledScreen().lines.joined().contains("depth 0"), "Esc closed the cover")
            child.type(Array("\u{1B}[99;5u".utf8))
            #expect(child.waitForExit(timeout: 20) == 0)
            expectTerminalGivenBack(child, "Ctrl-C under kitty")
        }

        @Test("under kitty, releases (CSI … ;1:3 u, as flag 2 sends them) do nothing: Enter's opens no second cover, Esc's closes none, Ctrl-C's does not quit")
        func releases() throws {
            let child = try start(reply: Self.kittyReply)
            child.type(Array("\r\u{1B}[13;1:3u".utf8))
            child.read(for: 1.5)
            #expect(child.settledScreen().lines.joined().contains("depth 1"), "Enter and its release opened one cover")
            child.type(Array("\u{1B}[27;1:3u\u{1B}[99;5:3u".utf8))
            child.read(for: 1.5)
            #expect(child.settledScreen().lines.joined().contains("depth 1"), "a release closed the cover")
            #expect(child.waitForExit(timeout: 0.2) == nil, "Ctrl-C's release quit")
            child.type(Array("\u{1B}[27u\u{1B}[27;1:3u".utf8))
            child.read(for: 1.5)
            #expect(child.settledScreen().lines.joined().contains("depth 0"), "Esc closed the cover")
            child.type(Array("\u{1B}[99;5u".utf8))
            #expect(child.waitForExit(timeout: 20) == 0)
            expectTerminalGivenBack(child, "Ctrl-C under kitty")
        }

        @Test("a terminal that knows mode 1004 gets focus reporting on, and off again after SIGTERM")
        func focusReporting() throws {
            let child = try start(reply: "\u{1B}[?1004;2$y\u{1B}[?1;2c")
            child.send(SIGTERM)
            _ = child.waitForExit(timeout: 20)
            let on = lastOccurrence(of: Array("\u{1B}[?1004h".utf8), in: child.output)
            let off = lastOccurrence(of: Array("\u{1B}[?1004l".utf8), in: child.output)
            #expect(on != nil && off != nil && off! > on!, "focus reporting left on")
            // No kitty answer: no flags.
            #expect(lastOccurrence(of: Self.push, in: child.output) == nil)
        }

        @Test("--capabilities and TERMCOVER_CAPABILITIES=1 print what the terminal answered, one fact a line, and exit 0",
              arguments: [true, false])
        func report(_ flag: Bool) throws {
            var environment = userEnvironment
            if !flag { environment["TERMCOVER_CAPABILITIES"] = "1" }
            let child = try startDemo(flag ? ["--capabilities"] : [], environment: environment)
            child.read(for: 20) { String(decoding: $0, as: UTF8.self).contains("\u{1B}[?u") }
            child.type(Array(Self.kittyReply.utf8))
            #expect(child.waitForExit(timeout: 20) == 0)
            let text = String(decoding: child.output, as: UTF8.self)
            #expect(text.contains("terminal: kitty 0.35.2"))
            #expect(text.contains("synchronized output (2026): supported (off)"))
            #expect(text.contains("kitty keyboard: flags 0"))
            #expect(!text.contains("transition gallery"), "the screen was never taken")
        }

        @Test("a silent terminal gets no push and no pop: today's behaviour")
        func silentTerminal() throws {
            let child = try start(reply: nil)
            child.send(SIGTERM)
            _ = child.waitForExit(timeout: 20)
            #expect(lastOccurrence(of: Self.push, in: child.output) == nil)
            #expect(lastOccurrence(of: Self.pop, in: child.output) == nil)
            #expect(lastOccurrence(of: Array("\u{1B}[?1004h".utf8), in: child.output) == nil)
            expectTerminalGivenBack(child, "SIGTERM, silent terminal")
        }
    }
}
