import Foundation

/// A blue-noise order of the cells of a 64×64 tile, repeated over the plane:
/// the order in which `dissolve` reveals cells and in which a cross-fade
/// swaps glyphs.
///
/// Blue noise puts every prefix of the order evenly over the area with no
/// regular pattern: at any level the chosen cells are spread like grain,
/// not lined up in a grid as an ordered (Bayer) dither is, and 4096 levels
/// mean every frame of a fade can move it on. The tile is much larger than
/// the features the eye would match, and it wraps without a seam.
///
/// Made once per process by sequential void filling on the torus (the
/// second phase of Ulichney's void-and-cluster): each next cell is the one
/// farthest, by a Gaussian energy, from all cells already chosen.
/// Deterministic, so every run and every recording dissolves the same way.
enum BlueNoise {
    /// The tile's side; a power of two so positions wrap with a mask.
    static let side = 64
    /// The rank (0 ..< side²) of each cell, row-major.
    static let ranks: [UInt16] = makeRanks()

    /// The threshold of cell (x, y), strictly between 0 and 1 and distinct
    /// within a tile: at level `t` a cell is "in" iff `t` is above it.
    @inline(__always)
    static func threshold(x: Int, y: Int) -> Double {
        // `& 63` is a true modulo for negative positions too (two's complement).
        let rank = ranks.withUnsafeBufferPointer { $0[(y & (side - 1)) * side + (x & (side - 1))] }
        return (Double(rank) + 0.5) / Double(side * side)
    }

    private static func makeRanks() -> [UInt16] {
        let n = side, count = n * n, mask = n - 1
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
}
