import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

/// CPU time (user and system) a process has used, in clock ticks, from /proc.
private func cpuTicks(of pid: pid_t) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = text.lastIndex(of: ")") else { return nil }
    // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
    return user + system
}

/// Rows whose ids are new on every body pass, live (issue 43): the headless
/// host never showed them pile up, a real run loop did.
@Suite("Live list rows with fresh ids", .serialized)
struct LiveListIdentityTests {
    @Test("typing into a search field over rows with fresh UUIDs shows each result once, and the process goes idle")
    func freshIDsAreReplaced() throws {
        let probe = try #require(probePath, "termcover-probe is built by swift build --build-tests")
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)-list.log").path
        defer { unlink(log) }
        let size = Size(width: 20, height: 8)
        let process = try PtyProcess([probe, "list-search", log], size: size, environment: ["TERM": "xterm-256color"])
        defer { if process.waitForExit(timeout: 0.01) == nil { process.send(SIGKILL); _ = process.waitForExit(timeout: 5) } }
        _ = process.settledScreen(size: size)
        for key in "an" {
            process.type(Array(String(key).utf8))
            process.settle()
        }
        let lines = process.settledScreen(size: size).lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines[0] == "an")
        #expect(Array(lines[1...]) == ["banana", "mango", "", "", "", "", ""], "each result once, nothing below")
        // Idle: no frames, so next to no CPU over a second (a busy loop takes about 100 ticks).
        let before = try #require(cpuTicks(of: process.pid))
        process.read(for: 1)
        let after = try #require(cpuTicks(of: process.pid))
        #expect(after - before <= 5, "\(after - before) ticks in a second")
        process.type([3])
        #expect(process.waitForExit(timeout: 10) == 0)
    }
}
