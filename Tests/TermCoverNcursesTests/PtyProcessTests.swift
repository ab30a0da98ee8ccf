import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

@Suite("PtyProcess helper")
struct PtyProcessTests {
    @Test("a child on the pty sees a terminal of the given size and gets SIGWINCH on resize")
    func childSeesTerminal() throws {
        // The shell reports its size, waits for SIGWINCH, reports again, then exits 7.
        let script = "trap 'stty size; exit 7' WINCH; test -t 0 && test -t 1 && echo tty; stty size; while :; do sleep 0.01; done"
        let child = try PtyProcess(["/bin/sh", "-c", script], size: Size(width: 100, height: 30), environment: ["PATH": "/usr/bin:/bin"])
        child.read(for: 5) { String(decoding: $0, as: UTF8.self).contains("30 100") }
        child.resize(to: Size(width: 90, height: 20))
        let status = child.waitForExit(timeout: 5)
        let text = String(decoding: child.output, as: UTF8.self)
        #expect(text.contains("tty\r\n30 100\r\n"))
        #expect(text.contains("20 90"))
        #expect(status == 7)
    }

    @Test("a child gets its terminal as 0, 1 and 2 and none of this process's other descriptors")
    func childInheritsNothingElse() throws {
        // Not close-on-exec, as a descriptor opened by a careless library would be.
        let leaked = fcntl(STDERR_FILENO, F_DUPFD, 100)
        #expect(leaked >= 100)
        defer { close(leaked) }
        let child = try PtyProcess(["/bin/sh", "-c", "echo fds; ls /proc/$$/fd; echo end"], size: Size(width: 80, height: 24),
                                   environment: ["PATH": "/usr/bin:/bin"])
        child.read(for: 5) { String(decoding: $0, as: UTF8.self).contains("end") }
        _ = child.waitForExit(timeout: 5)
        let text = String(decoding: child.output, as: UTF8.self)
        let listed = text.components(separatedBy: "fds").last?.components(separatedBy: "end").first ?? ""
        let numbers = listed.split(whereSeparator: { $0.isWhitespace }).compactMap { Int($0) }
        #expect(Set(numbers) == [0, 1, 2], "the shell held \(numbers)")
    }
}
