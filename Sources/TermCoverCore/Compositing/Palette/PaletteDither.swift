/// How a 24-bit color the 256-color palette lacks is shown there: as an
/// ordered dither of the palette colors around it, fixed in screen space.
///
/// Rounding each blend to its nearest palette color is what made a fade
/// from black to a dark teal walk through the gray ramp: the cube has no
/// dark teals, and the grays are nearer than either end. Instead each cell
/// takes one of the palette colors that bracket the color, chosen by the
/// cell's rank in an 8×8 tile (`PaletteRuns`: runs along rows, which cost
/// the terminal few color changes), in such shares that the mean over
/// the tile is the color itself in linear light, which is what the eye
/// averages. A fade then keeps its hue and its mean moves by one 64th of a
/// cube step at a time; the ranks belong to screen positions, so the same
/// color gives the same cells every frame and the pattern never crawls.
///
/// - A color with hue is dithered per channel of the 6×6×6 cube: each
///   channel between its two nearest cube levels, all three against the
///   cell's one rank, so a cell holds at most one of four cube colors that
///   lie around the color along its own line.
/// - A near-gray color is dithered between two neighbouring grays of the
///   gray ramp and the cube's grays, which are ten times finer than the cube.
/// - A color within `tolerance` of a palette color is that palette color:
///   no texture where it would add only noise.
/// - Glyphs' ink is not dithered but rounded to its nearest palette color:
///   a glyph is a few strokes, and letters of one word in different colors
///   read as noise, while what a fade shows is mostly its backgrounds.
struct PaletteDither: Equatable {
    /// The palette index every channel's lower choice gives.
    var base: UInt8
    /// What each channel adds to the index when it takes its upper level.
    var steps: (UInt8, UInt8, UInt8)
    /// Of the 64 ranks, how many take each channel's upper level.
    var counts: (UInt8, UInt8, UInt8)

    static func == (a: PaletteDither, b: PaletteDither) -> Bool {
        a.base == b.base && a.steps == b.steps && a.counts == b.counts
    }

    /// A single palette color, no dither.
    init(index: UInt8) {
        base = index
        steps = (0, 0, 0)
        counts = (0, 0, 0)
    }

    init(base: UInt8, steps: (UInt8, UInt8, UInt8), counts: (UInt8, UInt8, UInt8)) {
        self.base = base
        self.steps = steps
        self.counts = counts
    }

    /// OKLab distance under which a color is shown as its nearest palette
    /// color: a third of a just noticeable difference, and in a fade toward
    /// a cube color its last frame or two, whose means then move by no more
    /// than a frame's step.
    static let tolerance = 0.006
    /// OKLab chroma under which a color is dithered along the grays.
    static let neutralChroma = 0.012

    /// The palette index of the cell with rank `rank` (0..<64).
    @inline(__always)
    func index(rank: Int) -> UInt8 {
        var i = base
        if rank < Int(counts.0) { i &+= steps.0 }
        if rank < Int(counts.1) { i &+= steps.1 }
        if rank < Int(counts.2) { i &+= steps.2 }
        return i
    }

    /// The palette index of the cell at (x, y).
    @inline(__always)
    func index(x: Int, y: Int) -> UInt8 { index(rank: PaletteRuns.rank(x: x, y: y)) }

    /// The dither that shows `rgb` in the 256-color palette; with
    /// `dithers` false, just its nearest palette color.
    static func of(_ rgb: (UInt8, UInt8, UInt8), dithers: Bool = true) -> PaletteDither {
        let target = ColorSpace.lab(rgb)
        let nearest = ColorSpace.nearestPaletteIndex(rgb)
        guard dithers else { return PaletteDither(index: nearest) }
        let n = ColorSpace.lab(ColorSpace.rgb(palette: nearest, in: .dark))
        let dl = n.l - target.l, da = n.a - target.a, db = n.b - target.b
        if (dl * dl + da * da + db * db).squareRoot() < tolerance { return PaletteDither(index: nearest) }
        if (target.a * target.a + target.b * target.b).squareRoot() < neutralChroma {
            return gray(linear: target.l * target.l * target.l)
        }
        let cube = cube(rgb)
        // Darker than a 64th of the cube's first step: the cube would round
        // it to black, while the grays still have steps there.
        if cube.base == 16 && cube.counts == (0, 0, 0) { return gray(linear: target.l * target.l * target.l) }
        return cube
    }

    /// Of 64 cells, how many take `upper` so that the mean of the two
    /// levels (sRGB bytes) is `value` in linear light.
    private static func count(_ value: UInt8, lower: UInt8, upper: UInt8) -> UInt8 {
        guard upper > lower else { return 0 }
        let lo = ColorSpace.linear(lower), hi = ColorSpace.linear(upper)
        let share = (ColorSpace.linear(value) - lo) / (hi - lo)
        return UInt8(max(0, min(64, (share * 64).rounded())))
    }

    private static func cube(_ rgb: (UInt8, UInt8, UInt8)) -> PaletteDither {
        let levels = ColorSpace.cubeLevels
        func bracket(_ v: UInt8) -> (index: Int, count: UInt8) {
            let i = min(4, levels.lastIndex { $0 <= v } ?? 0)
            return (i, count(v, lower: levels[i], upper: levels[i + 1]))
        }
        let r = bracket(rgb.0), g = bracket(rgb.1), b = bracket(rgb.2)
        return PaletteDither(base: UInt8(16 + 36 * r.index + 6 * g.index + b.index),
                             steps: (36, 6, 1), counts: (r.count, g.count, b.count))
    }

    /// The grays of the palette, darkest first: the ramp (232–255) and the cube's six.
    private static let grays: [(value: UInt8, index: UInt8)] = {
        var out: [(UInt8, UInt8)] = (0..<24).map { (UInt8(8 + 10 * $0), UInt8(232 + $0)) }
        for (i, level) in ColorSpace.cubeLevels.enumerated() { out.append((level, UInt8(16 + 43 * i))) }
        return out.sorted { $0.0 < $1.0 }
    }()

    /// Between the two grays around the gray of linear value `linear`.
    private static func gray(linear: Double) -> PaletteDither {
        let upper = grays.firstIndex { ColorSpace.linear($0.value) >= linear } ?? grays.count - 1
        guard upper > 0 else { return PaletteDither(index: grays[0].index) }
        let lo = grays[upper - 1], hi = grays[upper]
        let a = ColorSpace.linear(lo.value), b = ColorSpace.linear(hi.value)
        let share = max(0, min(1, (linear - a) / (b - a)))
        // Steps wrap modulo 256: the index arithmetic is the same either way round.
        return PaletteDither(base: lo.index, steps: (hi.index &- lo.index, 0, 0),
                             counts: (UInt8((share * 64).rounded()), 0, 0))
    }
}

/// Turns the 24-bit colors of frames into palette colors for a 256-color
/// terminal (see `PaletteDither`), remembering recent answers: a fade asks
/// for the same few hundred colors in every frame. It also keeps the last
/// frame it was given and what it made of it: a row is a function of its
/// cells and its place alone, so a row that comes again in the same place
/// (all but one row of a frame that moves a cover's edge by an eighth)
/// is taken as it was made, without mapping its cells again.
package struct PaletteQuantizer: Sendable {
    private var keys: [UInt32]
    private var plans: [PaletteDither]
    private static let slots = 4096
    private static let empty = UInt32.max
    /// The last canvas given, what it became, and the index of its first
    /// cell with a 24-bit color (nil: it had none and came back as given).
    private var last: (input: CellGrid, output: CellGrid, first: Int?)?

    /// A quantizer that remembers nothing yet.
    package init() {
        keys = Array(repeating: Self.empty, count: Self.slots)
        plans = Array(repeating: PaletteDither(index: 16), count: Self.slots)
    }

    @inline(__always)
    private mutating func plan(_ r: UInt8, _ g: UInt8, _ b: UInt8, dithers: Bool) -> PaletteDither {
        let key = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) | (dithers ? 1 << 24 : 0)
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 20)
        if keys[slot] == key { return plans[slot] }
        let plan = PaletteDither.of((r, g, b), dithers: dithers)
        keys[slot] = key
        plans[slot] = plan
        return plan
    }

    /// `canvas` as a terminal showing `support` can show it: on a 256-color
    /// terminal every 24-bit color becomes a palette color, backgrounds
    /// dithered by screen position and ink rounded; on any other the canvas is returned as it is (true
    /// color shows it exactly, and fewer colors never blend).
    ///
    /// Rows above the first with a 24-bit color are left as they are; from
    /// that row on, blanks take the ink of the row so far (`BlankInk`).
    package mutating func quantize(_ canvas: CellGrid, for support: ColorSupport) -> CellGrid {
        guard support == .palette256, canvas.width > 0 else {
            last = nil
            return canvas
        }
        let width = canvas.width
        // Which rows differ from last frame's in the same place: the others
        // are taken as they were made, and searched for a 24-bit color only
        // as far as last frame's first one.
        let changed = last.flatMap { $0.input.size == canvas.size ? canvas.rowsChanged(since: $0.input) : nil }
        guard let first = Self.firstRGB(in: canvas, changed: changed, lastFirst: last?.first) else {
            last = (canvas, canvas, nil)
            return canvas
        }
        let firstRow = first / width
        // Rows equal to last frame's in the same place, when the rows mapped begin at the same one.
        var out: CellGrid
        let rows: [Int]
        if let last, let changed, let lastFirst = last.first, lastFirst / width == firstRow {
            out = last.output
            rows = changed.indices.filter { changed[$0] }
        } else {
            out = canvas
            rows = Array(firstRow..<canvas.height)
        }
        out.cells.withUnsafeMutableBufferPointer { cells in
            canvas.cells.withUnsafeBufferPointer { input in
                for y in rows {
                    let start = y * width
                    // A changed row starts as given; only rows from `firstRow` on are mapped.
                    (cells.baseAddress! + start).update(from: input.baseAddress! + start, count: width)
                    if y >= firstRow { mapRow(cells, start: start, y: y, width: width, from: y == firstRow ? first : start) }
                }
            }
        }
        last = (canvas, out, first)
        return out
    }

    /// The index of the first cell of `canvas` with a 24-bit color, if
    /// any. Rows `changed` says are as last frame's hold what they held:
    /// none above the row of `lastFirst` (last frame's first), and that
    /// row's first at the same cell; only the others are read. A screen of
    /// palette colors (most apps' in 256 colors) is searched every frame,
    /// so the loop reads the two colors' kinds from memory and nothing else.
    private static func firstRGB(in canvas: CellGrid, changed: [Bool]?, lastFirst: Int?) -> Int? {
        let stride = MemoryLayout<Cell>.stride
        let ink = MemoryLayout<Cell>.offset(of: \Cell.style.foreground.packedKind)!
        let paper = MemoryLayout<Cell>.offset(of: \Cell.style.background.packedKind)!
        let width = canvas.width
        return canvas.cells.withUnsafeBytes { raw -> Int? in
            guard let base = raw.baseAddress else { return nil }
            for y in 0..<canvas.height {
                if let changed, !changed[y] {
                    guard let lastFirst else { continue }
                    if y < lastFirst / width { continue }
                    return lastFirst
                }
                // A pointer stepped cell by cell: indices would be multiplied and checked at every cell.
                var cell = base + y &* width &* stride
                for x in 0..<width {
                    if Color.isRGB(packedKind: cell.load(fromByteOffset: ink, as: UInt32.self))
                        || Color.isRGB(packedKind: cell.load(fromByteOffset: paper, as: UInt32.self)) {
                        return y * width + x
                    }
                    cell += stride
                }
            }
            return nil
        }
    }

    /// Maps the row of `cells` that starts at `start`: blanks take the
    /// row's ink so far, and 24-bit colors from `from` on become palette colors.
    private mutating func mapRow(_ cells: UnsafeMutableBufferPointer<Cell>, start: Int, y: Int, width: Int, from: Int) {
        // The ink of the row so far, which its blanks take (see `BlankInk`).
        var ink = BlankInk.start
        // Neighbouring cells nearly always share their colors: the last
        // color of each kind mapped, and what it mapped to, skip the table.
        var lastInk = Color.clear, mappedInk = Color.clear
        var lastPaper = Color.clear, paperPlan = PaletteDither(index: 16)
        PaletteRuns.ranks.withUnsafeBufferPointer { ranks in
            let tileRow = (y & 7) << 3
            for i in start..<(start + width) {
                if BlankInk.hidesInk(cells[i]) {
                    cells[i].style.foreground = ink
                } else {
                    ink = cells[i].style.foreground
                }
                guard i >= from else { continue }
                let foreground = cells[i].style.foreground
                if case .rgb(let r, let g, let b) = foreground.kind {
                    if foreground != lastInk {
                        lastInk = foreground
                        mappedInk = Color(.palette(plan(r, g, b, dithers: false).base), alpha: foreground.alpha)
                    }
                    cells[i].style.foreground = mappedInk
                    if !BlankInk.hidesInk(cells[i]) { ink = mappedInk }
                }
                let background = cells[i].style.background
                if case .rgb(let r, let g, let b) = background.kind {
                    if background != lastPaper {
                        lastPaper = background
                        paperPlan = plan(r, g, b, dithers: true)
                    }
                    // `& 7` is a true modulo for negative positions too (two's complement).
                    let rank = Int(ranks[tileRow | ((i - start) & 7)])
                    cells[i].style.background.kind = .palette(paperPlan.index(rank: rank))
                }
            }
        }
    }
}

extension CellGrid {
    /// This canvas as a terminal showing `support` can show it: see
    /// `PaletteQuantizer.quantize(_:for:)`.
    package func quantized(for support: ColorSupport) -> CellGrid {
        var quantizer = PaletteQuantizer()
        return quantizer.quantize(self, for: support)
    }
}
