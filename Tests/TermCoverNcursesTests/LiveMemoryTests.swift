import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore

/// The lines a live probe appends to its log, read as they come.
private final class LogTail {
    private let path: String
    private var offset: UInt64 = 0
    private var partial = ""
    init(path: String) { self.path = path }

    /// The complete lines written since the last call.
    func newLines() -> [Substring] {
        guard let file = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? file.close() }
        try? file.seek(toOffset: offset)
        let data = file.readDataToEndOfFile()
        offset += UInt64(data.count)
        let text = partial + String(decoding: data, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        partial = String(lines.removeLast())
        return lines
    }
}

/// Resident set size of a process, from /proc, in kB.
private func residentKilobytes(of pid: pid_t) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
    return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
}

/// The largest minus the smallest of `values`.
private func spread(_ values: some Collection<Int>) -> Int { (values.max() ?? 0) - (values.min() ?? 0) }

/// Thousands of presents and dismissals, typed from outside into live
/// processes, as a user's long session is: only a live run has the input
/// thread, the run loop's wake-ups and frames drawn through ncurses, which
/// is where memory once grew with every cycle (docs/RELIABILITY.md, memory).
/// Minutes long, so `make soak` runs them.
@Suite("Live memory over thousands of presents and dismissals", .serialized, .tags(.soak))
struct LiveMemoryTests {
    static let cycles = 5_000
    /// libdispatch keeps freed continuations in a per-thread cache before it
    /// returns them to the heap; in this probe it is full by about cycle 500.
    static let warmUp = 1_000

    @Test("5,000 presents and dismissals keyed into a live app leave its heap flat after warm-up, within 16 KB",
          .enabled(if: longRuns, "set TERMCOVER_SOAK=1 (make soak)"))
    func heapStaysFlat() throws {
        let probe = try #require(probePath, "termcover-probe is built by swift build --build-tests")
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)-cycles.log").path
        defer { unlink(log) }
        let process = try PtyProcess([probe, "cover-cycles", log], size: Size(width: 40, height: 10),
                                     environment: ["TERM": "xterm-256color"])
        let tail = LogTail(path: log)
        var presented = 0
        var heapAfter: [Int: Int] = [:]
        func waitFor(_ done: () -> Bool) -> Bool {
            process.read(for: 5) { _ in
                for line in tail.newLines() {
                    let words = line.split(separator: " ")
                    if words.count > 1, words[1] == "presented" { presented += 1 }
                    // "T dismissed N heap BYTES"
                    if words.count > 4, words[1] == "dismissed", let n = Int(words[2]), let heap = Int(words[4]) {
                        heapAfter[n] = heap
                    }
                }
                return done()
            }
            return done()
        }
        for cycle in 1...Self.cycles {
            process.type(Array("p".utf8))
            guard waitFor({ presented >= cycle }) else { Issue.record("cycle \(cycle) did not present"); break }
            process.type(Array("d".utf8))
            guard waitFor({ heapAfter[cycle] != nil }) else { Issue.record("cycle \(cycle) did not dismiss"); break }
        }
        process.type([0x03])
        #expect(process.waitForExit(timeout: 10) == 0, "Ctrl-C quits the probe")
        let samples = stride(from: Self.warmUp, through: Self.cycles, by: 250).compactMap { heapAfter[$0] }
        #expect(samples.count == (Self.cycles - Self.warmUp) / 250 + 1)
        #expect(spread(samples) <= 16_384, "heap in use after each 250th cycle from \(Self.warmUp): \(samples)")
        print("live heap: cycle 1 \(heapAfter[1] ?? -1) B, cycles \(Self.warmUp)–\(Self.cycles) every 250: \(samples)")
    }

    @Test("5,000 presents and dismissals in the live gallery leave cover-demo's resident memory flat after warm-up, within 256 KB",
          .enabled(if: longRuns, "set TERMCOVER_SOAK=1 (make soak)"))
    func galleryResidentMemoryStaysFlat() throws {
        let demo = try #require(coverDemoPath)
        let process = try PtyProcess([demo, "--duration", "0.05"], size: Size(width: 80, height: 24),
                                     environment: userEnvironment)
        process.settle()
        var rss: [Int: Int] = [:], drawn: [Int: Int] = [:]
        var before = process.output.count
        for cycle in 1...Self.cycles {
            // Return presents the focused transition's cover; Esc dismisses it.
            process.type([0x0D])
            process.read(for: 0.05)
            process.type([0x1B])
            process.read(for: 0.05)
            if cycle % 250 == 0 {
                rss[cycle] = residentKilobytes(of: process.pid)
                drawn[cycle] = process.output.count - before
                before = process.output.count
            }
        }
        // A cycle that really presented and dismissed a full-screen cover
        // redrew at least every cell of the screen once. Counted over each
        // 250 cycles, since a busy machine can draw a cycle's frames late.
        for (cycle, bytes) in drawn.sorted(by: { $0.key < $1.key }) {
            #expect(bytes >= 250 * 80 * 24, "cycles \(cycle - 249)–\(cycle) drew \(bytes) bytes: covers did not come and go")
        }
        process.settle()
        process.type(Array("q".utf8))
        #expect(process.waitForExit(timeout: 10) == 0, "q quits the gallery")
        let samples = stride(from: Self.warmUp, through: Self.cycles, by: 250).compactMap { rss[$0] }
        #expect(samples.count == (Self.cycles - Self.warmUp) / 250 + 1)
        #expect(spread(samples) <= 256, "VmRSS in kB after each 250th cycle from \(Self.warmUp): \(samples)")
        print("live gallery RSS: cycle 250 \(rss[250] ?? -1) kB, cycles \(Self.warmUp)–\(Self.cycles) every 250: \(samples) kB")
    }
}
