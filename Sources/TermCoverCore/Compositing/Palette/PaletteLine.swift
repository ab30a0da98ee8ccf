/// The colors a 256-color terminal may show between two colors of a fade:
/// the two ends, and the palette colors that lie on the straight line
/// between them in OKLab, within `reach` of it.
///
/// Dithering each blend per channel of the cube (`PaletteDither`) mixes
/// corners of the cube around the blend, and those lie off the fade's line:
/// between black and a blue, navy and teal cells made a patchwork. A fade
/// drawn from its own line's colors shows only colors the eye takes for a
/// step of that fade. Where the palette has nothing near the line (black to
/// the cube's blue 24), the cells are the two ends in shares that follow
/// the fade, each cell turning once its threshold passes.
///
/// Distance is Euclidean in OKLab (`ColorSpace.lab`), whose unit is about
/// fifty just-noticeable differences: `reach` is one of them.
struct PaletteLine {
    /// How far (OKLab distance) a palette color may lie from the line and
    /// still be taken for a step of the fade: about one just-noticeable
    /// difference, so a step never shows a hue the fade does not pass.
    static let reach = 0.02

    /// A color the fade may show, at `position` along the line (0 the
    /// start, 1 the end).
    struct Stop {
        var position: Double
        var color: Color
    }

    /// The stops, in order along the line: the start, the palette colors
    /// near it, the end.
    private(set) var stops: [Stop]
    /// The line's length in OKLab.
    private let length: Double

    /// The line from `from` to `to`, whose colors on this terminal are
    /// `fromRGB` and `toRGB`.
    init(from: Color, _ fromRGB: (UInt8, UInt8, UInt8), to: Color, _ toRGB: (UInt8, UInt8, UInt8)) {
        stops = [Stop(position: 0, color: Color(from.kind))]
        let a = ColorSpace.lab(fromRGB), b = ColorSpace.lab(toRGB)
        let d = (b.l - a.l, b.a - a.a, b.b - a.b)
        let length2 = d.0 * d.0 + d.1 * d.1 + d.2 * d.2
        length = length2.squareRoot()
        if length2 > 1e-12 {
            var inner: [Stop] = []
            for (index, p) in Self.paletteLabs.enumerated() {
                let v = (p.l - a.l, p.a - a.a, p.b - a.b)
                let s = (v.0 * d.0 + v.1 * d.1 + v.2 * d.2) / length2
                // Too near an end to be a step of its own: the end is shown there.
                guard s > 0.02, s < 0.98 else { continue }
                let off = (v.0 - s * d.0, v.1 - s * d.1, v.2 - s * d.2)
                guard (off.0 * off.0 + off.1 * off.1 + off.2 * off.2).squareRoot() <= Self.reach else { continue }
                inner.append(Stop(position: s, color: Color(.palette(UInt8(16 + index)))))
            }
            stops += inner.sorted { $0.position < $1.position }
        }
        stops.append(Stop(position: 1, color: Color(to.kind)))
    }

    /// The color of a cell whose threshold (0..<1) is `threshold`, `t` of
    /// the way along: of the two stops around `t`, the later once the
    /// share of the way between them passes the threshold. As `t` grows a
    /// cell only ever moves on to later stops, so a fade never shimmers.
    func color(at t: Double, threshold: Double) -> Color {
        if t <= 0 { return stops[0].color }
        if t >= 1 { return stops[stops.count - 1].color }
        var i = 0
        while i + 2 < stops.count && stops[i + 1].position <= t { i += 1 }
        let lo = stops[i], hi = stops[i + 1]
        let share = (t - lo.position) / (hi.position - lo.position)
        return share > threshold ? hi.color : lo.color
    }

    /// The cell for `t` of the way along, where a whole-cell mix would be
    /// coarse: between two stops farther apart than `shadeGap`, a shade
    /// glyph in the later stop's color over the earlier's, its density the
    /// share between them in `steps` (4: ░ ▒ ▓ in quarters; 2: ▒ alone, in
    /// halves). Where the palette has nothing between black and a blue, a
    /// translucent card is then a fine even stipple, not teal sown with
    /// black cells; nearer stops are whole cells (`color(at:threshold:)`,
    /// turning at `threshold`). `shadeThreshold` (0..<1) chooses between
    /// the two densities around the share; as `t` grows a cell only ever
    /// gets denser, so the mix never shimmers.
    ///
    /// A cell changes `steps` times over the line: a picture, redrawn each
    /// frame anyway, takes quarters; a fade, which otherwise sends only
    /// the cells that turn, takes halves, each cell sent twice.
    func shade(at t: Double, threshold: Double, shadeThreshold: Double, steps: Int = 4) -> (glyph: UInt32, ink: Color, paper: Color) {
        if t <= 0 { return (BlockGlyphs.space, stops[0].color, stops[0].color) }
        if t >= 1 { return (BlockGlyphs.space, stops[stops.count - 1].color, stops[stops.count - 1].color) }
        var i = 0
        while i + 2 < stops.count && stops[i + 1].position <= t { i += 1 }
        let lo = stops[i], hi = stops[i + 1]
        let share = (t - lo.position) / (hi.position - lo.position)
        guard (hi.position - lo.position) * length > Self.shadeGap else {
            let color = share > threshold ? hi.color : lo.color
            return (BlockGlyphs.space, color, color)
        }
        let scaled = share * Double(steps)
        let density = Int(scaled) + (scaled - scaled.rounded(.down) > shadeThreshold ? 1 : 0)
        switch density {
        case ...0: return (BlockGlyphs.space, lo.color, lo.color)
        case steps...: return (BlockGlyphs.space, hi.color, hi.color)
        default: return (Self.shades[density * 4 / steps - 1], hi.color, lo.color)
        }
    }

    /// ░ ▒ ▓: a quarter, a half and three quarters of a cell's ink.
    static let shades: [UInt32] = [0x2591, 0x2592, 0x2593]
    /// Stops farther apart than this (OKLab, about four just-noticeable
    /// differences) are mixed by shade glyphs in a picture.
    static let shadeGap = 0.08

    /// The stop nearest `t` of the way along: for a glyph's ink, which is
    /// not dithered (letters of one word in two colors read as noise).
    func nearest(at t: Double) -> Color {
        var best = stops[0]
        for stop in stops where abs(stop.position - t) < abs(best.position - t) { best = stop }
        return best.color
    }

    /// OKLab of palette colors 16–255 (0–15 are the terminal's own choice).
    private static let paletteLabs: [ColorSpace.Lab] = (16...255).map {
        ColorSpace.lab(ColorSpace.rgb(palette: UInt8($0), in: .dark))
    }

    /// The threshold of the screen cell (x, y) for a dithered fade: the
    /// rank of `PaletteRuns`, whose runs along rows cost the terminal few
    /// color changes.
    @inline(__always)
    static func threshold(x: Int, y: Int) -> Double {
        (Double(PaletteRuns.rank(x: x, y: y)) + 0.5) / 64
    }
}
