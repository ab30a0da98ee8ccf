import Foundation

/// Composes a layer whose transform does not map cells one to one (a
/// scale other than 1, a rotation short of a whole turn) as a picture of
/// itself: every screen cell the layer reaches is sampled 2 × 4 times from
/// the layer's `LayerPicture`, each sample the average over the part of the
/// layer it sees, blended over what is beneath, and drawn as the block
/// glyph and two colors that fit best (`CellFit`). Surfaces stay surfaces
/// with edges at an eighth of a cell, borders stay lines, and text becomes
/// the shape of its lines rather than misspelled words.
extension CellGrid {
    /// Composes `layer`, whose top-left sits at (x, y) before effects,
    /// through `transform` at `opacity`, as a picture.
    ///
    /// Without colors (`monochrome`) each cell is a shade (░▒▓█) of its light instead.
    /// `blur` widens every sample's box by that many columns each side, and
    /// half as many rows, in the layer's cells: a box blur, free with a
    /// summed-area table.
    mutating func composePicture(_ layer: CellGrid, picture: LayerPicture, x originX: Int, y originY: Int,
                                 transform t: LayerTransform, opacity: Double, precision: SubcellPrecision,
                                 monochrome: Bool = false, palette: Bool = false, blur: Double = 0) {
        composePicture(layer, picture: picture, x: originX, y: originY, projection: Homography(t), opacity: opacity,
                       precision: precision, monochrome: monochrome, palette: palette, blur: blur)
    }

    /// Composes `layer` through a projective map (perspective), as a
    /// picture; the affine case is `composePicture(_:picture:x:y:transform:…)`.
    mutating func composePicture(_ layer: CellGrid, picture: LayerPicture, x originX: Int, y originY: Int,
                                 projection t: Homography, opacity: Double, precision: SubcellPrecision,
                                 monochrome: Bool = false, palette: Bool = false, blur: Double = 0) {
        let alpha = Float(min(1, max(0, opacity.isNaN ? 0 : opacity)))
        guard alpha > 0, let inverse = t.inverted, layer.width > 0, layer.height > 0 else { return }
        let w = Double(layer.width), h = Double(layer.height)
        // Every corner must be in front of the eye.
        let mapped = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: 0, y: h), Point(x: w, y: h)].compactMap(t.apply)
        guard mapped.count == 4 else { return }
        let corners = mapped
        // Layers squeezed below half a cell show nothing, as when sampled by cells:
        // measured along the layer's edges (the longer of each pair, under perspective).
        guard max(hypot(corners[1].x - corners[0].x, corners[1].y - corners[0].y),
                  hypot(corners[3].x - corners[2].x, corners[3].y - corners[2].y)) >= 0.5,
              max(hypot(corners[2].x - corners[0].x, corners[2].y - corners[0].y),
                  hypot(corners[3].x - corners[1].x, corners[3].y - corners[1].y)) >= 0.5 else { return }
        let x0 = clampedCell(corners.map(\.x).min()!.rounded(.down)), x1 = clampedCell(corners.map(\.x).max()!.rounded(.up))
        let y0 = clampedCell(corners.map(\.y).min()!.rounded(.down)), y1 = clampedCell(corners.map(\.y).max()!.rounded(.up))
        let region = Rect(x: originX + x0, y: originY + y0, width: x1 - x0, height: y1 - y0).intersection(bounds)
        guard !region.isEmpty else { return }

        let across = Double(LayerPicture.samplesAcross), down = Double(LayerPicture.samplesDown)
        // Each screen sample is half a cell wide and a quarter tall; the box
        // it sees in the layer spans the inverse map of that. At least one
        // layer sample, so that a shrunk layer is averaged, not aliased;
        // below that only when the layer is magnified several times (a zoom
        // out of a one-row source), where a whole layer sample would blur
        // its edges out past its frame by a cell or more.
        // Under perspective the footprint is the inverse's at the layer's centre.
        let centre = t.apply(to: Point(x: w / 2, y: h / 2)) ?? Point(x: w / 2, y: h / 2)
        let local = inverse.jacobian(at: centre)
        let footprintX = (abs(local.a) * 0.5 + abs(local.c) * 0.25) * across / 2
        let footprintY = (abs(local.b) * 0.5 + abs(local.d) * 0.25) * down / 2
        let magnified = footprintX < 0.25 || footprintY < 0.25
        let sharpX = magnified ? max(1e-3, footprintX) : max(0.5, footprintX)
        let sharpY = magnified ? max(1e-3, footprintY) : max(0.5, footprintY)
        let halfX = sharpX + blur * across, halfY = sharpY + blur * down / 2
        var samples = [SIMD4<Float>](repeating: .zero, count: 8)
        var colors = LightMemo()
        let primary = ColorSpace.rgb(of: .primary, asBackground: true)
        // An upright scale with no blur (a scale, a zoom): the samples' boxes
        // tile the layer, each edge shared by two neighbours, so the corner
        // integrals are found once per row of cells (5 rows of 2 × width + 1)
        // instead of four for every box (32 a cell).
        let tiles = blur == 0 && footprintX >= 0.5 && footprintY >= 0.5 && inverse.isAffine && inverse.m12 == 0 && inverse.m21 == 0
            && inverse.m11 > 0 && inverse.m22 > 0
        let edgeCount = 2 * region.width + 1
        var xEdges = [Double](), yEdges = [Double](repeating: 0, count: 5)
        var integrals = [SIMD4<Double>]()
        if tiles {
            // The left edge of each sample across the region, then the right edge of the last.
            xEdges.reserveCapacity(edgeCount)
            for k in 0..<(edgeCount - 1) {
                let x = Double(region.x + k / 2 - originX) + (Double(k % 2) + 0.5) / 2
                xEdges.append((inverse.m11 * x + inverse.m31) * across - halfX)
            }
            xEdges.append(xEdges[edgeCount - 2] + 2 * halfX)
            integrals = [SIMD4<Double>](repeating: .zero, count: 5 * edgeCount)
        }
        let tileArea = 4 * halfX * halfY
        // On 256 colors every color comes from a line between the colors that make it (see `PictureLines`).
        var lines = palette && !monochrome ? PictureLines(layer) : nil
        // A veiled cell's paper, turning at `threshold` (its word's, if any) on 256 colors.
        func paint(_ v: SIMD4<Float>, over beneath: Cell, threshold: Double) -> Color {
            let color = LinearLight.color(v, primary: primary)
            guard lines != nil else { return color }
            return lines!.color(color, under: LightMemo.paperColor(of: beneath), threshold: threshold)
        }
        // The two colors of a split cell (an edge, a band's border), undithered
        // on 256 colors (see `PictureLines.nearest`).
        func splitPaint(_ v: SIMD4<Float>, over beneath: Cell) -> Color {
            let color = LinearLight.color(v, primary: primary)
            guard lines != nil else { return color }
            return lines!.nearest(color, under: LightMemo.paperColor(of: beneath))
        }
        // What each cell of a row becomes, decided before any is drawn, so
        // that a word beneath is kept or hidden whole (see `PictureRow`).
        var row = PictureRow(width: width)
        for cy in region.y..<region.maxY {
            row.reset()
            if tiles {
                for j in 0..<4 {
                    let y = Double(cy - originY) + (Double(j) + 0.5) / 4
                    yEdges[j] = (inverse.m22 * y + inverse.m32) * down - halfY
                }
                yEdges[4] = yEdges[3] + 2 * halfY
                for r in 0..<5 {
                    for k in 0..<edgeCount { integrals[r * edgeCount + k] = picture.integral(x: xEdges[k], y: yEdges[r]) }
                }
            }
            for cx in region.x..<region.maxX {
                let beneath = self[cx, cy]
                var reach: Float = 0, least: Float = 1
                // The layer's samples the cell's samples see, for the glyph check below.
                var seenX0 = Double.infinity, seenX1 = -Double.infinity, seenY0 = Double.infinity, seenY1 = -Double.infinity
                if tiles {
                    let k0 = 2 * (cx - region.x)
                    seenX0 = xEdges[k0]; seenX1 = xEdges[k0 + 2]; seenY0 = yEdges[0]; seenY1 = yEdges[4]
                    for j in 0..<4 {
                        for i in 0..<2 {
                            let top = j * edgeCount + k0 + i, bottom = top + edgeCount
                            let l = LayerPicture.boxAverage(integrals[top], integrals[top + 1], integrals[bottom], integrals[bottom + 1],
                                                            area: tileArea) * alpha
                            reach = max(reach, l.w)
                            least = min(least, l.w)
                            samples[j * 2 + i] = l
                        }
                    }
                } else {
                    for j in 0..<4 {
                        for i in 0..<2 {
                            guard let p = inverse.apply(to: Point(x: Double(cx - originX) + (Double(i) + 0.5) / 2,
                                                                  y: Double(cy - originY) + (Double(j) + 0.5) / 4)) else {
                                samples[j * 2 + i] = .zero
                                least = 0
                                continue
                            }
                            let sx = p.x * across, sy = p.y * down
                            seenX0 = min(seenX0, sx - halfX); seenX1 = max(seenX1, sx + halfX)
                            seenY0 = min(seenY0, sy - halfY); seenY1 = max(seenY1, sy + halfY)
                            var l = picture.average(x0: sx - halfX, y0: sy - halfY, x1: sx + halfX, y1: sy + halfY) * alpha
                            if blur > 0 {
                                // A blur softens, it does not erase: a glyph is small beside
                                // the radius, and its light spread that wide was lost.
                                let sharp = picture.average(x0: sx - sharpX, y0: sy - sharpY, x1: sx + sharpX, y1: sy + sharpY)
                                    * (alpha * Self.blurKeeps)
                                if sharp.w > l.w { l = sharp }
                            }
                            reach = max(reach, l.w)
                            least = min(least, l.w)
                            samples[j * 2 + i] = l
                        }
                    }
                }
                // Cells the layer does not reach keep what they had, glyphs and all.
                guard reach > 0.5 / 255 else { continue }
                let under = colors.paper(of: beneath)
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
                   blur > 0 && reach < Self.faintest || Self.isPlain(samples) &&
                   !picture.hasInk(columns: Int((seenX0 / across).rounded(.down)), Int((seenX1 / across).rounded(.down)),
                                   rows: Int((seenY0 / down).rounded(.down)), Int((seenY1 / down).rounded(.down))) {
                    var veil = SIMD4<Float>.zero
                    for k in 0..<8 { veil += samples[k] }
                    veil /= 8
                    row.outcomes[cx] = .veiled(veil: veil, paper: under, ink: colors.ink(of: beneath), blank: false)
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
                    var full = samples[0]
                    for k in 0..<8 {
                        shares[k] = min(1, samples[k].w / alpha)
                        if samples[k].w == reach { full = samples[k] }
                    }
                    let inside = (full / full.w) * alpha + under * (1 - alpha)
                    let fit = CellFit(shares: shares, outside: under, inside: inside, precision: precision)
                    row.outcomes[cx] = .drawn(BlockGlyphs.cell(fit.glyph, ink: splitPaint(fit.ink, over: beneath),
                                                               paper: splitPaint(fit.paper, over: beneath)))
                    continue
                }
                for k in 0..<8 { samples[k] = samples[k] + under * (1 - samples[k].w) }
                if monochrome {
                    row.outcomes[cx] = .drawn(Self.shade(samples))
                    continue
                }
                let fit = samples.withUnsafeBufferPointer { CellFit($0, precision: precision) }
                if fit.glyph == BlockGlyphs.space, lines != nil {
                    // A flat cell: on 256 colors it may be a shade of two ends (see
                    // `PictureLines.cell`). Shades of one pair of colors differ only in
                    // glyph, which costs the terminal nothing to change, so their order
                    // is blue noise, finer than the runs a change of colors asks for.
                    row.outcomes[cx] = .drawn(lines!.cell(LinearLight.color(fit.paper, primary: primary),
                                                          under: LightMemo.paperColor(of: beneath),
                                                          threshold: PaletteLine.threshold(x: cx, y: cy),
                                                          shadeThreshold: BlueNoise.threshold(x: cx, y: cy)))
                    continue
                }
                // A split cell's glyph already mixes its two colors: each is its nearest stop.
                row.outcomes[cx] = .drawn(BlockGlyphs.cell(fit.glyph, ink: splitPaint(fit.ink, over: beneath),
                                                           paper: splitPaint(fit.paper, over: beneath)))
            }
            row.keepWordsWhole(beneath: self, y: cy)
            for cx in 0..<width {
                switch row.outcomes[cx] {
                case .untouched: break
                case .drawn(let cell): draw(cell, x: cx, y: cy)
                case .veiled(let veil, let under, let inkLight, let blank):
                    var kept = self[cx, cy]
                    let paper = veil + under * (1 - veil.w), ink = veil + inkLight * (1 - veil.w)
                    // One threshold for a word's cells, so its letters stand on one color.
                    let background = paint(paper, over: kept, threshold: row.thresholds[cx] ?? PaletteLine.threshold(x: cx, y: cy))
                    if blank {
                        draw(Cell(" ", style: Style(foreground: .primary, background: background)), x: cx, y: cy)
                        continue
                    }
                    kept.style.background = background
                    kept.style.foreground = LinearLight.color(ink, primary: primary)
                    self[cx, cy] = kept
                }
            }
        }
    }
}

extension CellGrid {
    /// The coverage below which a blurred picture only veils a glyph
    /// beneath it: nowhere in the cell does it cover a quarter of a sample's box.
    static let faintest: Float = 0.25

    /// The share of its own light a blurred picture keeps where it is
    /// drawn: its core stays at least this bright, the rest is its halo.
    static let blurKeeps: Float = 0.5

    /// True when the samples of a cell are all of one color, more or less
    /// covered: nothing of the layer is drawn across it but a plain (perhaps
    /// translucent) fill, or the edge of one.
    static func isPlain(_ samples: [SIMD4<Float>]) -> Bool {
        // Compared un-premultiplied: an edge's samples cover more or less
        // of the cell, in the same color.
        var fill: SIMD4<Float>?
        for s in samples where s.w > 1.0 / 256 {
            let color = s / s.w
            guard let f = fill else { fill = color; continue }
            let d = color - f
            if max(max(Swift.abs(d.x), Swift.abs(d.y)), Swift.abs(d.z)) > 1.0 / 128 { return false }
        }
        return true
    }

    /// A cell whose glyph's density stands for the mean light of `samples`,
    /// for terminals that show no colors: the picture as a halftone.
    static func shade(_ samples: [SIMD4<Float>]) -> Cell {
        var light: Float = 0
        for s in samples { light += 0.2126 * s.x + 0.7152 * s.y + 0.0722 * s.z }
        light /= Float(samples.count)
        // Steps even in lightness (about the cube root of light), not in light.
        let steps: [(Float, Character)] = [(0.004, " "), (0.03, "░"), (0.12, "▒"), (0.35, "▓")]
        let glyph = steps.first { light < $0.0 }?.1 ?? "█"
        return Cell(glyph)
    }
}

/// The light of screen cells beneath a picture, remembered per style.
private struct LightMemo {
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

    /// The light of `cell`'s glyph.
    mutating func ink(of cell: Cell) -> SIMD4<Float> {
        let reversed = cell.style.attributes.contains(.reverse)
        let ink = reversed ? cell.style.background : cell.style.foreground
        return LinearLight.premultiplied(ink.alpha > 0 ? ink : .primary, asBackground: reversed)
    }
}
