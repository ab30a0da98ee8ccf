import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

private let demoPath = coverDemoPath


/// How each kind of exit ends: a clean exit code or death by a signal.
enum ExitKind: String, CaseIterable, CustomTestStringConvertible {
    case quitKey = "q", controlC = "Ctrl-C", sigterm = "SIGTERM", sighup = "SIGHUP", sigquit = "SIGQUIT"
    case trap = "a failed precondition", segv = "SIGSEGV"

    var testDescription: String { rawValue }

    /// What `waitpid` should report: (exit code, nil) or (nil, signal).
    var expected: (code: Int32?, signal: Int32?) {
        switch self {
        case .quitKey, .controlC: (0, nil)
        case .sigterm: (nil, SIGTERM)
        case .sighup: (nil, SIGHUP)
        case .sigquit: (nil, SIGQUIT)
        // x86-64 Swift traps with ud2: SIGILL; arm64 uses brk: SIGTRAP.
        case .trap: (nil, SIGILL)
        case .segv: (nil, SIGSEGV)
        }
    }
}

extension PtySuites {
    @Suite("Exits give the terminal back", .serialized, .enabled(if: demoPath != nil, "cover-demo is not built"))
    struct ExitTests {
        private static let baseEnvironment = ["TERM": "xterm-256color", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin",
                                              "SWIFT_BACKTRACE": "interactive=no"]

        /// Runs the demo on a pty under `sh -c 'ulimit -c 0; exec …'` (no core files), waits for its first frame.
        private func start(_ extra: [String: String] = [:], size: Size = Size(width: 80, height: 24)) throws -> PtyProcess {
            let demo = try #require(demoPath)
            let child = try PtyProcess(["/bin/sh", "-c", "ulimit -c 0; exec \"$0\"", demo], size: size,
                                       environment: Self.baseEnvironment.merging(extra) { $1 })
            return child
        }

        private func waitForFirstFrame(_ child: PtyProcess) -> Bool {
            child.read(for: 20) { String(decoding: $0, as: UTF8.self).contains("transition gallery") }
            return String(decoding: child.output, as: UTF8.self).contains("transition gallery")
        }

        @Test("every kind of exit leaves the main screen, a visible cursor, echo, canonical mode and keypad off, with the right status",
              arguments: ExitKind.allCases)
        func exitRestores(kind: ExitKind) throws {
            var extra: [String: String] = [:]
            if kind == .trap { extra["TERMCOVER_CRASH_TEST"] = "trap" }
            if kind == .segv { extra["TERMCOVER_CRASH_TEST"] = "segv" }
            let child = try start(extra)
            #expect(waitForFirstFrame(child), "no first frame: \(String(decoding: child.output, as: UTF8.self).debugDescription)")
            if kind != .trap && kind != .segv {
                // While it runs: raw mode, no echo.
                let running = child.modes()
                #expect(running.c_lflag & tcflag_t(ECHO) == 0)
                #expect(running.c_lflag & tcflag_t(ICANON) == 0)
                child.read(for: 0.2)
            }
            switch kind {
            case .quitKey: child.type(Array("q".utf8))
            case .controlC: child.type([0x03])
            case .sigterm: child.send(SIGTERM)
            case .sighup: child.send(SIGHUP)
            case .sigquit: child.send(SIGQUIT)
            case .trap, .segv: break
            }
            let status = child.waitForExit(timeout: 30)
            try #require(status != nil, "cover-demo did not exit")
            let expected = kind.expected
            if let code = expected.code {
                #expect(child.killedBy == nil && status == code, "status \(status!)")
            } else {
                #expect(child.killedBy == expected.signal, "status \(status!), killed by \(child.killedBy.map(String.init) ?? "nothing")")
            }

            // The modes are exactly those from before the demo started.
            let after = child.modes(), before = child.initialModes
            #expect(after.c_lflag & tcflag_t(ECHO) != 0)
            #expect(after.c_lflag & tcflag_t(ICANON) != 0)
            #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag && after.c_oflag == before.c_oflag)

            // Each restoring string comes after the last string that undid it.
            let out = child.output
            let pairs: [(enter: String, leave: String)] = [("smcup", "rmcup"), ("civis", "cnorm"), ("smkx", "rmkx")]
            for (enter, leave) in pairs {
                let entered = terminfoString(enter), left = terminfoString(leave)
                let lastEnter = lastOccurrence(of: entered, in: out), lastLeave = lastOccurrence(of: left, in: out)
                #expect(lastEnter != nil, "\(enter) never sent")
                #expect(lastLeave != nil, "\(leave) never sent after \(kind.rawValue)")
                if let lastEnter, let lastLeave { #expect(lastLeave > lastEnter, "\(leave) before the last \(enter)") }
            }
            // And the alternate screen is really gone: libvterm, fed everything, is on the main screen with the cursor on.
            let screen = VTermScreen(size: Size(width: 80, height: 24))
            screen.feed(out)
            #expect(!screen.isAltScreen && screen.isCursorVisible)
        }

        @Test("TERM unset, dumb or unknown: one line on standard error and status 2",
              arguments: [nil, "dumb", "no-such-terminal"] as [String?])
        func badTerm(term: String?) throws {
            let demo = try #require(demoPath)
            var environment = Self.baseEnvironment
            environment["TERM"] = term
            let child = try PtyProcess([demo], size: Size(width: 80, height: 24), environment: environment)
            let status = child.waitForExit(timeout: 20)
            let text = String(decoding: child.output, as: UTF8.self)
            #expect(status == 2 && child.killedBy == nil)
            let lines = text.split(separator: "\r\n", omittingEmptySubsequences: true)
            #expect(lines.count == 1, "\(text.debugDescription)")
            let expected = switch term {
            case nil: "cover-demo: TERM is not set"
            case "dumb": "cover-demo: TERM=dumb cannot show a full-screen interface"
            default: "cover-demo: unknown terminal type TERM=no-such-terminal"
            }
            #expect(lines.first.map(String.init) == expected)
            // Nothing but the message: no alternate screen, no mode changes.
            #expect(!text.contains("\u{1B}"))
            let after = child.modes()
            #expect(after.c_lflag == child.initialModes.c_lflag)
        }

        @Test("a C (non-UTF-8) locale still shows UTF-8 text: the backend falls back to C.UTF-8")
        func nonUTF8Locale() throws {
            let child = try start(["LC_ALL": "C", "LANG": "C"])
            #expect(waitForFirstFrame(child))
            child.read(for: 0.3)
            child.type(Array("q".utf8))
            #expect(child.waitForExit(timeout: 20) == 0)
            let text = String(decoding: child.output, as: UTF8.self)
            // "TermCover · transition gallery" with its middle dot, and the key hints' arrows, as UTF-8.
            #expect(text.contains("TermCover · transition gallery"))
            #expect(text.contains("↑↓ transition"))
        }

        @Test("a terminal smaller than the gallery shows the notice, and the gallery once enlarged")
        func tooSmallThenEnlarged() throws {
            let child = try start(size: Size(width: 40, height: 10))
            child.read(for: 20) { String(decoding: $0, as: UTF8.self).contains("need 60x20, have 40x10") }
            #expect(String(decoding: child.output, as: UTF8.self).contains("need 60x20, have 40x10"))
            // The resize may come before the demo's input thread has started: it must still be seen.
            child.resize(to: Size(width: 80, height: 24))
            #expect(waitForFirstFrame(child))
            child.type(Array("q".utf8))
            #expect(child.waitForExit(timeout: 20) == 0)
        }

        @Test("q quits from the too-small notice, which says so")
        func quitFromTooSmall() throws {
            let child = try start(size: Size(width: 40, height: 10))
            child.read(for: 20) { String(decoding: $0, as: UTF8.self).contains("q quits") }
            #expect(String(decoding: child.output, as: UTF8.self).contains("q quits"))
            child.type(Array("q".utf8))
            #expect(child.waitForExit(timeout: 20) == 0)
            expectTerminalGivenBack(child, "q on the notice")
        }


        private func rows(_ screen: VTermScreen) -> [String] {
            (0..<24).map { y in (0..<80).map { screen.cell(x: $0, y: y).text }.joined() }
        }

        @Test("Escs that arrive in one read are one key each: four of them dismiss a stack of four covers")
        func escapesInOneRead() throws {
            let child = try start()
            #expect(waitForFirstFrame(child))
            for k in 1...4 {
                child.type([0x0D])
                child.read(for: 20) { String(decoding: $0, as: UTF8.self).contains("Cover \(k) of the stack") }
                #expect(String(decoding: child.output, as: UTF8.self).contains("Cover \(k) of the stack"))
            }
            _ = child.settledScreen()
            child.type([UInt8](repeating: 0x1B, count: 4))
            let screen = child.settledScreen()
            #expect(rows(screen)[23].contains("phase idle · depth 0"), "\(rows(screen).joined(separator: "\n"))")
            child.type(Array("q".utf8))
            #expect(child.waitForExit(timeout: 20) == 0)
        }

        @Test("Enters that arrive in one read are one key each: five of them stack five covers")
        func entersInOneRead() throws {
            let child = try start()
            #expect(waitForFirstFrame(child))
            child.type([UInt8](repeating: 0x0D, count: 5))
            child.read(for: 20) { String(decoding: $0, as: UTF8.self).contains("Cover 5 of the stack") }
            let screen = child.settledScreen()
            #expect(rows(screen).contains { $0.contains("Cover 5 of the stack") }, "\(rows(screen).joined(separator: "\n"))")
            // q means nothing inside a cover; Ctrl-C quits from anywhere.
            child.type([0x03])
            #expect(child.waitForExit(timeout: 20) == 0)
        }

        @Test("bracketed paste is on while the demo runs: pasted Enter and q do nothing; an X10 mouse report presents nothing")
        func pasteAndMouse() throws {
            let child = try start()
            #expect(waitForFirstFrame(child))
            #expect(lastOccurrence(of: Array("\u{1B}[?2004h".utf8), in: child.output) != nil, "bracketed paste never switched on")
            child.type(Array("\u{1B}[200~hello\rq\r\u{1B}[201~".utf8))
            // A left-button press at column 1, row 1, and a report whose bytes look like space and q.
            child.type([0x1B, 0x5B, 0x4D, 0x20, 0x21, 0x21])
            child.type([0x1B, 0x5B, 0x4D, 0x20, 0x71, 0x71])
            let screen = child.settledScreen()
            #expect(child.waitForExit(timeout: 0.1) == nil, "the paste or the mouse report quit the demo")
            #expect(!String(decoding: child.output, as: UTF8.self).contains("Cover 1 of the stack"))
            #expect(rows(screen)[23].contains("depth 0"))
            child.type(Array("q".utf8))
            #expect(child.waitForExit(timeout: 20) == 0)
            expectTerminalGivenBack(child, "q after a paste")
        }

        @Test("TERM=ansi on a terminal that holds the cursor at the right margin (libvterm, as tmux): no letter lands a cell off")
        func ansiOnModernTerminal() throws {
            let child = try start(["TERM": "ansi"])
            #expect(waitForFirstFrame(child))
            let screen = child.settledScreen()
            let shown = rows(screen)
            // Row 3 is the column headers, starting at the left edge; row 2 is the blank under the rule.
            #expect(shown[3].hasPrefix("Transition"), "\(shown.joined(separator: "\n"))")
            #expect(shown[2].allSatisfy { $0 == " " }, "stray text on row 2: \(shown[2])")
            child.type([0x03])
            #expect(child.waitForExit(timeout: 20) == 0)
        }

        @Test("a flood of 100,000 keys is read whole, and Ctrl-C typed after it goes ahead of them and quits within seconds")
        func flood() throws {
            let child = try start()
            #expect(waitForFirstFrame(child))
            // Keys that move, toggle slow motion, start the spring box and the panel, and plain letters.
            let alphabet = Array("abdefghimnortuvwxyzjk".utf8)
            var generator = SystemRandomNumberGenerator()
            let flood = (0..<100_000).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
            #expect(child.typeAll(flood + [0x03], within: 60), "the demo stopped reading")
            let typed = child.now()
            let status = child.waitForExit(timeout: 60)
            let seconds = child.now() - typed
            #expect(status == 0, "status \(String(describing: status))")
            print("100,000 flooded keys, then Ctrl-C: exit \(String(format: "%.2f", seconds)) s after the Ctrl-C was written")
            // Not a speed target: only "answered, not after the flood is replayed" (that took minutes).
            #expect(seconds < 10)
            expectTerminalGivenBack(child, "a flood of keys")
        }
    }
}
