import Glibc
import Testing
import TermCoverCore
@testable import TermCoverNcurses

extension NcursesSuites {
@Suite("Headless input and opening", .serialized)
@MainActor
struct HeadlessInputTests {
    @Test("keys typed into the pty in one write come back decoded, in order, one key per call, typed text as one run")
    func typedKeys() async throws {
        let terminal = try NcursesTerminal.headless(size: Size(width: 20, height: 5))
        defer { terminal.restore() }
        // kcuu1 for xterm-256color is \EOA (application mode, as keypad(TRUE) sets it).
        terminal.type(Array("\u{1B}OA한q\r\u{01}".utf8))
        var calls: [[TerminalEvent]] = []
        // No timeout: an idle app, which is handed each key at once.
        while calls.count < 4 { calls.append(await terminal.nextEvents(timeout: nil)) }
        #expect(calls == [[.key(.upArrow)], [.key(.character("한")), .key(.character("q"))], [.key(.return)],
                          [.key(.control("a"))]])
    }

    @Test("a 100,000-character flood is read and kept whole: a Ctrl-C after it goes ahead of the keys waiting, the text comes in order, and reading goes on")
    func flood() async throws {
        let terminal = try NcursesTerminal.headless(size: Size(width: 20, height: 5))
        defer { terminal.restore() }
        let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8)
        let count = 100_000
        let flood = (0..<count).map { letters[$0 % 26] }
        // The pty holds a few kilobytes: the reader must keep reading for this to return.
        terminal.type(flood + [0x03])
        // Keys read before the Ctrl-C may go first; the Ctrl-C must not wait behind the rest.
        var before: [UInt8] = []
        var sawControlC = false
        var got: [UInt8] = []
        while true {
            // As the run loop does after each frame: no key is held here.
            terminal.frameDrawn()
            let events = await terminal.nextEvents(timeout: 0.2)
            if events.isEmpty { break }
            for event in events {
                if event == .key(.control("c")) { sawControlC = true }
                guard case .key(.character(let c)) = event else { continue }
                if sawControlC { got.append(c.asciiValue ?? 0) } else { before.append(c.asciiValue ?? 0) }
            }
        }
        #expect(sawControlC)
        // Keys were still waiting when it was read: it went ahead of them.
        #expect(!got.isEmpty)
        // Typed text is never dropped: the flood arrives whole, in order.
        #expect(before + got == flood)
        terminal.type(Array("xyz".utf8))
        var tail: [TerminalEvent] = []
        while tail.count < 3 { tail += await terminal.nextEvents(timeout: nil) }
        #expect(tail == [.key(.character("x")), .key(.character("y")), .key(.character("z"))])
    }

    @Test("while a frame is due, a key left over from the same read waits for a frame to be drawn, or for the frame's time")
    func heldKeyWaitsForTheFrame() async throws {
        let terminal = try NcursesTerminal.headless(size: Size(width: 20, height: 5))
        defer { terminal.restore() }
        terminal.type(Array("\r\r\r\r\r".utf8))
        #expect(await terminal.nextEvents(timeout: nil) == [.key(.return)])
        // A frame is due in 0.2 s. The wait that reaches its time comes back
        // empty, so the app draws it first; the next call gets the key.
        let start = Monotonic.now
        #expect(await terminal.nextEvents(timeout: 0.2) == [])
        let elapsed = Monotonic.now - start
        #expect(elapsed >= 0.19 && elapsed < 10)
        #expect(await terminal.nextEvents(timeout: 0.2) == [.key(.return)])
        // A frame already overdue: the same, without waiting.
        #expect(await terminal.nextEvents(timeout: 0) == [])
        #expect(await terminal.nextEvents(timeout: 0) == [.key(.return)])
        // A frame drawn since the key (the run loop says so) releases the next one at once.
        terminal.frameDrawn()
        #expect(await terminal.nextEvents(timeout: 5) == [.key(.return)])
        // With no frame due (an idle app), a key is never held.
        #expect(await terminal.nextEvents(timeout: nil) == [.key(.return)])
    }

    @Test("Ctrl-C goes ahead of keys still waiting")
    func controlCJumpsTheQueue() async throws {
        let terminal = try NcursesTerminal.headless(size: Size(width: 20, height: 5))
        defer { terminal.restore() }
        terminal.type(Array("ab\u{03}".utf8))
        #expect(await terminal.nextEvents(timeout: nil) == [.key(.control("c"))])
        // The typed text behind it comes whole, as one run.
        #expect(await terminal.nextEvents(timeout: nil) == [.key(.character("a")), .key(.character("b"))])
    }

    @Test("a lone Esc arrives once the 25 ms escape timeout has passed, not before")
    func loneEscape() async throws {
        let terminal = try NcursesTerminal.headless(size: Size(width: 20, height: 5))
        defer { terminal.restore() }
        let start = Monotonic.now
        terminal.type([0x1B])
        var events: [TerminalEvent] = []
        while events.isEmpty, Monotonic.now - start < 5 { events = await terminal.nextEvents(timeout: 5) }
        let elapsed = Monotonic.now - start
        // It comes by itself, with no key after it. How soon is the live
        // benchmark's to say (`make bench`: about 30 ms): this test resumes
        // on a main actor that other suites' tests may hold for a second.
        #expect(events == [.key(.escape)])
        #expect(elapsed >= 0.025)
    }

    @Test("with nothing typed, nextEvents returns empty after its timeout")
    func timeout() async throws {
        let terminal = try NcursesTerminal.headless(size: Size(width: 20, height: 5))
        defer { terminal.restore() }
        let start = Monotonic.now
        let events = await terminal.nextEvents(timeout: 0.05)
        let elapsed = Monotonic.now - start
        #expect(events.isEmpty)
        // The upper bound only tells a timeout from a wait for input: the main
        // actor this resumes on can be held by other suites for a second.
        #expect(elapsed >= 0.045 && elapsed < 10)
    }

    @Test("unknown and dumb terminal types fail with a one-line message")
    func badTerminalTypes() {
        #expect {
            _ = try NcursesTerminal.headless(size: Size(width: 10, height: 3), term: "no-such-terminal")
        } throws: { error in
            let text = "\(error)"
            return text.hasSuffix(": unknown terminal type TERM=no-such-terminal") && !text.contains("\n")
        }
        #expect {
            _ = try NcursesTerminal.headless(size: Size(width: 10, height: 3), term: "dumb")
        } throws: { "\($0)".hasSuffix(": TERM=dumb cannot show a full-screen interface") }
    }

    @Test("live() refuses a standard input that is not a terminal, in one line", .enabled(if: isatty(STDIN_FILENO) == 0))
    func liveNeedsATerminal() {
        #expect {
            _ = try NcursesTerminal.live(term: "xterm-256color")
        } throws: { "\($0)".hasSuffix(": standard input is not a terminal") && !"\($0)".contains("\n") }
    }

    @Test("color support follows terminfo's colors: 256 for xterm-256color, 8 for xterm and linux")
    func colorSupport() throws {
        for (term, expected) in [("xterm-256color", ColorSupport.palette256), ("xterm", .ansi8), ("linux", .ansi8)] {
            let terminal = try NcursesTerminal.headless(size: Size(width: 10, height: 3), term: term)
            #expect(terminal.colorSupport == expected, "\(term)")
            terminal.restore()
        }
    }

    @Test("restoring twice is harmless and leaves the alternate screen")
    func restoreIsIdempotent() throws {
        let terminal = try NcursesTerminal.headless(size: Size(width: 10, height: 3))
        _ = terminal.takeOutput()
        terminal.restore()
        terminal.restore()
        // xterm-256color's rmcup is \E[?1049l\E[23;0;0t.
        let tail = String(decoding: terminal.takeOutput(), as: UTF8.self)
        #expect(tail.contains("\u{1B}[?1049l"))
    }
}
}
