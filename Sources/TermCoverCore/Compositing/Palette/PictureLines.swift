/// The colors of a picture (a scaled, turning or zooming layer: see
/// `composePicture`) on a 256-color terminal, each drawn from a fade's
/// line (`PaletteLine`) between two of the colors that make it.
///
/// A picture cell's colors are means of many samples: the layer's
/// backgrounds and inks, and what is beneath. Dithered per channel of the
/// cube (`PaletteDither`) such a mean shows cube corners off every line
/// between those colors (navy and teal squares between black and a blue),
/// which read as a grid of dark patches over a turning card. Here each
/// color is placed on the nearest straight OKLab segment between two of its
/// ends (the color beneath the cell, the layer's colors), and the cell
/// shows that line's stop before or after it, turning at its threshold, as
/// a fade's cells do: a rest color, a palette color within
/// `PaletteLine.reach` of the line, or a stable mix of the two ends.
struct PictureLines {
    /// A color the picture is made of, as a cell background may show it.
    private struct End {
        let color: Color
        let lab: ColorSpace.Lab
    }

    /// The layer's colors, most used first (at most `limit`).
    private let ends: [End]
    private static let limit = 12
    /// Nearest segment per target color and color beneath.
    private var memo: [Key: (from: Int, to: Int, t: Double)] = [:]
    /// The last key placed and its place: neighbouring cells mostly share
    /// one (a veil's plain stretch), and comparing is cheaper than hashing.
    private var lastPlace: (key: Key, found: (from: Int, to: Int, t: Double))?
    private struct Key: Hashable { let rgb: UInt32; let under: Color }
    private var blends = BlendMemo()

    /// The lines of `layer`'s colors: its cells' backgrounds, and their
    /// glyphs' inks as seen on them (a translucent ink over its paper).
    init(_ layer: CellGrid) {
        var counts: [Color: Int] = [:]
        // Counted by runs: neighbours mostly share a style, and hashing
        // every cell's was 7% of a turning layer's frame at 400x120.
        var styles: [Style: Int] = [:]
        var run: Style?, length = 0
        for cell in layer.cells where !cell.isTransparent {
            if cell.style == run {
                length += 1
            } else {
                if let run { styles[run, default: 0] += length }
                run = cell.style
                length = 1
            }
        }
        if let run { styles[run, default: 0] += length }
        for (style, n) in styles {
            var fg = style.foreground, bg = style.background
            if style.attributes.contains(.reverse) { swap(&fg, &bg) }
            // A translucent background's own color is an end too: what it
            // shows lies on the line from the color beneath to it.
            if bg.alpha > 0 { counts[Color(bg.kind), default: 0] += n }
            if fg.alpha > 0, bg.alpha >= 1 {
                let paper = ColorSpace.rgb(of: bg, asBackground: true)
                let ink = fg.alpha >= 1 && fg.kind != .terminalDefault
                    ? Color(fg.kind)
                    : ColorBlend.mix(Color(.rgb(paper.0, paper.1, paper.2)), isBackground: true,
                                     Color(fg.kind), isBackground: false, fg.alpha)
                counts[Self.asRestInk(ink), default: 0] += n
            } else if fg.alpha >= 1 {
                // Text on a clear layer (a blurred phrase): its ink is an end too,
                // or the picture's soft ink would have no line to lie on.
                counts[Self.asRestInk(Color(fg.kind)), default: 0] += n
            }
        }
        // Ties broken by the color itself: a dictionary's order differs from
        // one instance to the next, and with it the lines' directions and
        // so their shades, frame to frame.
        ends = counts.sorted { ($0.value, $1.key.packedKind) > ($1.value, $0.key.packedKind) }.prefix(Self.limit).map {
            End(color: $0.key, lab: ColorSpace.lab(ColorSpace.rgb(of: $0.key, asBackground: true)))
        }
    }

    /// An ink as a cell's background, in the palette color a 256-color
    /// terminal shows it in at rest (ink is rounded, not dithered: see
    /// `PaletteQuantizer`); the terminal's default ink has no background
    /// of its own, so it is its nearest palette color too.
    private static func asRestInk(_ color: Color) -> Color {
        switch color.kind {
        case .palette, .ansi: return color
        default: return Color(.palette(ColorSpace.nearestPaletteIndex(ColorSpace.rgb(of: color, asBackground: false))))
        }
    }

    /// The palette color a picture cell at (x, y) shows for `color` (an
    /// opaque RGB or the default), over a cell whose background is
    /// `under`, with the cell's `threshold` (0..<1).
    mutating func color(_ color: Color, under: Color, threshold: Double) -> Color {
        switch place(color, under: under) {
        case .end(let end): return end
        case .between(let from, let to, let t):
            return blends.line(from, isBackground: true, to, isBackground: true).color(at: t, threshold: threshold)
        }
    }

    /// The palette color for `color` over `under` that lies nearest it on
    /// its line, undithered: for the two colors of an edge cell, whose
    /// split glyph already mixes them, and which a dither would turn into
    /// a row of dark notches along the edge.
    mutating func nearest(_ color: Color, under: Color) -> Color {
        switch place(color, under: under) {
        case .end(let end): return end
        case .between(let from, let to, let t):
            return blends.line(from, isBackground: true, to, isBackground: true).nearest(at: t)
        }
    }

    /// A flat picture cell of `color` over a cell whose background is
    /// `under`: between two ends that the palette has little between, a
    /// shade glyph mixing them (`PaletteLine.shade(at:threshold:)`), finer
    /// than whole cells of either.
    /// `threshold` orders whole cells of a color, `shadeThreshold` the
    /// shades' glyphs.
    mutating func cell(_ color: Color, under: Color, threshold: Double, shadeThreshold: Double) -> Cell {
        switch place(color, under: under) {
        case .end(let end): return BlockGlyphs.cell(BlockGlyphs.space, ink: end, paper: end)
        case .between(let from, let to, let t):
            let shade = blends.line(from, isBackground: true, to, isBackground: true)
                .shade(at: t, threshold: threshold, shadeThreshold: shadeThreshold)
            return BlockGlyphs.cell(shade.glyph, ink: shade.ink, paper: shade.paper)
        }
    }

    private enum Place { case end(Color), between(Color, Color, Double) }

    /// Where `color` lies: at an end, or part-way along a line between two.
    private mutating func place(_ color: Color, under: Color) -> Place {
        let rgb = ColorSpace.rgb(of: color, asBackground: true)
        let key = Key(rgb: UInt32(rgb.0) << 16 | UInt32(rgb.1) << 8 | UInt32(rgb.2), under: Color(under.kind))
        let found: (from: Int, to: Int, t: Double)
        if let lastPlace, lastPlace.key == key {
            found = lastPlace.found
        } else if let known = memo[key] {
            found = known
        } else {
            found = nearest(ColorSpace.lab(rgb), under: Color(under.kind))
            memo[key] = found
        }
        lastPlace = (key, found)
        let from = found.from < 0 ? Color(under.kind) : ends[found.from].color
        if found.t <= 0 || found.from == found.to { return .end(from) }
        let to = ends[found.to].color
        if found.t >= 1 { return .end(to) }
        return .between(from, to, found.t)
    }

    /// The segment nearest `p` among those between the ends and `under`
    /// (index -1), and how far along it `p` lies; an end itself when `p` is
    /// within a third of a just-noticeable difference of it.
    private func nearest(_ p: ColorSpace.Lab, under: Color) -> (from: Int, to: Int, t: Double) {
        let underLab = ColorSpace.lab(ColorSpace.rgb(of: under, asBackground: true))
        func lab(_ i: Int) -> ColorSpace.Lab { i < 0 ? underLab : ends[i].lab }
        var best = (from: -1, to: -1, t: 0.0, d: distance2(p, underLab))
        for i in -1..<ends.count {
            let a = lab(i)
            let d = distance2(p, a)
            if d < best.d { best = (i, i, 0, d) }
            for j in (i + 1)..<ends.count {
                let b = ends[j].lab
                let v = (b.l - a.l, b.a - a.a, b.b - a.b)
                let length2 = v.0 * v.0 + v.1 * v.1 + v.2 * v.2
                guard length2 > 1e-12 else { continue }
                let t = max(0, min(1, ((p.l - a.l) * v.0 + (p.a - a.a) * v.1 + (p.b - a.b) * v.2) / length2))
                let q = ColorSpace.Lab(l: a.l + v.0 * t, a: a.a + v.1 * t, b: a.b + v.2 * t)
                let dq = distance2(p, q)
                if dq < best.d - 1e-12 { best = (i, j, t, dq) }
            }
        }
        // Within a third of a just-noticeable difference of an end: that end, no texture.
        let tolerance = PaletteDither.tolerance * PaletteDither.tolerance
        if best.from != best.to {
            if distance2(p, lab(best.from)) < tolerance { return (best.from, best.from, 0) }
            if distance2(p, lab(best.to)) < tolerance { return (best.to, best.to, 0) }
        }
        return (best.from, best.to, best.t)
    }

    private func distance2(_ p: ColorSpace.Lab, _ q: ColorSpace.Lab) -> Double {
        let d = (p.l - q.l, p.a - q.a, p.b - q.b)
        return d.0 * d.0 + d.1 * d.1 + d.2 * d.2
    }
}
