/// A layer as a picture: every cell becomes 4 × 8 samples of premultiplied
/// linear light (its background, with its glyph's coarse ink in its
/// foreground color; see `GlyphInk`), kept as a summed-area table so that
/// the average over any box of samples costs four look-ups whatever its
/// size. That is what lets a shrinking layer be filtered instead of
/// point-sampled: at scale 0.1 every screen sample averages hundreds of
/// layer samples, and nothing shimmers.
struct LayerPicture {
    static let samplesAcross = 4, samplesDown = 8
    /// One unit of light in the table's fixed point.
    fileprivate static let unit: Float = 4095

    /// Size in samples.
    let width: Int, height: Int
    /// The table, (width + 1) × (height + 1) corners of four channels, in
    /// bands of 2^`bandShift` corner rows: a corner's sum is its band's first
    /// row (`bases`, exact in doubles) plus its sum from there (`locals`,
    /// exact in 32 bits while a band holds fewer than 2³² units). Half the
    /// bytes of a table of doubles: a turning layer's samples land all
    /// over it, and waiting on memory was most of a frame.
    private let locals: [SIMD4<UInt32>]
    private let bases: [SIMD4<Double>]
    private let bandShift: Int
    /// More than one band: all but layers a couple of cells tall, since
    /// bands are cut for every core to build some.
    private var banded: Bool { height >> bandShift > 0 }
    /// Size in cells, and how many cells with a glyph lie in [0, x) × [0, y)
    /// of cells, at (x, y): whether a box of cells holds any glyph is then
    /// four look-ups.
    private let columns: Int, rows: Int
    private let inkCounts: [Int32]
    /// Each cell's one value in the table's units when all its samples are
    /// its paper (no glyph), else `inked`: a box within a couple of such
    /// cells of one value averages to that value without the table, whose
    /// look-ups land far apart and wait on memory (`average`).
    private let flats: [SIMD4<UInt32>]
    private static let inked = SIMD4<UInt32>(repeating: .max)
    /// How many cells from each one rightwards are flat with its value
    /// (itself included; 0 when inked): whether a row of a box of cells is
    /// plain is one look-up, so a blurred sample's wide box is as quick.
    private let flatRuns: [Int32]

    init(_ layer: CellGrid) {
        let across = Self.samplesAcross, down = Self.samplesDown
        let width = layer.width * across, height = layer.height * down
        self.width = width
        self.height = height
        let stride = width + 1
        // A sample is at most one unit a channel, so a band of n rows holds
        // at most n × width units. Bands are a power of two rows, so that a
        // row's band is a shift away, and at least a cell tall, so that each
        // is built from whole cells: apart, on every core.
        let fits = max(1, Int(UInt32.max) / max(1, width * Int(Self.unit)))
        let fitShift = Int.bitWidth - 1 - fits.leadingZeroBitCount
        let perCore = max(down, height / (2 * ParallelRows.cores))
        let bandShift = max(Int(down.trailingZeroBitCount), min(fitShift, Int.bitWidth - 1 - perCore.leadingZeroBitCount))
        let bandRows = 1 << bandShift
        let bandCount = height / bandRows + 1
        let cellStride = layer.width + 1
        var inkCounts = [Int32](repeating: 0, count: cellStride * (layer.height + 1))
        var flats = [SIMD4<UInt32>](repeating: Self.inked, count: layer.width * layer.height)
        var flatRuns = [Int32](repeating: 0, count: layer.width * layer.height)
        // Each band's sum over all its rows, which starts the next band's base.
        var totals = [SIMD4<UInt32>](repeating: .zero, count: stride * bandCount)
        // Every entry is written once below, each band's first row as zeros.
        let locals = [SIMD4<UInt32>](unsafeUninitializedCapacity: stride * (height + 1)) { sums, count in
            let sums = sums
            totals.withUnsafeMutableBufferPointer { totals in
                inkCounts.withUnsafeMutableBufferPointer { inkCounts in
                    flats.withUnsafeMutableBufferPointer { flats in
                        flatRuns.withUnsafeMutableBufferPointer { flatRuns in
                            let totals = totals, inkCounts = inkCounts, flats = flats, flatRuns = flatRuns
                            ParallelRows.forEachChunk(0..<bandCount, cells: layer.width * layer.height) { bands in
                                var cells = BandCells(width: layer.width)
                                for band in bands {
                                    let firstRow = band << bandShift
                                    for x in 0..<stride { sums[firstRow * stride + x] = .zero }
                                    let cellRows = (firstRow / down)..<min(layer.height, ((band + 1) << bandShift) / down)
                                    for cy in cellRows {
                                        cells.read(row: cy, of: layer)
                                        // Cells with a glyph in [0, x) of this row; summed down below.
                                        var inkedInRow: Int32 = 0
                                        for cx in 0..<layer.width {
                                            if cells.masks[cx] != 0 { inkedInRow += 1 } else { flats[cy * layer.width + cx] = cells.paper[cx] }
                                            inkCounts[(cy + 1) * cellStride + cx + 1] = inkedInRow
                                        }
                                        var run: Int32 = 0
                                        for cx in (0..<layer.width).reversed() {
                                            let i = cy * layer.width + cx
                                            let v = flats[i]
                                            run = v == Self.inked ? 0 : cx + 1 < layer.width && flats[i + 1] == v ? run + 1 : 1
                                            flatRuns[i] = run
                                        }
                                        for sy in 0..<down {
                                            let y = cy * down + sy
                                            // The row above, or zeros at the band's first.
                                            let above = y * stride
                                            // Corner row y + 1 opens the next band: its sums are this band's total.
                                            let here = (y + 1) & (bandRows - 1) == 0 ? nil : (y + 1) * stride
                                            let shift = UInt32(sy * across)
                                            var running = SIMD4<UInt32>.zero
                                            if let here { sums[here] = .zero }
                                            for cx in 0..<layer.width {
                                                let rowBits = cells.masks[cx] >> shift
                                                for sx in 0..<across {
                                                    running &+= rowBits & (1 << UInt32(sx)) != 0 ? cells.inked[cx] : cells.paper[cx]
                                                    let x = cx * across + sx + 1
                                                    if let here {
                                                        sums[here + x] = sums[above + x] &+ running
                                                    } else {
                                                        totals[band * stride + x] = sums[above + x] &+ running
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            count = stride * (height + 1)
        }
        // Each band's base is the one before it plus that band's total.
        var bases = [SIMD4<Double>](repeating: .zero, count: stride * bandCount)
        for band in 1..<max(1, bandCount) {
            for x in 0..<stride {
                bases[band * stride + x] = bases[(band - 1) * stride + x] + SIMD4<Double>(totals[(band - 1) * stride + x])
            }
        }
        for cy in 1..<max(1, layer.height) {
            for x in 1..<cellStride { inkCounts[(cy + 1) * cellStride + x] += inkCounts[cy * cellStride + x] }
        }
        self.locals = locals
        self.bases = bases
        self.bandShift = bandShift
        self.inkCounts = inkCounts
        self.flats = flats
        self.flatRuns = flatRuns
        columns = layer.width
        rows = layer.height
    }

    /// One row of a layer's cells as the table sees them: each cell is two
    /// values, paper and inked paper, and a mask of which sample takes
    /// which, so the table is built with integer adds only.
    private struct BandCells {
        var paper: [SIMD4<UInt32>], inked: [SIMD4<UInt32>], masks: [UInt32]
        /// Light per color, keyed by role too: the terminal's default is two colors.
        private struct Role: Hashable { let color: Color; let asBackground: Bool }
        private var lights: [Role: SIMD4<Float>] = [:]
        /// The last style read and its paper and ink: neighbours mostly share one.
        private var last: (style: Style, paper: SIMD4<Float>, ink: SIMD4<Float>)?

        init(width: Int) {
            paper = Array(repeating: .zero, count: width)
            inked = Array(repeating: .zero, count: width)
            masks = Array(repeating: 0, count: width)
        }

        private mutating func light(_ c: Color, _ asBackground: Bool) -> SIMD4<Float> {
            let key = Role(color: c, asBackground: asBackground)
            if let v = lights[key] { return v }
            let v = LinearLight.premultiplied(c, asBackground: asBackground)
            lights[key] = v
            return v
        }

        private static func fixed(_ v: SIMD4<Float>) -> SIMD4<UInt32> { SIMD4<UInt32>(v * LayerPicture.unit + 0.5) }

        mutating func read(row cy: Int, of layer: CellGrid) {
            for cx in 0..<layer.width {
                let cell = layer[cx, cy]
                if cell.isTransparent { paper[cx] = .zero; masks[cx] = 0; continue }
                let p: SIMD4<Float>, ink: SIMD4<Float>
                if let last, last.style == cell.style {
                    (p, ink) = (last.paper, last.ink)
                } else {
                    var fg = cell.style.foreground, bg = cell.style.background
                    let reversed = cell.style.attributes.contains(.reverse)
                    if reversed { swap(&fg, &bg) }
                    let paperLight = light(bg, !reversed)
                    var inkLight = light(fg, reversed)
                    if cell.style.attributes.contains(.dim) { inkLight = inkLight * 0.5 + paperLight * 0.5 }
                    (p, ink) = (paperLight, inkLight)
                    last = (cell.style, p, ink)
                }
                let glyph: GlyphInk.Ink
                if cell.width == 2 {
                    glyph = GlyphInk.ink(cell.glyph, wide: true, half: 0)
                } else if cell.width == 0 {
                    glyph = cx > 0 && layer[cx - 1, cy].width == 2 ? GlyphInk.ink(0, wide: true, half: 1) : .none
                } else {
                    glyph = GlyphInk.ink(cell.glyph)
                }
                paper[cx] = Self.fixed(p)
                masks[cx] = glyph.mask
                // Premultiplied "ink over paper" at the glyph's strength.
                if glyph.mask != 0 { inked[cx] = Self.fixed(p + (ink - p * ink.w) * glyph.strength) }
            }
        }
    }

    /// True when a cell of the box [x0, x1] × [y0, y1] of cells (clamped to
    /// the layer) holds a glyph.
    func hasInk(columns c0: Int, _ c1: Int, rows r0: Int, _ r1: Int) -> Bool {
        let x0 = max(0, c0), x1 = min(columns - 1, c1), y0 = max(0, r0), y1 = min(rows - 1, r1)
        guard x0 <= x1, y0 <= y1 else { return false }
        let s = columns + 1
        let count = inkCounts[(y1 + 1) * s + x1 + 1] - inkCounts[y0 * s + x1 + 1] - inkCounts[(y1 + 1) * s + x0] + inkCounts[y0 * s + x0]
        return count > 0
    }

    /// The average premultiplied light over the box [x0, x1) × [y0, y1) of
    /// samples (fractions allowed), counting what lies outside the picture
    /// as nothing.
    ///
    /// The table is bilinear between its corners; the four corners of the
    /// box share their columns and rows, so each column's place and
    /// fraction is found once, and the box's two columns are subtracted
    /// row by row before the rows are weighed: 16 look-ups, 10 blends.
    @inline(__always)
    func average(x0: Double, y0: Double, x1: Double, y1: Double) -> SIMD4<Float> {
        let area = (x1 - x0) * (y1 - y0)
        let ax = max(0, min(Double(width), x0)), bx = max(0, min(Double(width), x1))
        let ay = max(0, min(Double(height), y0)), by = max(0, min(Double(height), y1))
        guard area > 0, ax < bx, ay < by else { return .zero }
        let stride = width &+ 1
        let ia = min(width &- 1, Int(ax)), ib = min(width &- 1, Int(bx))
        let ja = min(height &- 1, Int(ay)), jb = min(height &- 1, Int(by))
        // The cells the box touches (a cell is 4 × 8 samples): up to two by
        // two of one flat value, the box's light is that value on its share
        // of the box inside the picture, as the table would sum it.
        let c0 = ia &>> 2, c1 = ib &>> 2, r0 = ja &>> 3, r1 = jb &>> 3
        if c1 &- c0 <= 1, r1 &- r0 <= 1, let flat = flatValue(columns: c0, c1, rows: r0, r1) {
            return SIMD4<Float>(SIMD4<Double>(flat) * ((bx - ax) * (by - ay) / (area * Double(Self.unit))))
        }
        let fa = ax - Double(ia), fb = bx - Double(ib)
        let ga = ay - Double(ja), gb = by - Double(jb)
        let shift = bandShift
        // A box whose rows lie in one band (nearly all: bands are hundreds of
        // rows) needs no base, which cancels: each row's integral from a to b
        // is then three differences of 32-bit sums, every one exact.
        let crossesBands = banded && ja &>> shift != (jb &+ 1) &>> shift
        return locals.withUnsafeBufferPointer { l in
            bases.withUnsafeBufferPointer { b in
                let locals = l.baseAddress.unsafelyUnwrapped, bases = b.baseAddress.unsafelyUnwrapped
                // Row r's integral to column b minus its integral to column a.
                @inline(__always) func across(_ r: Int) -> SIMD4<Double> {
                    let row = locals + r &* stride
                    let local = SIMD4<Double>(row[ib] &- row[ia]) + SIMD4<Double>(row[ib &+ 1] &- row[ib]) * fb
                        - SIMD4<Double>(row[ia &+ 1] &- row[ia]) * fa
                    guard crossesBands else { return local }
                    let base = bases + (r &>> shift) &* stride
                    return local + (base[ib] + (base[ib &+ 1] - base[ib]) * fb) - (base[ia] + (base[ia &+ 1] - base[ia]) * fa)
                }
                let top = across(ja), belowTop = across(ja &+ 1)
                let bottom = across(jb), belowBottom = across(jb &+ 1)
                let total = (bottom + (belowBottom - bottom) * gb) - (top + (belowTop - top) * ga)
                return SIMD4<Float>(total / (area * Double(Self.unit)))
            }
        }
    }

    /// The light of every sample box within [x0, x1] × [y0, y1] of samples,
    /// when that box lies inside the picture and every cell it touches (up
    /// to eight rows of them) is flat with one value; nil otherwise. A
    /// screen cell over the plain stretch of a layer, most of a cover, is
    /// then one answer instead of eight `average`s, blurred or not.
    func flatLight(x0: Double, y0: Double, x1: Double, y1: Double) -> SIMD4<Float>? {
        guard x0 >= 0, y0 >= 0, x1 < Double(width), y1 < Double(height) else { return nil }
        let c0 = Int(x0) &>> 2, c1 = Int(x1) &>> 2, r0 = Int(y0) &>> 3, r1 = Int(y1) &>> 3
        guard r1 &- r0 < 8, let flat = flatValue(columns: c0, c1, rows: r0, r1) else { return nil }
        return SIMD4<Float>(SIMD4<Double>(flat) / Double(Self.unit))
    }

    /// The one value every cell of columns `c0`...`c1` in rows `r0`...`r1`
    /// holds when all of them are flat with it (one look-up a row, by
    /// `flatRuns`); nil when any is inked or holds another.
    @inline(__always)
    private func flatValue(columns c0: Int, _ c1: Int, rows r0: Int, _ r1: Int) -> SIMD4<UInt32>? {
        let span = Int32(truncatingIfNeeded: c1 &- c0)
        return flats.withUnsafeBufferPointer { f in
            flatRuns.withUnsafeBufferPointer { runs in
                let cells = f.baseAddress.unsafelyUnwrapped, runs = runs.baseAddress.unsafelyUnwrapped
                let v = cells[r0 &* columns &+ c0]
                guard v != Self.inked else { return nil }
                for r in r0...r1 {
                    let i = r &* columns &+ c0
                    guard runs[i] > span, cells[i] == v else { return nil }
                }
                return v
            }
        }
    }

    /// The sum over [0, x) × [0, y) of samples, the point clamped to the
    /// picture, in the table's units: the corners of `average`, for a
    /// caller whose boxes share them (`boxAverage`).
    func integral(x: Double, y: Double) -> SIMD4<Double> {
        cornerRows(at: y) { $0.integral(at: x) }
    }

    /// `integral(x:y:)` at each of `xs` along one `y`, into `out` from
    /// `start`: a row of boxes' corners, with the row's look-ups found once.
    func integrals(along xs: [Double], y: Double, into out: inout [SIMD4<Double>], from start: Int) {
        cornerRows(at: y) { rows in
            for k in xs.indices { out[start &+ k] = rows.integral(at: xs[k]) }
        }
    }

    /// The two corner rows around `y` (clamped), with their bands' bases.
    private struct CornerRows {
        let above: UnsafePointer<SIMD4<UInt32>>, basesAbove: UnsafePointer<SIMD4<Double>>
        let below: UnsafePointer<SIMD4<UInt32>>, basesBelow: UnsafePointer<SIMD4<Double>>
        let banded: Bool
        let width: Int
        /// How far `y` lies from the row above to the row below.
        let fy: Double

        @inline(__always)
        func integral(at x: Double) -> SIMD4<Double> {
            @inline(__always) func at(_ row: UnsafePointer<SIMD4<UInt32>>, _ base: UnsafePointer<SIMD4<Double>>,
                                      _ c: Int) -> SIMD4<Double> {
                banded ? base[c] + SIMD4<Double>(row[c]) : SIMD4<Double>(row[c])
            }
            let cx = max(0, min(Double(width), x))
            let i = min(width &- 1, Int(cx)), fx = cx - Double(i)
            let topLeft = at(above, basesAbove, i), bottomLeft = at(below, basesBelow, i)
            let top = topLeft + (at(above, basesAbove, i &+ 1) - topLeft) * fx
            let bottom = bottomLeft + (at(below, basesBelow, i &+ 1) - bottomLeft) * fx
            return top + (bottom - top) * fy
        }
    }

    private func cornerRows<R>(at y: Double, _ body: (CornerRows) -> R) -> R {
        let cy = max(0, min(Double(height), y))
        let stride = width &+ 1
        let j = min(height &- 1, Int(cy))
        let banded = self.banded
        return locals.withUnsafeBufferPointer { l in
            bases.withUnsafeBufferPointer { b in
                let above = l.baseAddress.unsafelyUnwrapped + j &* stride, bases = b.baseAddress.unsafelyUnwrapped
                return body(CornerRows(above: above, basesAbove: bases + (banded ? (j &>> bandShift) &* stride : 0),
                                       below: above + stride,
                                       basesBelow: bases + (banded ? ((j &+ 1) &>> bandShift) &* stride : 0),
                                       banded: banded, width: width, fy: cy - Double(j)))
            }
        }
    }

    /// `average` of a box of `area` samples from the integrals at its four
    /// corners (top-left, top-right, bottom-left, bottom-right).
    @inline(__always)
    static func boxAverage(_ topLeft: SIMD4<Double>, _ topRight: SIMD4<Double>, _ bottomLeft: SIMD4<Double>,
                           _ bottomRight: SIMD4<Double>, area: Double) -> SIMD4<Float> {
        SIMD4<Float>(((bottomRight - bottomLeft) - (topRight - topLeft)) / (area * Double(unit)))
    }
}
