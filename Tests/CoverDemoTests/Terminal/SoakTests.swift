import CoverDemoKit
import CHeapStats
import Foundation
import Glibc
import Testing
import TermCoverTestSupport
import TermCoverCore
@testable import TermCoverNcurses

/// Heap bytes in use (glibc's `mallinfo2().uordblks`) and resident set size.
private func memory() -> (heap: Int, rss: Int) {
    let heap = Int(mallinfo2().uordblks)
    var rss = 0
    if let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) {
        let fields = statm.split(separator: " ")
        if fields.count > 1, let pages = Int(fields[1]) { rss = pages * Int(sysconf(Int32(_SC_PAGESIZE))) }
    }
    return (heap, rss)
}

private let soakSeconds: Double? = {
    let env = ProcessInfo.processInfo.environment
    guard env["TERMCOVER_SOAK"] != nil else { return nil }
    return env["TERMCOVER_SOAK_SECONDS"].flatMap(Double.init) ?? 600
}()

extension NcursesSuites {
@Suite("Soak on the virtual clock", .serialized, .tags(.soak))
@MainActor
struct SoakTests {
    /// Presents, opens the translucent key help (a fade), closes it,
    /// dismisses, moves to the next transition; resizes every `resizeEvery`
    /// cycles, going round four sizes.
    /// Every byte goes through ncurses into libvterm; one frame in 600 is
    /// compared with the canvas. Returns the figures.
    private func soak(seconds: Double, resizeEvery: Int = 5) throws -> (frames: Int, cycles: Int, maxPairs: Int, mismatched: Int, samples: [(t: Double, heap: Int, rss: Int)]) {
        let run = try EmulatorRun(GalleryView(transition: .cover, animation: .easeInOut, duration: 0.35), size: Size(width: 80, height: 24))
        defer { run.close() }
        run.sampleEvery = 600
        let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 100, height: 30), Size(width: 61, height: 21)]
        var cycles = 0, maxPairs = 0
        var samples: [(t: Double, heap: Int, rss: Int)] = []
        var nextSample = 0.0
        while run.clock.now < seconds {
            if run.clock.now >= nextSample {
                let m = memory()
                samples.append((run.clock.now, m.heap, m.rss))
                nextSample += 60
            }
            run.press(.return)
            run.advance(by: 0.5)
            run.press(.character("?"))
            run.advance(by: 0.4)
            maxPairs = max(maxPairs, run.terminal.colorPairsInUse)
            run.press(.escape)
            run.advance(by: 0.4)
            run.press(.escape)
            run.advance(by: 0.5)
            run.press(.downArrow)
            cycles += 1
            if cycles % resizeEvery == 0 { run.resize(to: sizes[(cycles / resizeEvery) % sizes.count]) }
            maxPairs = max(maxPairs, run.terminal.colorPairsInUse)
            #expect(run.host.coverPhases.isEmpty)
        }
        let m = memory()
        samples.append((run.clock.now, m.heap, m.rss))
        #expect(run.terminal.colorPairsInUse <= 65_535)
        return (run.driver.frameCount, cycles, maxPairs, run.mismatchedFrames, samples)
    }

    private func describe(_ samples: [(t: Double, heap: Int, rss: Int)]) -> String {
        samples.map { "t=\(Int($0.t))s heap \(String(format: "%.2f", Double($0.heap) / 1_048_576)) MB rss \(String(format: "%.2f", Double($0.rss) / 1_048_576)) MB" }
            .joined(separator: "; ")
    }

    // A cycle is 1.8 s: 7.5 s is five cycles, each ending in a resize, so
    // every size comes round once and the first twice; repeating the cycle
    // for longer is the long soak's job (make soak).
    @Test("a 7.5-second soak: present, fade, dismiss and resize in a loop keep phases, pairs and the screen right")
    func shortSoak() throws {
        let result = try soak(seconds: 7.5, resizeEvery: 1)
        #expect(result.mismatched == 0)
        #expect(result.maxPairs < 4_096)
        print("short soak: \(result.frames) frames, \(result.cycles) cycles, max \(result.maxPairs) color pairs; \(describe(result.samples))")
    }

    @Test("the 10-minute soak keeps memory flat (within 1 MB after a minute's warm-up) and color pairs bounded",
          .enabled(if: soakSeconds != nil, "set TERMCOVER_SOAK=1 (make soak)"))
    func longSoak() throws {
        let started = Date()
        let result = try soak(seconds: soakSeconds ?? 600)
        let afterWarmUp = result.samples.filter { $0.t >= 60 }
        let heapSpread = (afterWarmUp.map(\.heap).max() ?? 0) - (afterWarmUp.map(\.heap).min() ?? 0)
        let rssSpread = (afterWarmUp.map(\.rss).max() ?? 0) - (afterWarmUp.map(\.rss).min() ?? 0)
        #expect(result.mismatched == 0)
        #expect(heapSpread <= 1_048_576, "heap spread \(heapSpread) bytes")
        #expect(result.maxPairs < 4_096)
        print("""
        long soak: \(Int(soakSeconds ?? 600)) s virtual in \(String(format: "%.0f", Date().timeIntervalSince(started))) s real, \
        \(result.frames) frames, \(result.cycles) cycles, max \(result.maxPairs) color pairs, \
        heap spread after warm-up \(heapSpread) B, rss spread \(rssSpread) B; \(describe(result.samples))
        """)
    }
}
}
