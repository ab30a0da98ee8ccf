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
    /// (width + 1) × (height + 1) corners, four channels each, in wrapping
    /// 32-bit arithmetic: a box's sum is exact as long as the box holds
    /// under a million samples, whatever the table's total.
    private let sums: [UInt32]

    init(_ layer: Canvas) {
        let across = Self.samplesAcross, down = Self.samplesDown
        let width = layer.width * across, height = layer.height * down
        self.width = width
        self.height = height
        let stride = width + 1
        var sums = [UInt32](repeating: 0, count: stride * (height + 1) * 4)
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
        // One row of samples at a time: the samples of each cell in that row.
        var rowValues = [SIMD4<UInt32>](repeating: .zero, count: width)
        sums.withUnsafeMutableBufferPointer { sums in
            for cy in 0..<layer.height {
                var cellInks = [(paper: SIMD4<Float>, ink: SIMD4<Float>, glyph: GlyphInk.Ink)]()
                cellInks.reserveCapacity(layer.width)
                for cx in 0..<layer.width {
                    let cell = layer[cx, cy]
                    if cell.isTransparent { cellInks.append((.zero, .zero, .none)); continue }
                    var fg = cell.style.foreground, bg = cell.style.background
                    var fgIsBackground = false, bgIsBackground = true
                    if cell.style.attributes.contains(.reverse) {
                        swap(&fg, &bg); fgIsBackground = true; bgIsBackground = false
                    }
                    let paper = light(bg, bgIsBackground)
                    var ink = light(fg, fgIsBackground)
                    if cell.style.attributes.contains(.dim) { ink = ink * 0.5 + paper * 0.5 }
                    let glyph: GlyphInk.Ink
                    if cell.width == 2 {
                        glyph = GlyphInk.ink(cell.glyph, wide: true, half: 0)
                    } else if cell.width == 0 {
                        glyph = cx > 0 && layer[cx - 1, cy].width == 2 ? GlyphInk.ink(0, wide: true, half: 1) : .none
                    } else {
                        glyph = GlyphInk.ink(cell.glyph)
                    }
                    cellInks.append((paper, ink, glyph))
                }
                for sy in 0..<down {
                    for cx in 0..<layer.width {
                        let (paper, ink, glyph) = cellInks[cx]
                        for sx in 0..<across {
                            let inked = glyph.mask & (1 << UInt32(sy * across + sx)) != 0
                            let v = inked ? paper + (ink - paper * ink.w) * glyph.strength : paper
                            // Premultiplied "ink over paper" at the glyph's strength.
                            let q = SIMD4<UInt32>(v * Self.unit + 0.5)
                            rowValues[cx * across + sx] = q
                        }
                    }
                    let y = cy * down + sy
                    var running = SIMD4<UInt32>.zero
                    let above = y * stride, here = (y + 1) * stride
                    for x in 0..<width {
                        running &+= rowValues[x]
                        for c in 0..<4 {
                            sums[(here + x + 1) * 4 + c] = sums[(above + x + 1) * 4 + c] &+ running[c]
                        }
                    }
                }
            }
        }
        self.sums = sums
    }

    /// The average premultiplied light over samples [x0, x1) × [y0, y1),
    /// counting samples outside the picture as nothing.
    @inline(__always)
    func average(x0: Int, y0: Int, x1: Int, y1: Int) -> SIMD4<Float> {
        let area = (x1 - x0) * (y1 - y0)
        let ax = max(0, min(width, x0)), bx = max(0, min(width, x1))
        let ay = max(0, min(height, y0)), by = max(0, min(height, y1))
        guard area > 0, ax < bx, ay < by else { return .zero }
        let stride = width + 1
        return sums.withUnsafeBufferPointer { s in
            let p = s.baseAddress!
            func corner(_ x: Int, _ y: Int) -> SIMD4<UInt32> {
                let i = (y * stride + x) * 4
                return SIMD4(p[i], p[i + 1], p[i + 2], p[i + 3])
            }
            let total = corner(bx, by) &- corner(ax, by) &- corner(bx, ay) &+ corner(ax, ay)
            return SIMD4<Float>(total) / (Float(area) * Self.unit)
        }
    }
}
