import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

/// The most memory `pid` has held, in kilobytes (`VmHWM`).
private func peakKilobytes(_ pid: pid_t) -> Int {
    let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}

extension PtySuites {
    @Suite("A live app on a huge window", .serialized, .enabled(if: probePath != nil, "termcover-probe is not built"))
    struct LiveHugeWindowTests {
        @Test("a terminal reporting 65535x65535, then 20000x300, runs the app at most 1000x1000: it starts, takes keys, stays small and quits cleanly")
        func hugeWindowIsCapped() throws {
            let probe = try #require(probePath)
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)-huge.log").path
            defer { unlink(path) }
            let process = try PtyProcess([probe, "typing", path], size: Size(width: 65535, height: 65535),
                                         environment: ["TERM": "xterm-256color"])
            func log() -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
            let ready = process.now() + 30
            while process.now() < ready, !log().contains("focused true") { process.read(for: 0.05) }
            #expect(log().contains("focused true"), "the app ran its first frame")
            process.resize(to: Size(width: 20000, height: 300))
            process.read(for: 0.5)
            process.type(Array("ok".utf8))
            let typed = process.now() + 10
            while process.now() < typed, !log().contains("length 2") { process.read(for: 0.05) }
            #expect(log().contains("length 2"), "keys still reach the app")
            // Uncapped, 65535x65535 asked ncurses for about 103 GB and aborted; at the cap a
            // screen is a million cells, a few canvases and ncurses' screens of them.
            let peak = peakKilobytes(process.pid)
            #expect(peak > 0 && peak < 1_500_000, "peak \(peak) kB")
            process.type([0x03])
            #expect(process.waitForExit(timeout: 30) == 0)
        }
    }
}
