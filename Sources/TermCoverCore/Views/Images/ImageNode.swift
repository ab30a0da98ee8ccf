import Foundation

/// Draws a decoded picture in its frame, two pixels a cell: each cell's
/// upper and lower halves are the means of the picture over them (square
/// boxes of 8 × 8 points in a default cell), as ▀ in the upper's color on
/// the lower's. A cell whose halves agree is a blank of that color, and one
/// wholly transparent is left as it was; translucent halves are mixed with
/// the cell's color beneath in linear light.
@MainActor
final class ImageNode: LayoutNode {
    struct Style {
        var resizable: Bool
        var capInsets: EdgeInsets
        var tiles: Bool
        var nearest: Bool
        /// The foreground a template image is drawn in; nil for its own colors.
        var tint: Color?
        /// Drawn as its negative: a picture's reverse video, which is how a
        /// focused button shows its label (a button whose label is a
        /// picture would otherwise show no focus at all).
        var inverted = false
        /// Half blocks (`.halves`, the default); one color a cell
        /// (`.wholeCells`); or 2 × 4 samples a cell drawn with the block
        /// glyph and two colors that fit them best (`.eighths`, `CellFit`,
        /// as scaled layers are): sharper edges, fewer colors a cell.
        var precision: SubcellPrecision = .halves
    }

    let image: DecodedImage
    /// The picture's own size in points: its pixels over its scale.
    let points: CGSize
    let style: Style
    let cells: CellMetrics
    /// The halves last drawn, for the frame size they were drawn at.
    private var halves: (size: Size, samples: [SIMD4<Float>])?

    /// Halves already worked out, shared by the nodes every frame rebuilds:
    /// a picture is sampled once per size it is drawn at.
    private struct SampledKey: Hashable {
        let image: ObjectIdentifier, size: Size, capInsets: EdgeInsets, tiles: Bool, nearest: Bool, resizable: Bool, fine: Bool
    }
    private static var sampled: [SampledKey: (image: DecodedImage, samples: [SIMD4<Float>])] = [:]

    init(_ image: DecodedImage, scale: CGFloat, style: Style, cells: CellMetrics) {
        self.image = image
        points = CGSize(width: Double(image.width) / scale, height: Double(image.height) / scale)
        self.style = style
        self.cells = cells
    }

    /// The picture's own size in whole cells.
    var ownSize: Size { Size(width: cells.frameColumns(points.width), height: cells.frameRows(points.height)) }

    override var intrinsicAspectRatio: Double? {
        points.height > 0 ? points.width / points.height : nil
    }

    override func computeSize(_ p: CellProposal) -> Size {
        let own = ownSize
        guard style.resizable else { return own }
        func take(_ offered: Int?, _ own: Int) -> Int { offered.map { $0 == .max ? own : max(0, $0) } ?? own }
        return Size(width: take(p.width, own.width), height: take(p.height, own.height))
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        let area = frame.intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        let samples = samples(for: frame.size)
        let tint = style.tint.map { tint -> SIMD4<Float> in
            let (r, g, b) = ColorSpace.rgb(of: tint, asBackground: false)
            return SIMD4(ImageSampling.linear[Int(r)], ImageSampling.linear[Int(g)], ImageSampling.linear[Int(b)], Float(tint.alpha))
        }
        if style.precision == .eighths {
            drawFitted(samples, tint: tint, area: area, into: &canvas)
            return
        }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let i = ((y - frame.y) * frame.width + (x - frame.x)) * 2
                var top = samples[i], bottom = samples[i + 1]
                if let tint {
                    top = SIMD4(tint.x, tint.y, tint.z, 1) * top.w * tint.w
                    bottom = SIMD4(tint.x, tint.y, tint.z, 1) * bottom.w * tint.w
                }
                guard top.w > 0.5 / 255 || bottom.w > 0.5 / 255 else { continue }
                let beneath = Self.beneathHalves(canvas[x, y])
                var upper = Self.color(top, over: beneath.upper), lower = Self.color(bottom, over: beneath.lower)
                if style.inverted { upper = Self.negative(upper); lower = Self.negative(lower) }
                if style.precision == .wholeCells {
                    upper = Self.color((top + bottom) / 2, over: canvas[x, y].style.background); lower = upper
                }
                let cell = upper == lower
                    ? Cell(" ", style: TermCoverCore.Style(foreground: upper, background: upper))
                    : Cell("▀", style: TermCoverCore.Style(foreground: upper, background: lower))
                canvas.draw(cell, x: x, y: y)
            }
        }
    }

    /// Each cell from its 8 samples, over the cell's color beneath, as the
    /// block glyph and two colors `CellFit` finds for them.
    private func drawFitted(_ samples: [SIMD4<Float>], tint: SIMD4<Float>?, area: Rect, into canvas: inout CellGrid) {
        var cellSamples = [SIMD4<Float>](repeating: .zero, count: 8)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let first = ((y - frame.y) * frame.width + (x - frame.x)) * 8
                var seen: Float = 0
                for k in 0..<8 {
                    var s = samples[first + k]
                    if let tint { s = SIMD4(tint.x, tint.y, tint.z, 1) * s.w * tint.w }
                    cellSamples[k] = s
                    seen = max(seen, s.w)
                }
                guard seen > 0.5 / 255 else { continue }
                let under = Self.beneath(canvas[x, y])
                for k in 0..<8 { cellSamples[k] += under[k] * (1 - cellSamples[k].w) }
                let fit = cellSamples.withUnsafeBufferPointer { CellFit($0, precision: .eighths) }
                var ink = LinearLight.color(fit.ink), paper = LinearLight.color(fit.paper)
                if style.inverted { ink = Self.negative(ink); paper = Self.negative(paper) }
                canvas.draw(BlockGlyphs.cell(fit.glyph, ink: ink, paper: paper), x: x, y: y)
            }
        }
    }

    /// What each of a cell's 2 × 4 samples (row by row) shows beneath a
    /// picture: the cell's paper, except where a block element beneath (a
    /// picture drawn first: a card under a card) puts its ink, so a clear
    /// corner over another picture's ▀ shows that ▀'s upper color, not its lower.
    static func beneath(_ cell: Cell) -> [SIMD4<Float>] {
        var paper = cell.style.background, ink = cell.style.foreground
        if cell.style.attributes.contains(.reverse) { swap(&paper, &ink) }
        let p = LinearLight.premultiplied(paper, asBackground: true)
        guard (0x2580...0x259F).contains(cell.glyph) else { return Array(repeating: p, count: 8) }
        let i = LinearLight.premultiplied(ink, asBackground: false)
        let glyph = GlyphInk.ink(cell.glyph), mask = glyph.mask
        return (0..<8).map { k in
            let (column, row) = (k % 2, k / 2)
            var inked: Float = 0
            for r in (2 * row)...(2 * row + 1) {
                for c in (2 * column)...(2 * column + 1) where mask & (1 << UInt32(r * 4 + c)) != 0 { inked += 0.25 }
            }
            inked *= glyph.strength
            return p * (1 - inked) + i * inked
        }
    }

    /// The colors beneath a cell's upper and lower halves: its paper, or,
    /// under a block element that inks a half (mostly), that ink.
    static func beneathHalves(_ cell: Cell) -> (upper: Color, lower: Color) {
        let paper = cell.style.background
        guard (0x2580...0x259F).contains(cell.glyph) else { return (paper, paper) }
        let samples = beneath(cell)
        func half(_ range: Range<Int>) -> Color {
            let mean = range.reduce(SIMD4<Float>.zero) { $0 + samples[$1] } / Float(range.count)
            return mean.w >= 1 - 0.5 / 255 ? LinearLight.color(mean) : paper
        }
        return (half(0..<4), half(4..<8))
    }

    /// The two halves of every cell of a frame of `size`, row by row, upper first.
    private func samples(for size: Size) -> [SIMD4<Float>] {
        if let halves, halves.size == size { return halves.samples }
        let key = SampledKey(image: ObjectIdentifier(image), size: size, capInsets: style.capInsets, tiles: style.tiles,
                             nearest: style.nearest, resizable: style.resizable, fine: style.precision == .eighths)
        if let known = Self.sampled[key] {
            halves = (size, known.samples)
            return known.samples
        }
        let width = cells.points(columns: size.width), height = cells.points(rows: size.height)
        let caps = style.resizable ? style.capInsets : EdgeInsets()
        let tiles = style.resizable && style.tiles
        let across = ImageAxis(points: points.width, pixels: image.width, drawn: width,
                               leadingCap: caps.leading, trailingCap: caps.trailing, tiles: tiles)
        let down = ImageAxis(points: points.height, pixels: image.height, drawn: height,
                             leadingCap: caps.top, trailingCap: caps.bottom, tiles: tiles)
        // Two halves a cell, or 2 × 4 samples (row by row) for a fit.
        let (perRow, perColumn) = style.precision == .eighths ? (2, 4) : (1, 2)
        let w = cells.columnWidth / Double(perRow), h = cells.rowHeight / Double(perColumn)
        var samples: [SIMD4<Float>] = []
        samples.reserveCapacity(size.width * size.height * perRow * perColumn)
        for row in 0..<size.height {
            for column in 0..<size.width {
                for j in 0..<perColumn {
                    let y0 = Double(row) * cells.rowHeight + Double(j) * h
                    for i in 0..<perRow {
                        let x0 = Double(column) * cells.columnWidth + Double(i) * w
                        samples.append(ImageSampling.mean(image, across: across, down: down, x0: x0, x1: x0 + w,
                                                          y0: y0, y1: y0 + h, nearest: style.nearest))
                    }
                }
            }
        }
        halves = (size, samples)
        if Self.sampled.count >= 256 { Self.sampled.removeAll() }
        // The entry holds the picture, so its identifier is never reused while kept.
        Self.sampled[key] = (image, samples)
        return samples
    }

    /// `color` with each sRGB channel turned over (255 − c).
    static func negative(_ color: Color) -> Color {
        guard case .rgb(let r, let g, let b) = color.kind else { return color }
        return Color(.rgb(255 - r, 255 - g, 255 - b), alpha: color.alpha)
    }

    /// A premultiplied linear sample as a cell color over `beneath`: opaque
    /// as it is; translucent mixed with `beneath` in linear light when that
    /// is known, or kept translucent for a later compose over a clear layer.
    static func color(_ sample: SIMD4<Float>, over beneath: Color) -> Color {
        let a = sample.w
        if a >= 1 - 0.5 / 255 {
            return Color(.rgb(ImageSampling.byte(sample.x / a), ImageSampling.byte(sample.y / a), ImageSampling.byte(sample.z / a)))
        }
        if beneath.alpha >= 1 {
            let (r, g, b) = ColorSpace.rgb(of: beneath, asBackground: true)
            let under = SIMD4(ImageSampling.linear[Int(r)], ImageSampling.linear[Int(g)], ImageSampling.linear[Int(b)], 1)
            let mixed = sample + under * (1 - a)
            return Color(.rgb(ImageSampling.byte(mixed.x), ImageSampling.byte(mixed.y), ImageSampling.byte(mixed.z)))
        }
        guard a > 0 else { return .clear }
        return Color(.rgb(ImageSampling.byte(sample.x / a), ImageSampling.byte(sample.y / a), ImageSampling.byte(sample.z / a)),
                     alpha: Double(a))
    }
}
