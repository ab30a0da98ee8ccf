import Foundation
import Testing
@testable import TermCoverCore

/// The blue-noise table is made once, offline, by the void-filling below
/// and embedded in the library (making it costs tens of milliseconds, a
/// dropped frame at the first fade); this checks the two still agree.
@Suite("Effects: the blue-noise order")
struct BlueNoiseTableTests {
    /// Sequential void filling on the torus (the second phase of Ulichney's
    /// void-and-cluster): each next cell is the one farthest, by a Gaussian
    /// energy, from all cells already chosen. Deterministic.
    static func voidAndCluster() -> [UInt16] {
        let n = BlueNoise.side, count = n * n, mask = n - 1
        // σ 1.5 is Ulichney's; beyond radius 6 the weights are below 1e-3.
        let sigma = 1.5, radius = 6
        var kernel: [(dx: Int, dy: Int, w: Double)] = []
        for dy in -radius...radius {
            for dx in -radius...radius {
                kernel.append((dx, dy, exp(-Double(dx * dx + dy * dy) / (2 * sigma * sigma))))
            }
        }
        var energy = [Double](repeating: 0, count: count)
        var ranks = [UInt16](repeating: 0, count: count)
        var taken = [Bool](repeating: false, count: count)
        // Tiny fixed jitter (an LCG) breaks the ties of the empty start.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for i in 0..<count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            energy[i] = Double(state >> 11) / Double(1 << 53) * 1e-9
        }
        energy.withUnsafeMutableBufferPointer { e in
            taken.withUnsafeMutableBufferPointer { used in
                for rank in 0..<count {
                    var best = 0, lowest = Double.infinity
                    for i in 0..<count where !used[i] && e[i] < lowest {
                        lowest = e[i]
                        best = i
                    }
                    used[best] = true
                    ranks[best] = UInt16(rank)
                    let bx = best & mask, by = best / n
                    for k in kernel { e[((by + k.dy) & mask) * n + ((bx + k.dx) & mask)] += k.w }
                }
            }
        }
        return ranks
    }

    @Test("the embedded order is exactly the void-and-cluster order, each rank once")
    func embeddedTable() {
        let made = Self.voidAndCluster()
        if ProcessInfo.processInfo.environment["PRINT_BLUE_NOISE"] == "1" {
            print("TABLE:" + made.map { String($0, radix: 16).leftPad(3) }.joined())
        }
        #expect(BlueNoise.ranks == made)
        #expect(Set(BlueNoise.ranks).count == 4096)
    }
}

private extension String {
    func leftPad(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
