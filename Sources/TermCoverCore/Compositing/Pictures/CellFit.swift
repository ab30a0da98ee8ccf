/// Chooses the one glyph and two colors that best draw eight samples of a
/// picture (2 across × 4 down) in one cell: a flat cell, a split at an
/// eighth of the cell across or down (▁…▇, ▏…▉), or a quadrant pattern
/// (▘▝▖▗▚▞▙▛▜▟…).
///
/// The two colors start as the two samples farthest apart and settle as
/// the means of the samples nearer to each; every sample is then placed
/// between them (0 at the first, 1 at the second). Samples at an
/// edge are part-way, because each one is an average over its own area, so
/// the split's position comes from their values, finer than the samples.
/// Errors are compared at the samples, and ties go to the splits, whose
/// edges are the finest. At a surface's edge the two colors are known (the
/// surface and what is beneath) and so is each sample's share of the
/// surface: `init(shares:outside:inside:precision:)` takes them as they are.
struct CellFit {
    /// Samples in linear light, index row · 2 + column.
    typealias Samples = (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>,
                         SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)

    let glyph: UInt32
    /// The color of the glyph's ink, and of the rest of the cell.
    let ink: SIMD4<Float>, paper: SIMD4<Float>

    /// Below this distance (in √linear, about 2 sRGB steps in the mid-tones)
    /// the cell is one color.
    static let flatDistance: Float = 0.012

    init(_ s: UnsafeBufferPointer<SIMD4<Float>>, precision: SubcellPrecision) {
        self = withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: 8) { p in
            // √ of linear light is close enough to perceived lightness to find
            // the extremes and measure errors, and far cheaper than OKLab.
            for i in 0..<8 { p[i] = SIMD4<Float>(s[i].x.squareRoot(), s[i].y.squareRoot(), s[i].z.squareRoot(), 0) }
            return CellFit(s, perceived: UnsafeBufferPointer(p), precision: precision)
        }
    }

    /// The fit of eight samples all `sample`: one color, their mean as
    /// `init(_:precision:)` sums it, without measuring their distances.
    init(uniform sample: SIMD4<Float>) {
        var mean = SIMD4<Float>.zero
        for _ in 0..<8 { mean += sample }
        mean /= 8
        self.init(glyph: BlockGlyphs.space, ink: mean, paper: mean)
    }

    private init(glyph: UInt32, ink: SIMD4<Float>, paper: SIMD4<Float>) {
        self.glyph = glyph; self.ink = ink; self.paper = paper
    }

    private init(_ s: UnsafeBufferPointer<SIMD4<Float>>, perceived p: UnsafeBufferPointer<SIMD4<Float>>,
                 precision: SubcellPrecision) {
        var first = 0, second = 0, far: Float = -1
        for i in 0..<8 {
            for j in (i + 1)..<8 {
                let d = p[i] - p[j]
                let dd = (d * d).sum()
                if dd > far { far = dd; first = i; second = j }
            }
        }
        guard precision != .wholeCells, far > Self.flatDistance * Self.flatDistance else {
            var mean = SIMD4<Float>.zero
            for i in 0..<8 { mean += s[i] }
            mean /= 8
            self.init(glyph: BlockGlyphs.space, ink: mean, paper: mean)
            return
        }
        // Two rounds of 2-means from the extremes: a cell with three colors
        // (an edge through text) gets the two that explain it best.
        var c1 = s[first], c2 = s[second], q1 = p[first], q2 = p[second]
        for _ in 0..<2 {
            var sum1 = SIMD4<Float>.zero, sum2 = SIMD4<Float>.zero, n1: Float = 0, n2: Float = 0
            var psum1 = SIMD4<Float>.zero, psum2 = SIMD4<Float>.zero
            for i in 0..<8 {
                let d1 = p[i] - q1, d2 = p[i] - q2
                if (d1 * d1).sum() <= (d2 * d2).sum() {
                    sum1 += s[i]; psum1 += p[i]; n1 += 1
                } else {
                    sum2 += s[i]; psum2 += p[i]; n2 += 1
                }
            }
            guard n1 > 0, n2 > 0 else { break }
            c1 = sum1 / n1; c2 = sum2 / n2; q1 = psum1 / n1; q2 = psum2 / n2
        }
        let axis = q2 - q1
        let length2 = max(1e-12, (axis * axis).sum())
        var t = SIMD8<Float>()
        for i in 0..<8 { t[i] = min(1, max(0, ((p[i] - q1) * axis).sum() / length2)) }
        self.init(shares: t, outside: c1, inside: c2, precision: precision)
    }

    /// The best glyph for samples whose shares of `inside` (against
    /// `outside`) are `t`, index row · 2 + column.
    init(shares t: SIMD8<Float>, outside c1: SIMD4<Float>, inside c2: SIMD4<Float>, precision: SubcellPrecision) {
        guard precision != .wholeCells else {
            let mean = c1 + (c2 - c1) * (t.sum() / 8)
            self.init(glyph: BlockGlyphs.space, ink: mean, paper: mean)
            return
        }
        var best = (error: Float.infinity, glyph: BlockGlyphs.space, ink: c1, paper: c1)
        func consider(_ error: Float, _ glyph: UInt32, ink: SIMD4<Float>, paper: SIMD4<Float>) {
            if error < best.error - 1e-4 { best = (error, glyph, ink, paper) }
        }
        // Splits across: c2's share of the cell, from below or from above.
        let shareDown = t.sum() / 8
        for fromBelow in [true, false] {
            let k = precision.eighths(Double(shareDown))
            let f = Float(k) / 8
            var error: Float = 0
            for r in 0..<4 {
                // The part of sample row r (a quarter of the cell) that c2 covers.
                let top = Float(r) / 4, bottom = Float(r + 1) / 4
                let (lo, hi) = fromBelow ? (1 - f, Float(1)) : (Float(0), f)
                let covered: Float = max(0, min(bottom, hi) - max(top, lo)) * 4
                error += square(t[r * 2] - covered) + square(t[r * 2 + 1] - covered)
            }
            if fromBelow {
                consider(error, BlockGlyphs.lower(k), ink: c2, paper: c1)
            } else {
                consider(error, BlockGlyphs.lower(8 - k), ink: c1, paper: c2)
            }
        }
        // Splits along: c2's share from the left or from the right.
        let shareAcross = shareDown
        for fromLeft in [true, false] {
            let k = precision.eighths(Double(shareAcross))
            let f = Float(k) / 8
            var error: Float = 0
            for c in 0..<2 {
                let left = Float(c) / 2, right = Float(c + 1) / 2
                let (lo, hi) = fromLeft ? (Float(0), f) : (1 - f, Float(1))
                let covered: Float = max(0, min(right, hi) - max(left, lo)) * 2
                for r in 0..<4 { error += square(t[r * 2 + c] - covered) }
            }
            if fromLeft {
                consider(error, BlockGlyphs.left(k), ink: c2, paper: c1)
            } else {
                consider(error, BlockGlyphs.left(8 - k), ink: c1, paper: c2)
            }
        }
        // Quadrants: each a 1 × 2 block of samples, on or off.
        var pattern = 0
        var error: Float = 0
        for q in 0..<4 {
            let column = q & 1, top = (q >> 1) * 2
            let u = t[top * 2 + column], v = t[(top + 1) * 2 + column]
            let on: Float = (u + v) / 2 >= 0.5 ? 1 : 0
            if on == 1 { pattern |= 1 << q }
            error += square(u - on) + square(v - on)
        }
        consider(error, BlockGlyphs.quadrants[pattern], ink: c2, paper: c1)
        self.init(glyph: best.glyph, ink: best.ink, paper: best.paper)
    }
}

@inline(__always)
private func square(_ v: Float) -> Float { v * v }
