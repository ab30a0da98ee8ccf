/// The ranks by which a 256-color terminal dithers the colors its palette
/// lacks (`PaletteDither`): an 8×8 tile, fixed to the screen, whose cells of
/// the lowest k ranks are a run along each row.
///
/// What a dithered frame costs is its color changes: the terminal is sent a
/// color wherever a cell's differs from the one before it in the row. A
/// Bayer tile scatters any share over every row (half-way, a checkerboard:
/// a color change at every cell, and every frame of a fade flips single
/// cells all over the tile), which doubled a fade's bytes. Here each row of
/// the tile grows one run from its own start, a chunk of cells at a time,
/// the rows taking turns in a spread order, so
///
/// - any share is at most one run a row in each 8 cells: two color changes,
///   not eight;
/// - a frame that moves the share by a few ranks changes a few neighbouring
///   cells of one or two rows, which the terminal is sent as one stretch;
/// - level k of 64 still shows exactly k cells of every tile, so the mean
///   over the tile is what `PaletteDither` asks for.
///
/// The runs' starts differ from row to row, so a share does not line up in
/// columns: half-way the tile is a brick pattern of four-cell runs.
enum PaletteRuns {
    /// Cells a row's run grows by before the next row takes its turn.
    static let chunk = 2
    /// The order in which the rows take their turns: each next row as far
    /// from those before it as it can be, so a small share is spread.
    static let rowOrder = [0, 4, 2, 6, 1, 5, 3, 7]
    /// Where each row's run starts.
    static let starts = [0, 4, 2, 6, 1, 5, 3, 7]

    /// The tile's ranks, row-major.
    static let ranks: [UInt8] = {
        var ranks = [UInt8](repeating: 0, count: 64)
        var length = [Int](repeating: 0, count: 8)
        var rank: UInt8 = 0
        for _ in 0..<(8 / chunk) {
            for y in rowOrder {
                for _ in 0..<chunk {
                    ranks[y << 3 | (starts[y] + length[y]) & 7] = rank
                    rank += 1
                    length[y] += 1
                }
            }
        }
        return ranks
    }()

    /// The rank (0..<64) of cell (x, y) in the tile repeated over the plane.
    @inline(__always)
    static func rank(x: Int, y: Int) -> Int {
        // `& 7` is a true modulo for negative positions too (two's complement).
        Int(ranks.withUnsafeBufferPointer { $0[(y & 7) << 3 | (x & 7)] })
    }
}
