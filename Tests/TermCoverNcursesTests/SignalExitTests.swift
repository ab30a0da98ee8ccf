import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

extension PtySuites {
    /// Signals sent from outside, crashes from inside, and a terminal nobody
    /// reads, all with SWIFT_BACKTRACE unset as users have it. Each exit is
    /// checked from the parent, as a shell sees it: status, modes, and what the
    /// terminal was sent.
    @Suite("Every signal gives the shell back", .serialized, .enabled(if: coverDemoPath != nil, "cover-demo is not built"))
    struct SignalExitTests {
        private static func name(_ signal: Int32) -> String {
            [SIGUSR1: "SIGUSR1", SIGUSR2: "SIGUSR2", SIGALRM: "SIGALRM", SIGPIPE: "SIGPIPE", SIGVTALRM: "SIGVTALRM",
             SIGPROF: "SIGPROF", SIGSEGV: "SIGSEGV", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGFPE: "SIGFPE",
             SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGINT: "SIGINT"][signal] ?? "signal \(signal)"
        }

        @Test("a signal whose default action terminates (USR1, USR2, ALRM, PIPE, VTALRM, PROF) restores, then kills with it",
              arguments: [SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF])
        func terminatingSignal(_ signal: Int32) throws {
            let child = try startDemo()
            #expect(waitForGallery(child))
            child.send(signal)
            let status = child.waitForExit(timeout: 20)
            #expect(status == 128 + signal && child.killedBy == signal, "\(Self.name(signal)): status \(String(describing: status))")
            expectTerminalGivenBack(child, Self.name(signal))
        }

        @Test("a fatal signal sent from outside, SWIFT_BACKTRACE unset, ends the process within seconds with 128 + signal",
              arguments: [SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE])
        func fatalSignalFromOutside(_ signal: Int32) throws {
            let child = try startDemo()
            #expect(waitForGallery(child))
            // The whole first frame, status line included, before the signal:
            // a signal in the middle of it is the blocked-output test's case.
            child.read(for: 10) { String(decoding: $0, as: UTF8.self).contains("depth 0") }
            let sent = child.now()
            child.send(signal)
            let status = child.waitForExit(timeout: 40)
            let seconds = child.now() - sent
            #expect(status == 128 + signal && child.killedBy == signal, "\(Self.name(signal)): status \(String(describing: status))")
            // Before the fix the backtracer waited 30 s for a key. Measured: about 0.05 s; the bound allows for a loaded machine.
            #expect(seconds < 5, "\(Self.name(signal)) took \(seconds) s")
            print("fatal \(Self.name(signal)) from outside: exit after \(String(format: "%.3f", seconds)) s")
            expectTerminalGivenBack(child, Self.name(signal))
        }

        @Test("a real crash inside (a Swift trap, a bad pointer), SWIFT_BACKTRACE unset, prints its report and exits at once",
              arguments: ["trap", "segv"])
        func crashInside(_ kind: String) throws {
            var environment = userEnvironment
            environment["TERMCOVER_CRASH_TEST"] = kind
            let child = try startDemo(environment: environment)
            #expect(waitForGallery(child))
            let framed = child.now()
            let status = child.waitForExit(timeout: 40)
            let seconds = child.now() - framed
            let expected = kind == "trap" ? SIGILL : SIGSEGV
            #expect(status == 128 + expected && child.killedBy == expected, "\(kind): status \(String(describing: status))")
            #expect(seconds < 10, "\(kind) took \(seconds) s to exit")
            print("crash \(kind) inside: exit \(String(format: "%.3f", seconds)) s after the first frame")
            let text = String(decoding: child.output, as: UTF8.self)
            // The report is there; its "Press space to interact" prompt gives up at once (standard input is /dev/null by then).
            #expect(text.contains("Program crashed"), "no crash report")
            expectTerminalGivenBack(child, kind)
        }

        @Test("with nobody reading the terminal, TERM, HUP, INT and USR1 still end the process at once, and the leaving sequence arrives once it drains",
              arguments: [SIGTERM, SIGHUP, SIGINT, SIGUSR1])
        func blockedOutput(_ signal: Int32) throws {
            // A large screen and a cover moving over it: a frame is far more than the pty buffer holds.
            let child = try startDemo(["--duration", "4"], size: Size(width: 200, height: 60))
            child.read(for: 20) { String(decoding: $0, as: UTF8.self).contains("transition gallery") }
            child.type(Array("\r".utf8))
            // Stop reading; wait until the output stops growing while the 4 s
            // cover is still moving: the demo is blocked writing.
            var last = -1, stableSince = child.now()
            let deadline = child.now() + 30
            while child.now() < deadline {
                let unread = child.unreadBytes
                if unread != last { last = unread; stableSince = child.now() }
                if unread > 1024, child.now() - stableSince > 1 { break }
                usleep(20_000)
            }
            let state = (try? String(contentsOfFile: "/proc/\(child.pid)/wchan", encoding: .utf8)) ?? "?"
            #expect(last > 1024, "the output never filled up (\(last) bytes)")
            print("blocked output: \(last) bytes unread, demo waiting in \(state)")
            let sent = child.now()
            child.send(signal)
            let status = child.waitForExit(timeout: 30, reading: false)
            let seconds = child.now() - sent
            #expect(status == 128 + signal, "\(Self.name(signal)): status \(String(describing: status))")
            #expect(seconds < 3, "\(Self.name(signal)) with blocked output took \(seconds) s")
            print("\(Self.name(signal)) with blocked output: exit after \(String(format: "%.3f", seconds)) s")
            // The modes come back at once, though the leaving bytes do not fit yet.
            let after = child.modes()
            #expect(after.c_lflag == child.initialModes.c_lflag && after.c_iflag == child.initialModes.c_iflag)
            // The terminal reads again (a pane continued after XOFF): what was queued, then the leaving sequence.
            child.settle()
            expectTerminalGivenBack(child, "\(Self.name(signal)) with blocked output, once drained")
        }

        @Test("on a terminal with no alternate screen (vt100, linux, ansi) q leaves the screen cleared for the prompt",
              arguments: ["vt100", "linux", "ansi"])
        func noAlternateScreen(_ term: String) throws {
            #expect(terminfoString("smcup", term: term).isEmpty, "\(term) has an alternate screen after all")
            var environment = userEnvironment
            environment["TERM"] = term
            let child = try startDemo(environment: environment)
            #expect(waitForGallery(child))
            child.read(for: 0.3)
            child.type(Array("q".utf8))
            #expect(child.waitForExit(timeout: 20) == 0)
            let after = child.modes()
            #expect(after.c_lflag == child.initialModes.c_lflag)
            // The whole output, replayed: nothing of the gallery is left where the prompt will go.
            let screen = VTermScreen(size: Size(width: 80, height: 24))
            screen.feed(child.output)
            let text = (0..<24).map { y in (0..<80).map { screen.cell(x: $0, y: y).text }.joined() }
            #expect(text.allSatisfy { $0.allSatisfy { $0 == " " || $0 == "\0" } }, "\(term): \(text.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty })")
            #expect(screen.isCursorVisible)
        }
    }
}
