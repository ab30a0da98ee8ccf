import CoverDemoKit
import CHeapStats
import Foundation
import Testing
import TermCoverTestSupport
import TermCoverCore

/// How many present/dismiss cycles the soak runs: 1,200 under `make soak`
/// (TERMCOVER_SOAK set), none otherwise (a cycle costs about a tenth of a
/// second of a debug build's time).
private let soakCycles: Int? = ProcessInfo.processInfo.environment["TERMCOVER_SOAK"] == nil ? nil : 1200

extension NcursesSuites {
    @Suite("Scripted present/dismiss cycles", .serialized, .enabled(if: soakCycles != nil, "TERMCOVER_SOAK is not set"), .tags(.soak))
    @MainActor
    struct ScriptCyclesSoakTests {
        @Test("a script of present/dismiss cycles holds its heap flat: after the first 200 cycles, 1,000 more add under 64 KB")
        func cyclesAreFlat() async throws {
            let cycles = try #require(soakCycles)
            // The script's steps are made before the run, so what they hold is in every sample alike.
            let cycle = [ScriptCommand.key(.return), .wait(seconds: 0.5), .key(.escape), .wait(seconds: 0.5)]
            var steps: [ScriptStep] = []
            for n in 0..<cycles {
                steps += cycle.map { ScriptStep(line: steps.count + 1, command: $0) }
                if (n + 1) % 100 == 0 { steps.append(ScriptStep(line: steps.count + 1, command: .snapshot(name: "\(n + 1)"))) }
            }
            var options = DemoOptions()
            options.size = Size(width: 80, height: 24)
            // Each snapshot's first line samples the heap in use (glibc's mallinfo2).
            var heap: [Int] = []
            let run = try ScriptRun(options: options) { line in
                if line.hasPrefix("--- snapshot") { heap.append(Int(mallinfo2().uordblks)) }
            }
            try await run.run(steps)
            try #require(heap.count == cycles / 100)
            let growth = heap[heap.count - 1] - heap[1]
            print("script cycles: heap after 200 cycles \(heap[1]) B, after \(cycles) \(heap[heap.count - 1]) B, growth \(growth) B")
            #expect(growth < 64 * 1024, "\(heap)")
        }
    }
}
