import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

extension RecorderPtySuites {
    /// `cover-demo --record`'s own process, the relay between the terminal
    /// and the recorded app, tried as an adversary would: a second recorder,
    /// kills at start-up, crash signals from outside, a flood of keys,
    /// Ctrl-Z and SIGTSTP, a blocked terminal. Each checked from outside, as a shell sees it.
    @Suite("The recorder gives the shell back and leaves no file behind", .serialized,
           .enabled(if: coverDemoPath != nil, "cover-demo is not built"))
    struct RecorderExitTests {
        static let names = [SIGSEGV: "SIGSEGV", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGFPE: "SIGFPE",
                                    SIGTRAP: "SIGTRAP", SIGSYS: "SIGSYS", SIGTERM: "SIGTERM", SIGINT: "SIGINT", SIGHUP: "SIGHUP",
                                    SIGKILL: "SIGKILL", SIGPIPE: "SIGPIPE"]

        func temporaryDirectory() throws -> String {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcover-rec-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
            return dir
        }

        func names(_ dir: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
        }

        /// The state letter of `pid` in /proc (R, S, T, Z…), nil once it is gone.
        func state(_ pid: pid_t) -> Character? {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = text.lastIndex(of: ")") else { return nil }
            return text[text.index(close, offsetBy: 2)...].first
        }

        func isRaw(_ modes: termios) -> Bool { modes.c_lflag & tcflag_t(ICANON | ECHO) == 0 }

        @Test("a second --record P --overwrite while the first runs is refused with one line and exit 2; the first keeps its file")
        func secondRecorderRefused() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let path = dir + "/x.cast"
            let first = try startDemo(["--record", path, "--overwrite"])
            #expect(waitForGallery(first))
            let second = try startDemo(["--record", path, "--overwrite"])
            #expect(second.waitForExit(timeout: 20) == 2)
            let text = String(decoding: second.output, as: UTF8.self)
            // The one line alone: refused before any color query went out.
            #expect(text == "cover-demo: \(path) is being recorded by another cover-demo\r\n", "\(text.debugDescription)")
            #expect(second.modes().c_lflag == second.initialModes.c_lflag)
            first.settle()
            first.type(Array("q".utf8))
            #expect(first.waitForExit(timeout: 20) == 0)
            let cast = try String(contentsOfFile: path, encoding: .utf8)
            #expect(cast.hasPrefix("{\"version\": 2") && cast.contains("transition gallery"))
            #expect(names(dir) == ["x.cast"])
        }

        /// Starts a scripted recording into `dir/x.cast` that would run for
        /// many seconds, and waits until its staging file exists: it has started.
        private func startScriptedRecording(_ dir: String, scriptDir: String) throws -> PtyProcess {
            let script = scriptDir + "/long.script"
            try "wait 600s\n".write(toFile: script, atomically: false, encoding: .utf8)
            let child = try startDemo(["--script", script, "--record", dir + "/x.cast"])
            let deadline = child.now() + 20
            while !names(dir).contains(where: { $0.hasPrefix(".x.cast.rec-") }), child.now() < deadline { usleep(200) }
            return child
        }

        @Test("a scripted recording ended by TERM, INT or HUP right after it starts leaves no hidden file",
              arguments: [SIGTERM, SIGINT, SIGHUP])
        func scriptedRecordingKilled(_ signal: Int32) throws {
            let dir = try temporaryDirectory(), scripts = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir); try? FileManager.default.removeItem(atPath: scripts) }
            let child = try startScriptedRecording(dir, scriptDir: scripts)
            #expect(names(dir).contains { $0.hasPrefix(".x.cast.rec-\(child.pid)-") }, "the recording never started: \(names(dir))")
            child.send(signal)
            let status = child.waitForExit(timeout: 20)
            // Killed by that very signal: it landed, and was not blocked or ignored.
            #expect(status == 128 + signal && child.killedBy == signal, "\(Self.names[signal]!): status \(String(describing: status))")
            #expect(names(dir) == [], "left behind: \(names(dir))")
        }

        @Test("after a SIGKILL the next recording to the same path deletes the hidden file left behind")
        func stagingAfterSIGKILL() throws {
            let dir = try temporaryDirectory(), scripts = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir); try? FileManager.default.removeItem(atPath: scripts) }
            let child = try startScriptedRecording(dir, scriptDir: scripts)
            child.send(SIGKILL)
            #expect(child.waitForExit(timeout: 20) == 128 + SIGKILL && child.killedBy == SIGKILL)
            #expect(names(dir).contains { $0.hasPrefix(".x.cast.rec-\(child.pid)-") }, "SIGKILL cannot be caught: \(names(dir))")
            let short = scripts + "/short.script"
            try "wait 0.1s\n".write(toFile: short, atomically: false, encoding: .utf8)
            let next = try startDemo(["--script", short, "--record", dir + "/x.cast"])
            #expect(next.waitForExit(timeout: 30) == 0)
            #expect(names(dir) == ["x.cast"], "left behind: \(names(dir))")
        }

        @Test("a crash signal sent to the recorder (SEGV, ABRT, BUS, ILL, FPE, TRAP, SYS) restores the terminal, ends the app and dies of it",
              arguments: [SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS])
        func crashSignalToRecorder(_ signal: Int32) throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let child = try startDemo(["--record", dir + "/x.cast"])
            #expect(waitForGallery(child))
            child.read(for: 10) { String(decoding: $0, as: UTF8.self).contains("depth 0") }
            let recorded = try #require(child.children().first, "no recorded child")
            let sent = child.now()
            child.send(signal)
            let status = child.waitForExit(timeout: 40)
            let seconds = child.now() - sent
            #expect(status == 128 + signal && child.killedBy == signal, "\(Self.names[signal]!): status \(String(describing: status))")
            #expect(seconds < 5, "\(Self.names[signal]!) took \(seconds) s")
            print("recorder, \(Self.names[signal]!) from outside: exit after \(String(format: "%.3f", seconds)) s")
            let text = String(decoding: child.output, as: UTF8.self)
            #expect(!text.contains("Press space") && !text.contains("Bad pointer"), "the backtracer took a signal sent from outside")
            expectTerminalGivenBack(child, Self.names[signal]!)
            let deadline = child.now() + 5
            while let s = state(recorded), s != "Z", child.now() < deadline { usleep(10_000) }
            #expect(state(recorded) == nil || state(recorded) == "Z", "the recorded app outlived its recorder")
        }

        @Test("a real crash in the recorder (a Swift trap, a bad pointer) prints its report, gives the terminal back and dies of it",
              arguments: ["trap", "segv"])
        func crashInsideRecorder(_ kind: String) throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            var environment = userEnvironment
            environment["TERMCOVER_RECORDER_CRASH_TEST"] = kind
            let child = try startDemo(["--record", dir + "/x.cast"], environment: environment)
            #expect(waitForGallery(child))
            child.settle()
            let typed = child.now()
            // The recorder crashes on purpose as it reads this key.
            child.type(Array("x".utf8))
            let status = child.waitForExit(timeout: 40)
            let seconds = child.now() - typed
            let expected = kind == "trap" ? SIGILL : SIGSEGV
            #expect(status == 128 + expected && child.killedBy == expected, "\(kind): status \(String(describing: status))")
            #expect(seconds < 10, "\(kind) took \(seconds) s to exit")
            print("recorder crash \(kind): exit \(String(format: "%.3f", seconds)) s after the key")
            #expect(String(decoding: child.output, as: UTF8.self).contains("Program crashed"), "no crash report")
            expectTerminalGivenBack(child, "a crash in the recorder (\(kind))")
        }

        @Test("a 100 KB flood of typed keys never deadlocks the recorder: SIGTERM after it ends everything at once")
        func keyFlood() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let child = try startDemo(["--record", dir + "/x.cast"])
            #expect(waitForGallery(child))
            child.settle()
            // Down arrows: each moves the selection, so the app writes while the keys pour in.
            let flood = Array(repeating: Array("\u{1B}[B".utf8), count: 34_000).flatMap { $0 }
            let began = child.now()
            let typed = child.typeAll(flood, within: 4)
            print("key flood into --record: \(flood.count) bytes, all typed: \(typed), in \(String(format: "%.3f", child.now() - began)) s")
            let sent = child.now()
            child.send(SIGTERM)
            let status = child.waitForExit(timeout: 20)
            let seconds = child.now() - sent
            #expect(status == 128 + SIGTERM, "status \(String(describing: status))")
            #expect(seconds < 5, "SIGTERM after the flood took \(seconds) s")
            print("key flood into --record: exit \(String(format: "%.3f", seconds)) s after SIGTERM")
            expectTerminalGivenBack(child, "a key flood and SIGTERM")
        }

        @Test("Ctrl-Z where the recorder cannot stop (a session leader, SIGTSTP ignored, an orphaned group) does nothing",
              arguments: ["leader", "ignored", "orphaned"])
        func ctrlZWhereNothingCanStop(_ how: String) throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let demo = try #require(coverDemoPath)
            let line = switch how {
            case "leader": "ulimit -c 0; exec \"$0\" \"$@\""
            case "ignored": "ulimit -c 0; trap '' TSTP; exec \"$0\" \"$@\""
            default: "ulimit -c 0; \"$0\" \"$@\"; exit $?"
            }
            let child = try PtyProcess(["/bin/sh", "-c", line, demo, "--record", dir + "/x.cast"], size: Size(width: 80, height: 24),
                                       environment: userEnvironment)
            #expect(waitForGallery(child))
            child.settle()
            child.type([0x1A])
            let screen = child.settledScreen()
            #expect(isRaw(child.modes()), "\(how): raw mode left")
            #expect(screen.isAltScreen, "\(how): the alternate screen was left")
            #expect(state(child.pid).map { $0 != "T" } ?? false, "\(how): stopped")
            child.type(Array("q".utf8))
            #expect(child.waitForExit(timeout: 20) == 0)
            expectTerminalGivenBack(child, "Ctrl-Z (\(how)) then q")
        }

        @Test("kill -TSTP on a recorder under a job-control shell gives the terminal back before it stops")
        func stopSignalToRecorder() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let demo = try #require(coverDemoPath)
            // `set -m`: the recorder runs as a job of its own, which a shell can stop and continue.
            let child = try PtyProcess(["/bin/sh", "-c", "ulimit -c 0; set -m; \"$0\" \"$@\"; sleep 10", demo, "--record", dir + "/x.cast"],
                                       size: Size(width: 80, height: 24), environment: userEnvironment)
            defer { for pid in child.children() { kill(pid, SIGKILL) } }
            #expect(waitForGallery(child))
            child.settle()
            let relay = try #require(child.children().first, "no recorder")
            kill(relay, SIGTSTP)
            let deadline = child.now() + 5
            while state(relay) != "T", child.now() < deadline { child.read(for: 0.02) }
            #expect(state(relay) == "T", "the recorder did not stop")
            child.read(for: 0.3)
            #expect(!isRaw(child.modes()), "raw mode left on while stopped")
            let out = child.output
            let lastSmcup = lastOccurrence(of: terminfoString("smcup"), in: out) ?? 0
            let lastRmcup = lastOccurrence(of: terminfoString("rmcup"), in: out) ?? -1
            let mouseOff = lastOccurrence(of: Array("\u{1B}[?1000l".utf8), in: out) ?? -1
            #expect(lastRmcup > lastSmcup && mouseOff > lastSmcup, "the alternate screen or mouse reporting left on while stopped")
            kill(relay, SIGKILL)
        }

        @Test("TERM, INT, HUP, PIPE or a SEGV sent during the start-up color query give the terminal its modes back",
              arguments: [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGSEGV])
        func signalDuringColorQuery(_ signal: Int32) throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let child = try startDemo(["--record", dir + "/x.cast"])
            // Nobody answers: the recorder waits for the reply in raw mode.
            child.read(for: 10) { String(decoding: $0, as: UTF8.self).contains("\u{1B}]10;?") }
            let raw = isRaw(child.modes())
            child.send(signal)
            let status = child.waitForExit(timeout: 20)
            #expect(raw, "the query was over before the signal: the test proved nothing")
            #expect(!String(decoding: child.output, as: UTF8.self).contains("transition gallery"))
            #expect(status == 128 + signal && child.killedBy == signal, "\(Self.names[signal]!): status \(String(describing: status))")
            let after = child.modes()
            #expect(after.c_lflag == child.initialModes.c_lflag && after.c_iflag == child.initialModes.c_iflag
                    && after.c_oflag == child.initialModes.c_oflag, "raw mode left after \(Self.names[signal]!)")
            #expect(names(dir) == [], "left behind: \(names(dir))")
        }

        @Test("with nobody reading the terminal, SIGTERM to the recorder still ends it within seconds, modes restored, and the leaving sequence arrives once it drains")
        func blockedOutput() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let child = try startDemo(["--record", dir + "/x.cast", "--duration", "4"], size: Size(width: 200, height: 60))
            child.read(for: 20) { String(decoding: $0, as: UTF8.self).contains("transition gallery") }
            child.type(Array("\r".utf8))
            var last = -1, stableSince = child.now()
            let deadline = child.now() + 30
            while child.now() < deadline {
                let unread = child.unreadBytes
                if unread != last { last = unread; stableSince = child.now() }
                if unread > 1024, child.now() - stableSince > 1 { break }
                usleep(20_000)
            }
            #expect(last > 1024, "the output never filled up (\(last) bytes)")
            let sent = child.now()
            child.send(SIGTERM)
            let status = child.waitForExit(timeout: 30, reading: false)
            let seconds = child.now() - sent
            #expect(status == 128 + SIGTERM, "status \(String(describing: status))")
            #expect(seconds < 3, "SIGTERM with blocked output took \(seconds) s")
            print("recorder, SIGTERM with blocked output: exit after \(String(format: "%.3f", seconds)) s")
            let after = child.modes()
            #expect(after.c_lflag == child.initialModes.c_lflag && after.c_iflag == child.initialModes.c_iflag)
            // The terminal reads again: what was queued, then the leaving sequence.
            child.settle()
            expectTerminalGivenBack(child, "SIGTERM to the recorder with blocked output, once drained")
        }
    }
}
