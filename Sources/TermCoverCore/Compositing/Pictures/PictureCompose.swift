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
        let primary = ColorSpace.rgb(of: .primary, asBackground: true)
        // An upright scale with no blur (a scale, a zoom): the samples' boxes
        // tile the layer, each edge shared by two neighbours, so the corner
        // integrals are found once per row of cells (5 rows of 2 × width + 1)
        // instead of four for every box (32 a cell).
        let tiles = blur == 0 && footprintX >= 0.5 && footprintY >= 0.5 && inverse.isAffine && inverse.m12 == 0 && inverse.m21 == 0
            && inverse.m11 > 0 && inverse.m22 > 0
        var xEdges = [Double]()
        if tiles {
            let edgeCount = 2 * region.width + 1
            xEdges.reserveCapacity(edgeCount)
            for k in 0..<(edgeCount - 1) {
                let x = Double(region.x + k / 2 - originX) + (Double(k % 2) + 0.5) / 2
                xEdges.append((inverse.m11 * x + inverse.m31) * across - halfX)
            }
            xEdges.append(xEdges[edgeCount - 2] + 2 * halfX)
        }
        let sampler = PictureSampler(picture: picture, inverse: inverse, originX: originX, originY: originY, region: region,
                                     alpha: alpha, halfX: halfX, halfY: halfY, sharpX: sharpX, sharpY: sharpY, blur: blur,
                                     precision: precision, monochrome: monochrome, primary: primary, tiles: tiles,
                                     xEdges: xEdges, tileArea: 4 * halfX * halfY)
        // On 256 colors every color comes from a line between the colors that make it (see `PictureLines`).
        var lines = palette && !monochrome ? PictureLines(layer) : nil
        // What each cell of each row becomes, decided before any is drawn, so
        // that a word beneath is kept or hidden whole (see `PictureRow`); rows
        // decide on every core, each chunk into its own slots.
        var decided = [PictureRow?](repeating: nil, count: region.height)
        let canvas = self
        decided.withUnsafeMutableBufferPointer { slots in
            let slots = slots
            ParallelRows.forEachChunk(region.y..<region.maxY, cells: region.width * region.height) { chunk in
                var scratch = PictureSampler.Scratch(lines: lines, edgeCount: sampler.edgeCount)
                for cy in chunk {
                    var row = PictureRow(width: canvas.width)
                    sampler.decide(row: cy, over: canvas, into: &row, &scratch)
                    slots[cy - region.y] = row
                }
            }
        }
        // A veiled cell's paper, turning at `threshold` (its word's, if any) on 256 colors.
        func paint(_ v: SIMD4<Float>, over beneath: Cell, threshold: Double) -> Color {
            let color = LinearLight.color(v, primary: primary)
            guard lines != nil else { return color }
            return lines!.color(color, under: LightMemo.paperColor(of: beneath), threshold: threshold)
        }
        for cy in region.y..<region.maxY {
            guard let row = decided[cy - region.y] else { continue }
            for cx in 0..<width {
                switch row.outcomes[cx] {
                case .untouched: break
                case .drawn(let cell): draw(cell, x: cx, y: cy)
                case .veiled(let veil, let under, let inkLight, let blank):
                    var kept = self[cx, cy]
                    let paper = veil + under * (1 - veil.w), ink = veil + inkLight * (1 - veil.w)
                    // One threshold for a word's cells, so its letters look alike.
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
