import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

extension PtySuites {
    /// Ctrl-Z and `kill -STOP` under a real job-control shell (bash -i on a
    /// pty): the shell's modes must be back while the demo is stopped, as
    /// `stty` run from that shell shows, and `fg` must bring back raw mode, the
    /// screen and a size that changed meanwhile.
    @Suite("Ctrl-Z suspends and fg resumes", .serialized, .enabled(if: coverDemoPath != nil, "cover-demo is not built"))
    struct SuspendTests {
        private let prompt = "READY> "

        private func startShell() throws -> PtyProcess {
            var environment = userEnvironment
            environment["PS1"] = prompt
            environment["HOME"] = "/tmp"
            let shell = try PtyProcess(["/bin/bash", "--norc", "--noprofile", "-i"], size: Size(width: 80, height: 24),
                                       environment: environment)
            #expect(waitFor(shell, prompt, count: 1))
            return shell
        }

        /// Reads until `text` has appeared `count` times in the whole output (30 s at most).
        @discardableResult
        private func waitFor(_ shell: PtyProcess, _ text: String, count: Int) -> Bool {
            let occurrences = { (bytes: [UInt8]) in String(decoding: bytes, as: UTF8.self).components(separatedBy: text).count - 1 }
            shell.read(for: 30) { occurrences($0) >= count }
            return occurrences(shell.output) >= count
        }

        private func count(_ text: String, in shell: PtyProcess) -> Int {
            String(decoding: shell.output, as: UTF8.self).components(separatedBy: text).count - 1
        }

        /// The shell's own modes, as `stty -g` run from it prints them.
        private func shellModes(_ shell: PtyProcess) -> String? {
            let marker = "MODES="
            let before = count(marker, in: shell), prompts = count(prompt, in: shell)
            shell.type(Array("echo \(marker)$(stty -g)\r".utf8))
            // The typed line echoes "MODES=$(stty -g)", the output "MODES=<digits>", then a prompt.
            waitFor(shell, marker, count: before + 2)
            waitFor(shell, prompt, count: prompts + 1)
            let text = String(decoding: shell.output, as: UTF8.self)
            return text.components(separatedBy: marker).last?.split(whereSeparator: { $0 == "\r" || $0 == "\n" }).first.map(String.init)
        }

        /// The demo's raw mode. Readline, at the prompt, also turns ECHO and
        /// ICANON off, but keeps ISIG: only raw mode turns all three off.
        private func isRaw(_ shell: PtyProcess) -> Bool {
            let m = shell.modes()
            return m.c_lflag & tcflag_t(ECHO) == 0 && m.c_lflag & tcflag_t(ICANON) == 0 && m.c_lflag & tcflag_t(ISIG) == 0
        }

        /// Waits for the pty to be in raw mode (the demo's), 20 s at most.
        private func waitForRaw(_ shell: PtyProcess) -> Bool {
            let deadline = shell.now() + 20
            while shell.now() < deadline, !isRaw(shell) { shell.read(for: 0.02) }
            return isRaw(shell)
        }

        private func runDemo(_ shell: PtyProcess, arguments: String = "") throws {
            let demo = try #require(coverDemoPath)
            let galleries = count("transition gallery", in: shell)
            shell.type(Array("\(demo)\(arguments)\r".utf8))
            #expect(waitFor(shell, "transition gallery", count: galleries + 1))
            #expect(waitForRaw(shell))
        }

        @Test("Ctrl-Z gives the shell its modes and main screen; fg re-applies raw mode and keypad, repaints at the new size")
        func controlZ() throws {
            let shell = try startShell()
            let modesBefore = try #require(shellModes(shell))
            try runDemo(shell)
            var prompts = count(prompt, in: shell)
            shell.type([0x1A])
            #expect(waitFor(shell, "Stopped", count: 1))
            waitFor(shell, prompt, count: prompts + 1)
            // From the shell, while stopped: the modes it had before the demo.
            #expect(shellModes(shell) == modesBefore)
            var screen = VTermScreen(size: Size(width: 80, height: 24))
            screen.feed(shell.output)
            #expect(!screen.isAltScreen && screen.isCursorVisible)

            // The window grows while the demo is stopped.
            shell.resize(to: Size(width: 100, height: 30))
            let resumedAt = shell.output.count
            shell.type(Array("fg\r".utf8))
            #expect(waitForRaw(shell))
            shell.read(for: 20) { Array($0[resumedAt...]).count > 0 && String(decoding: $0[resumedAt...], as: UTF8.self).contains("phase idle") }
            let resumed = Array(shell.output[resumedAt...])
            #expect(lastOccurrence(of: terminfoString("smkx"), in: resumed) != nil, "keypad transmit not sent again")
            #expect(lastOccurrence(of: terminfoString("smcup"), in: resumed) != nil, "alternate screen not entered again")
            // Replayed at the new size, the repainted gallery spans 100 columns: its rule reaches the last one.
            shell.read(for: 20) {
                let s = VTermScreen(size: Size(width: 100, height: 30))
                s.feed(Array($0[resumedAt...]))
                return s.cell(x: 99, y: 1).text == "─" && (0..<100).map { s.cell(x: $0, y: 29).text }.joined().contains("phase idle")
            }
            screen = VTermScreen(size: Size(width: 100, height: 30))
            screen.feed(Array(shell.output[resumedAt...]))
            #expect(screen.isAltScreen)
            #expect(screen.cell(x: 99, y: 1).text == "─", "not repainted at 100 columns")
            #expect((0..<100).map { screen.cell(x: $0, y: 29).text }.joined().contains("phase idle"))

            // Keys work again, and q gives the shell back for good.
            prompts = count(prompt, in: shell)
            shell.type(Array("q".utf8))
            waitFor(shell, prompt, count: prompts + 1)
            #expect(shellModes(shell) == modesBefore)
            shell.send(SIGKILL)
        }

        @Test("kill -STOP, then fg: raw mode is applied again, keys are not echoed")
        func stopSignal() throws {
            let shell = try startShell()
            let modesBefore = try #require(shellModes(shell))
            try runDemo(shell)
            let job = shell.foregroundGroup
            #expect(job != shell.pid)
            var prompts = count(prompt, in: shell)
            kill(-job, SIGSTOP)
            #expect(waitFor(shell, "Stopped", count: 1))
            waitFor(shell, prompt, count: prompts + 1)
            shell.type(Array("fg\r".utf8))
            #expect(waitForRaw(shell), "fg left the terminal in the shell's modes: keys would be echoed and held")
            prompts = count(prompt, in: shell)
            shell.type(Array("q".utf8))
            #expect(waitFor(shell, prompt, count: prompts + 1))
            #expect(shellModes(shell) == modesBefore)
            shell.send(SIGKILL)
        }

        @Test("under --record, Ctrl-Z stops the recorder with the shell's modes back; fg resumes the session and the cast")
        func controlZWhileRecording() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcover-tstp-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let shell = try startShell()
            let modesBefore = try #require(shellModes(shell))
            try runDemo(shell, arguments: " --record \(dir)/x.cast")
            var prompts = count(prompt, in: shell)
            shell.type([0x1A])
            #expect(waitFor(shell, "Stopped", count: 1))
            waitFor(shell, prompt, count: prompts + 1)
            #expect(shellModes(shell) == modesBefore)
            let resumedAt = shell.output.count
            shell.type(Array("fg\r".utf8))
            #expect(waitForRaw(shell))
            // The child repaints on SIGCONT: the gallery comes through the recorder again.
            shell.read(for: 20) { String(decoding: $0[resumedAt...], as: UTF8.self).contains("transition gallery") }
            #expect(String(decoding: shell.output[resumedAt...], as: UTF8.self).contains("transition gallery"))
            prompts = count(prompt, in: shell)
            shell.type(Array("q".utf8))
            #expect(waitFor(shell, prompt, count: prompts + 1))
            #expect(shellModes(shell) == modesBefore)
            let text = try String(contentsOfFile: dir + "/x.cast", encoding: .utf8)
            let lines = text.split(separator: "\n")
            for line in lines { #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "not JSON: \(line)") }
            #expect(text.components(separatedBy: "transition gallery").count >= 3, "the repaint after fg is not in the cast")
            shell.send(SIGKILL)
        }
    }
}
