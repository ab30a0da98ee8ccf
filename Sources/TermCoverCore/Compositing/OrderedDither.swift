/// The ordered-dither thresholds used where colors cannot be blended
/// (ansi16, ansi8, monochrome). (A 256-color terminal dithers the colors
/// its palette lacks by `PaletteRuns`, whose runs cost fewer bytes; `dissolve` and
/// the cross-fade's glyph swaps use `BlueNoise`, whose order has no
/// visible period.)
///
/// An 8×8 Bayer matrix: 64 levels, so a 1 s fade at 60 fps moves its
/// stipple on nearly every frame, and any level is spread evenly over the
/// tile (its 2×2 and 4×4 quarters hold the same share, give or take one).
enum OrderedDither {
    /// Each value 0–63 once, the recursive Bayer order: the 4×4 matrix
    /// times four, its quarters offset by 0, 2, 3 and 1.
    static let bayer8: [[Int]] = [
        [0, 32, 8, 40, 2, 34, 10, 42],
        [48, 16, 56, 24, 50, 18, 58, 26],
        [12, 44, 4, 36, 14, 46, 6, 38],
        [60, 28, 52, 20, 62, 30, 54, 22],
        [3, 35, 11, 43, 1, 33, 9, 41],
        [51, 19, 59, 27, 49, 17, 57, 25],
        [15, 47, 7, 39, 13, 45, 5, 37],
        [63, 31, 55, 23, 61, 29, 53, 21],
    ]

    /// `bayer8` flattened row-major, for the per-cell lookups.
    private static let ranks: [UInt8] = bayer8.flatMap { $0.map(UInt8.init) }

    /// The rank (0..<64) of cell (x, y) in the tile repeated over the plane.
    @inline(__always)
    static func rank8(x: Int, y: Int) -> Int {
        // `& 7` is a true modulo for negative positions too (two's complement).
        Int(ranks.withUnsafeBufferPointer { $0[(y & 7) << 3 | (x & 7)] })
    }

    /// The threshold of cell (x, y), strictly between 0 and 1: a cell shows
    /// iff the level is above it, so level 0 shows none, level 1 shows all,
    /// and level k/64 shows exactly k cells of every 8×8 tile.
    @inline(__always)
    static func threshold(x: Int, y: Int) -> Double {
        (Double(rank8(x: x, y: y)) + 0.5) / 64
    }
}
