/// The ordered-dither thresholds used where colors cannot be blended
/// (ansi16, ansi8, monochrome). (`dissolve` and the cross-fade's glyph
/// swaps use `BlueNoise`, whose order has no visible period.)
///
/// A 4×4 Bayer matrix: 16 levels, which is more than the frames a 0.35 s
/// fade gets at 30–60 fps, while the pattern repeats every 4 cells, small
/// enough that a half-faded view still reads as one shape. An 8×8 matrix
/// would tile in blocks as big as a short word.
enum OrderedDither {
    /// Each value 0–15 once; neighbours differ as much as possible, so any
    /// prefix of the order is spread evenly over the 4×4 tile.
    static let bayer4: [[Int]] = [
        [0, 8, 2, 10],
        [12, 4, 14, 6],
        [3, 11, 1, 9],
        [15, 7, 13, 5],
    ]

    /// The threshold of cell (x, y), strictly between 0 and 1: a cell shows
    /// iff the level is above it, so level 0 shows none, level 1 shows all,
    /// and level k/16 shows exactly k cells of every 4×4 tile.
    @inline(__always)
    static func threshold(x: Int, y: Int) -> Double {
        // `& 3` is a true modulo for negative positions too (two's complement).
        (Double(bayer4[y & 3][x & 3]) + 0.5) / 16
    }
}
