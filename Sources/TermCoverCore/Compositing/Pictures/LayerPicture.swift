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
    private static let unit: Float = 4095

    /// Size in samples.
    let width: Int, height: Int
    /// (width + 1) × (height + 1) corners, four channels each. Doubles hold
    /// every sum exactly: the total stays far below 2⁵³ units.
    private let sums: [SIMD4<Double>]
    /// Size in cells, and how many cells with a glyph lie in [0, x) × [0, y)
    /// of cells, at (x, y): whether a box of cells holds any glyph is then
    /// four look-ups.
    private let columns: Int, rows: Int
    private let inkCounts: [Int32]

    init(_ layer: CellGrid) {
        let across = Self.samplesAcross, down = Self.samplesDown
        let width = layer.width * across, height = layer.height * down
        self.width = width
        self.height = height
        let stride = width + 1
        // Keyed by role too: the terminal's default is two colors.
        struct Role: Hashable { let color: Color; let asBackground: Bool }
        var colors: [Role: SIMD4<Float>] = [:]
        func light(_ c: Color, _ asBackground: Bool) -> SIMD4<Float> {
            let key = Role(color: c, asBackground: asBackground)
            if let v = colors[key] { return v }
            let v = LinearLight.premultiplied(c, asBackground: asBackground)
            colors[key] = v
            return v
        }
        func fixed(_ v: SIMD4<Float>) -> SIMD4<Double> { SIMD4<Double>(SIMD4<UInt32>(v * Self.unit + 0.5)) }
        // Each cell is two values, paper and inked paper, and a mask of which
        // sample takes which: the table is then built with integer adds only.
        var paper = [SIMD4<Double>](repeating: .zero, count: layer.width)
        var inked = [SIMD4<Double>](repeating: .zero, count: layer.width)
        var masks = [UInt32](repeating: 0, count: layer.width)
        var sums = [SIMD4<Double>](repeating: .zero, count: stride * (height + 1))
        let cellStride = layer.width + 1
        var inkCounts = [Int32](repeating: 0, count: cellStride * (layer.height + 1))
        sums.withUnsafeMutableBufferPointer { sums in
            for cy in 0..<layer.height {
                for cx in 0..<layer.width {
                    let cell = layer[cx, cy]
                    if cell.isTransparent { paper[cx] = .zero; masks[cx] = 0; continue }
                    var fg = cell.style.foreground, bg = cell.style.background
                    let reversed = cell.style.attributes.contains(.reverse)
                    if reversed { swap(&fg, &bg) }
                    let p = light(bg, !reversed)
                    var ink = light(fg, reversed)
                    if cell.style.attributes.contains(.dim) { ink = ink * 0.5 + p * 0.5 }
                    let glyph: GlyphInk.Ink
                    if cell.width == 2 {
                        glyph = GlyphInk.ink(cell.glyph, wide: true, half: 0)
                    } else if cell.width == 0 {
                        glyph = cx > 0 && layer[cx - 1, cy].width == 2 ? GlyphInk.ink(0, wide: true, half: 1) : .none
                    } else {
                        glyph = GlyphInk.ink(cell.glyph)
                    }
                    paper[cx] = fixed(p)
                    masks[cx] = glyph.mask
                    // Premultiplied "ink over paper" at the glyph's strength.
                    if glyph.mask != 0 { inked[cx] = fixed(p + (ink - p * ink.w) * glyph.strength) }
                }
                var inkedInRow: Int32 = 0
                for cx in 0..<layer.width {
                    if masks[cx] != 0 { inkedInRow += 1 }
                    inkCounts[(cy + 1) * cellStride + cx + 1] = inkCounts[cy * cellStride + cx + 1] + inkedInRow
                }
                for sy in 0..<down {
                    let y = cy * down + sy
                    var running = SIMD4<Double>.zero
                    let above = y * stride + 1, here = (y + 1) * stride + 1
                    let shift = UInt32(sy * across)
                    for cx in 0..<layer.width {
                        let rowBits = masks[cx] >> shift
                        for sx in 0..<across {
                            running += rowBits & (1 << UInt32(sx)) != 0 ? inked[cx] : paper[cx]
                            let x = cx * across + sx
                            sums[here + x] = sums[above + x] + running
                        }
                    }
                }
            }
        }
        self.sums = sums
        self.inkCounts = inkCounts
        columns = layer.width
        rows = layer.height
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
        let fa = ax - Double(ia), fb = bx - Double(ib)
        let ga = ay - Double(ja), gb = by - Double(jb)
        return sums.withUnsafeBufferPointer { s in
            let base = s.baseAddress.unsafelyUnwrapped
            // Row r's integral to column b minus its integral to column a.
            @inline(__always) func across(_ r: Int) -> SIMD4<Double> {
                let row = base + r &* stride
                let atB = row[ib] + (row[ib &+ 1] - row[ib]) * fb
                let atA = row[ia] + (row[ia &+ 1] - row[ia]) * fa
                return atB - atA
            }
            let top = across(ja), belowTop = across(ja &+ 1)
            let bottom = across(jb), belowBottom = across(jb &+ 1)
            let total = (bottom + (belowBottom - bottom) * gb) - (top + (belowTop - top) * ga)
            return SIMD4<Float>(total / (area * Double(Self.unit)))
        }
    }

    /// The sum over [0, x) × [0, y) of samples, the point clamped to the
    /// picture, in the table's units: the corners of `average`, for a
    /// caller whose boxes share them (`boxAverage`).
    func integral(x: Double, y: Double) -> SIMD4<Double> {
        let cx = max(0, min(Double(width), x)), cy = max(0, min(Double(height), y))
        return sums.withUnsafeBufferPointer { s in
            let stride = width &+ 1
            let i = min(width &- 1, Int(cx)), j = min(height &- 1, Int(cy))
            let fx = cx - Double(i), fy = cy - Double(j)
            let row = s.baseAddress.unsafelyUnwrapped + j &* stride, next = row + stride
            let top = row[i] + (row[i &+ 1] - row[i]) * fx
            let bottom = next[i] + (next[i &+ 1] - next[i]) * fx
            return top + (bottom - top) * fy
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
