/// How `composePicture` decides one screen row: what is fixed for the whole
/// call (the picture, the inverse map, the sample boxes), and a `decide`
/// that reads the canvas beneath without changing it.
///
/// Rows are independent until they are drawn, so a large picture decides
/// them on every core (`ParallelRows`), each worker with its own `Scratch`,
/// and draws them in order on the caller's thread.
struct PictureSampler {
    let picture: LayerPicture
    let inverse: Homography
    let originX: Int, originY: Int
    /// The screen cells the layer may reach.
    let region: Rect
    let alpha: Float
    /// Half the box each screen sample averages, in layer samples, with and without blur.
    let halfX: Double, halfY: Double, sharpX: Double, sharpY: Double
    let blur: Double
    let precision: SubcellPrecision
    let monochrome: Bool
    /// The terminal's default background, read once (a task-local look-up).
    let primary: (UInt8, UInt8, UInt8)
    /// An upright unblurred scale: sample boxes tile the layer and share
    /// their edges (see `composePicture`); the left edge of each sample
    /// across the region, then the right edge of the last.
    let tiles: Bool
    let xEdges: [Double]
    let tileArea: Double

    var edgeCount: Int { xEdges.count }

    /// What a worker changes as it decides rows: its buffers and memos.
    struct Scratch {
        var samples = [SIMD4<Float>](repeating: .zero, count: 8)
        var colors = LightMemo()
        /// On 256 colors, the picture's lines (`PictureLines`), with their memo.
        var lines: PictureLines?
        var yEdges = [Double](repeating: 0, count: 5)
        var integrals: [SIMD4<Double>]

        init(lines: PictureLines?, edgeCount: Int) {
            self.lines = lines
            integrals = [SIMD4<Double>](repeating: .zero, count: 5 * edgeCount)
        }
    }

    /// The two colors of a split cell (an edge, a band's border), undithered
    /// on 256 colors (see `PictureLines.nearest`).
    func splitPaint(_ v: SIMD4<Float>, over beneath: Cell, _ lines: inout PictureLines?) -> Color {
        let color = LinearLight.color(v, primary: primary)
        guard lines != nil else { return color }
        return lines!.nearest(color, under: LightMemo.paperColor(of: beneath))
    }

    /// The light of screen cell (`cx`, `cy`) when all eight of its sample
    /// boxes lie in one plain stretch of the picture, with the layer
    /// samples they see. A map from a plane to a plane keeps a cell's
    /// samples inside the shape its corners map to (while none of them
    /// crosses the horizon), so the boxes lie within those corners' bounds
    /// widened by a box's half.
    private func flatCell(_ cx: Int, _ cy: Int) -> (light: SIMD4<Float>, seen: (Double, Double, Double, Double))? {
        let across = Double(LayerPicture.samplesAcross), down = Double(LayerPicture.samplesDown)
        let x = Double(cx - originX), y = Double(cy - originY)
        var x0 = Double.infinity, x1 = -Double.infinity, y0 = Double.infinity, y1 = -Double.infinity
        for (dx, dy) in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
            guard let p = inverse.apply(to: Point(x: x + dx, y: y + dy)) else { return nil }
            x0 = min(x0, p.x); x1 = max(x1, p.x); y0 = min(y0, p.y); y1 = max(y1, p.y)
        }
        let seen = (x0 * across - halfX, y0 * down - halfY, x1 * across + halfX, y1 * down + halfY)
        guard let light = picture.flatLight(x0: seen.0, y0: seen.1, x1: seen.2, y1: seen.3) else { return nil }
        return (light, seen)
    }

    /// Fills `row` with what the picture does to each cell of screen row
    /// `cy`, over `canvas`, words beneath kept or hidden whole.
    func decide(row cy: Int, over canvas: CellGrid, into row: inout PictureRow, _ s: inout Scratch) {
        row.reset()
        let across = Double(LayerPicture.samplesAcross), down = Double(LayerPicture.samplesDown)
        let edgeCount = self.edgeCount
        if tiles {
            for j in 0..<4 {
                let y = Double(cy - originY) + (Double(j) + 0.5) / 4
                s.yEdges[j] = (inverse.m22 * y + inverse.m32) * down - halfY
            }
            s.yEdges[4] = s.yEdges[3] + 2 * halfY
            for r in 0..<5 { picture.integrals(along: xEdges, y: s.yEdges[r], into: &s.integrals, from: r * edgeCount) }
        }
        for cx in region.x..<region.maxX {
            let beneath = canvas[cx, cy]
            var reach: Float = 0, least: Float = 1
            // The layer's samples the cell's samples see, for the glyph check below.
            var seenX0 = Double.infinity, seenX1 = -Double.infinity, seenY0 = Double.infinity, seenY1 = -Double.infinity
            // All eight samples from one plain stretch: one color, and no glyph seen.
            var plainStretch = false
            if tiles {
                let k0 = 2 * (cx - region.x)
                seenX0 = xEdges[k0]; seenX1 = xEdges[k0 + 2]; seenY0 = s.yEdges[0]; seenY1 = s.yEdges[4]
                for j in 0..<4 {
                    for i in 0..<2 {
                        let top = j * edgeCount + k0 + i, bottom = top + edgeCount
                        let l = LayerPicture.boxAverage(s.integrals[top], s.integrals[top + 1], s.integrals[bottom],
                                                        s.integrals[bottom + 1], area: tileArea) * alpha
                        reach = max(reach, l.w)
                        least = min(least, l.w)
                        s.samples[j * 2 + i] = l
                    }
                }
            } else if let flat = flatCell(cx, cy) {
                // Eight boxes inside one plain stretch: each averages to its light.
                (seenX0, seenY0, seenX1, seenY1) = flat.seen
                let l = flat.light * alpha
                for k in 0..<8 { s.samples[k] = l }
                reach = l.w
                least = l.w
                plainStretch = true
            } else {
                for j in 0..<4 {
                    for i in 0..<2 {
                        guard let p = inverse.apply(to: Point(x: Double(cx - originX) + (Double(i) + 0.5) / 2,
                                                              y: Double(cy - originY) + (Double(j) + 0.5) / 4)) else {
                            s.samples[j * 2 + i] = .zero
                            least = 0
                            continue
                        }
                        let sx = p.x * across, sy = p.y * down
                        seenX0 = min(seenX0, sx - halfX); seenX1 = max(seenX1, sx + halfX)
                        seenY0 = min(seenY0, sy - halfY); seenY1 = max(seenY1, sy + halfY)
                        var l = picture.average(x0: sx - halfX, y0: sy - halfY, x1: sx + halfX, y1: sy + halfY) * alpha
                        // An average covers at most all of its box, so where the blurred one
                        // covers more than the sharp one can, the sharp one is not needed.
                        if blur > 0, l.w <= alpha * CellGrid.blurKeeps * 1.001 {
                            // A blur softens, it does not erase: a glyph is small beside
                            // the radius, and its light spread that wide was lost.
                            let sharp = picture.average(x0: sx - sharpX, y0: sy - sharpY, x1: sx + sharpX, y1: sy + sharpY)
                                * (alpha * CellGrid.blurKeeps)
                            if sharp.w > l.w { l = sharp }
                        }
                        reach = max(reach, l.w)
                        least = min(least, l.w)
                        s.samples[j * 2 + i] = l
                    }
                }
            }
            // Cells the layer does not reach keep what they had, glyphs and all.
            guard reach > 0.5 / 255 else { continue }
            let under = s.colors.paper(of: beneath)
            // A see-through stretch of the layer (a dim, a fading surface)
            // with no glyph drawn on it here, or its edge, veils the glyph
            // beneath rather than hiding it: the presenter shows under a
            // translucent cover. So does a blur's faint halo, glyph or
            // not: a haze over text leaves the text legible, as in SwiftUI.
            // (Unblurred, a text layer is faint everywhere, being ink on
            // nothing, and its picture is meant to hide what it is over.)
            // A block element beneath is another picture's edge, not a glyph
            // to keep: veiled, a rim over a rim was dithered into dashes.
            if reach < 0.98, CellGrid.hasInk(beneath), !BlockGlyphs.isBlock(beneath.glyph),
               blur > 0 && reach < CellGrid.faintest || plainStretch || CellGrid.isPlain(s.samples) &&
               !picture.hasInk(columns: Int((seenX0 / across).rounded(.down)), Int((seenX1 / across).rounded(.down)),
                               rows: Int((seenY0 / down).rounded(.down)), Int((seenY1 / down).rounded(.down))) {
                var veil = SIMD4<Float>.zero
                for k in 0..<8 { veil += s.samples[k] }
                veil /= 8
                row.outcomes[cx] = .veiled(veil: veil, paper: under, ink: s.colors.ink(of: beneath), blank: false)
                continue
            }
            // Otherwise what is beneath counts by its background only: a glyph
            // half under the layer's edge would turn the edge into texture.
            if reach - least > 1.0 / 64, !monochrome {
                // An edge crosses the cell: the two colors are the layer's
                // own (un-premultiplied from the sample it covers most) at the
                // view's opacity, and what is beneath; each sample's share
                // is its coverage.
                var shares = SIMD8<Float>()
                var full = s.samples[0]
                for k in 0..<8 {
                    shares[k] = min(1, s.samples[k].w / alpha)
                    if s.samples[k].w == reach { full = s.samples[k] }
                }
                let inside = (full / full.w) * alpha + under * (1 - alpha)
                let fit = CellFit(shares: shares, outside: under, inside: inside, precision: precision)
                row.outcomes[cx] = .drawn(BlockGlyphs.cell(fit.glyph, ink: splitPaint(fit.ink, over: beneath, &s.lines),
                                                           paper: splitPaint(fit.paper, over: beneath, &s.lines)))
                continue
            }
            for k in 0..<8 { s.samples[k] = s.samples[k] + under * (1 - s.samples[k].w) }
            if monochrome {
                row.outcomes[cx] = .drawn(CellGrid.shade(s.samples))
                continue
            }
            let fit = plainStretch ? CellFit(uniform: s.samples[0])
                : s.samples.withUnsafeBufferPointer { CellFit($0, precision: precision) }
            if fit.glyph == BlockGlyphs.space, s.lines != nil {
                // A flat cell: on 256 colors it may be a shade of two ends (see
                // `PictureLines.cell`). Shades of one pair of colors differ only in
                // glyph, which costs the terminal nothing to change, so their order
                // is blue noise, finer than the runs a change of colors asks for.
                row.outcomes[cx] = .drawn(s.lines!.cell(LinearLight.color(fit.paper, primary: primary),
                                                        under: LightMemo.paperColor(of: beneath),
                                                        threshold: PaletteLine.threshold(x: cx, y: cy),
                                                        shadeThreshold: BlueNoise.threshold(x: cx, y: cy)))
                continue
            }
            // A split cell's glyph already mixes its two colors: each is its nearest stop.
            row.outcomes[cx] = .drawn(BlockGlyphs.cell(fit.glyph, ink: splitPaint(fit.ink, over: beneath, &s.lines),
                                                       paper: splitPaint(fit.paper, over: beneath, &s.lines)))
        }
        row.keepWordsWhole(beneath: canvas, y: cy)
    }
}

/// The light of screen cells beneath a picture, remembered per style.
struct LightMemo {
    /// The color of `cell`'s background as a cell color.
    static func paperColor(of cell: Cell) -> Color {
        let reversed = cell.style.attributes.contains(.reverse)
        let paper = reversed ? cell.style.foreground : cell.style.background
        return paper.alpha > 0 ? Color(paper.kind) : .primary
    }

    private var memo: [Style: SIMD4<Float>] = [:]
    /// The last style asked for and its light: a row's cells mostly share
    /// one, and comparing is much cheaper than hashing.
    private var last: (style: Style, light: SIMD4<Float>)?

    /// The light of `cell`'s background.
    mutating func paper(of cell: Cell) -> SIMD4<Float> {
        if let last, last.style == cell.style { return last.light }
        let light = lookUp(cell)
        last = (cell.style, light)
        return light
    }

    private mutating func lookUp(_ cell: Cell) -> SIMD4<Float> {
        if let known = memo[cell.style] { return known }
        let reversed = cell.style.attributes.contains(.reverse)
        let paper = reversed ? cell.style.foreground : cell.style.background
        let light = LinearLight.premultiplied(paper.alpha > 0 ? paper : .primary, asBackground: !reversed)
        memo[cell.style] = light
        return light
    }

    /// The last style whose glyph's light was asked for, and that light: a
    /// veil over a page of text asks it for every cell.
    private var lastInk: (style: Style, light: SIMD4<Float>)?

    /// The light of `cell`'s glyph.
    mutating func ink(of cell: Cell) -> SIMD4<Float> {
        if let lastInk, lastInk.style == cell.style { return lastInk.light }
        let reversed = cell.style.attributes.contains(.reverse)
        let ink = reversed ? cell.style.background : cell.style.foreground
        let light = LinearLight.premultiplied(ink.alpha > 0 ? ink : .primary, asBackground: reversed)
        lastInk = (cell.style, light)
        return light
    }
}
