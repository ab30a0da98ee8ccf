import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

/// The recorder before its relay runs (the color query, the checks) and a
/// scripted recording that ends without closing its cast.
extension RecorderPtySuites.RecorderExitTests {
    @Test("kill -TSTP during the start-up color query stops the recorder with the shell's modes, and fg goes on in raw mode")
    func stopDuringColorQuery() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let demo = try #require(coverDemoPath)
        // A job-control shell prints its stty before, while the recorder is stopped, and after.
        let line = "ulimit -c 0; set -m; echo \"before $(stty -g).\"; \"$0\" \"$@\"; echo \"stopped $(stty -g).\"; fg; "
            + "echo \"after $(stty -g).\"; sleep 10"
        let child = try PtyProcess(["/bin/sh", "-c", line, demo, "--record", dir + "/x.cast"], size: Size(width: 80, height: 24),
                                   environment: userEnvironment)
        defer { for pid in child.children() { kill(pid, SIGKILL) } }
        // Nobody answers: the recorder waits for the reply in raw mode.
        child.read(for: 10) { String(decoding: $0, as: UTF8.self).contains("\u{1B}]10;?") }
        let relay = try #require(child.children().first, "no recorder")
        let raw = isRaw(child.modes())
        kill(relay, SIGTSTP)
        #expect(raw, "the query was over before the signal: the test proved nothing")
        child.read(for: 10) { String(decoding: $0, as: UTF8.self).contains("stopped ") }
        let text = { String(decoding: child.output, as: UTF8.self) }
        let modes = { (label: String) in text().components(separatedBy: label + " ").dropFirst().first?.split(separator: ".").first }
        #expect(modes("before") != nil && modes("stopped") == modes("before"),
                "the shell's stty while stopped: \(String(describing: modes("stopped"))), before: \(String(describing: modes("before")))")
        // fg: the recorder goes on, the app comes up in raw mode, and q ends it all with the shell's modes.
        #expect(waitForGallery(child), "no gallery after fg")
        child.settle()
        #expect(isRaw(child.modes()), "raw mode not back after fg")
        child.type(Array("q".utf8))
        child.read(for: 20) { String(decoding: $0, as: UTF8.self).contains("after ") }
        #expect(modes("after") == modes("before"), "the shell's stty after q: \(String(describing: modes("after")))")
        #expect(names(dir) == ["x.cast"], "left behind: \(names(dir))")
    }

    @Test("--record on a 0x0 terminal says the terminal has no size, exits 2 and touches nothing")
    func zeroSizeTerminal() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The pty opens at 80x24; the shell sets 0x0 (TIOCSWINSZ) before the recorder starts.
        let child = try startDemo(["--record", dir + "/x.cast"], limits: "ulimit -c 0; stty rows 0 cols 0")
        let status = child.waitForExit(timeout: 20)
        let text = String(decoding: child.output, as: UTF8.self)
        #expect(status == 2, "status \(String(describing: status))")
        #expect(text == "cover-demo: the terminal reports no size (0x0); give it one, e.g. stty rows 24 cols 80\r\n",
                "\(text.debugDescription)")
        #expect(child.modes().c_lflag == child.initialModes.c_lflag)
        #expect(names(dir) == [], "left behind: \(names(dir))")
    }

    @Test("a scripted recording that crashes (a trap, a bad pointer) or calls exit() with its cast open leaves no hidden file",
          arguments: ["trap", "segv", "exit"])
    func scriptedRecordingCrashes(_ kind: String) throws {
        let dir = try temporaryDirectory(), scripts = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir); try? FileManager.default.removeItem(atPath: scripts) }
        let script = scripts + "/long.script"
        try "wait 600s\n".write(toFile: script, atomically: false, encoding: .utf8)
        var environment = userEnvironment
        environment["TERMCOVER_CRASH_TEST"] = kind
        let child = try startDemo(["--script", script, "--record", dir + "/x.cast"], environment: environment)
        let started = child.now()
        let status = child.waitForExit(timeout: 40)
        let seconds = child.now() - started
        let expected: Int32 = switch kind { case "trap": 128 + SIGILL; case "segv": 128 + SIGSEGV; default: 3 }
        #expect(status == expected, "\(kind): status \(String(describing: status))")
        #expect(names(dir) == [], "\(kind) left behind: \(names(dir))")
        // The crash report does not wait for a key (it waited 30 s, standard input being the terminal).
        #expect(seconds < 10, "\(kind) took \(seconds) s")
        print("scripted recording, \(kind): exit \(status.map(String.init) ?? "none") after \(String(format: "%.3f", seconds)) s")
    }
}
