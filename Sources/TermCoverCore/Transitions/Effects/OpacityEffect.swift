/// `opacity(_:)` on terminals that can show blended colors (256 and 24-bit).
///
/// A cell holds one glyph, so true alpha compositing is impossible; this is
/// the closest honest version. Backgrounds are mixed in OKLab. The glyph is
/// the layer's from opacity 0.5 on and the one beneath below, and the glyph
/// shown is colored as if it were really blended: the layer's ink over the
/// background beneath it, or the beneath ink seen through the layer's
/// background. Each glyph thus fades toward the background it sits on and
/// they swap at equal (half) contrast, so text neither pops in at full
/// strength nor smears two glyphs together.
///
/// The results are opaque RGB colors; the backend quantizes them to the
/// palette.
extension Canvas {
    /// Draws `cell` (a wide lead when `wide`, with its continuation at x + 1)
    /// over (x, y) at `alpha`, strictly between 0 and 1.
    mutating func drawBlended(_ cell: Cell, wide: Bool, x: Int, y: Int, alpha: Double, blends: inout BlendMemo) {
        let hasGlyph = !(!cell.hasCharacter && cell.width == 1)
        let showsLayerGlyph = hasGlyph && alpha >= 0.5
        let beneath = (self[x, y], wide ? self[x + 1, y] : self[x, y])
        // A normal draw first, so wide glyphs beneath are broken exactly as usual.
        if showsLayerGlyph { drawUnit(cell, wide: wide, x: x, y: y) }
        for column in x..<(wide ? x + 2 : x + 1) {
            let under = column == x ? beneath.0 : beneath.1
            var shown = showsLayerGlyph ? self[column, y] : under
            if under.style.background.isClear {
                // Nothing known beneath (the destination is itself a layer):
                // the colors keep their alpha and are mixed when that layer
                // is composed in turn.
                if showsLayerGlyph {
                    shown.style.foreground = cell.style.foreground.opacity(alpha)
                    shown.style.background = cell.style.background.opacity(alpha)
                } else if !cell.style.background.isClear {
                    shown.style.background = cell.style.background.opacity(alpha)
                }
            } else if showsLayerGlyph {
                let ground = under.style.background
                shown.style.foreground = blends.mix(ground, isBackground: true, shown.style.foreground, isBackground: false, alpha)
                shown.style.background = blends.mix(ground, isBackground: true, shown.style.background, isBackground: true, alpha)
            } else {
                // The glyph beneath stays, seen through the layer's background.
                let veil = ColorBlend.over(cell.style.background, under.style.background)
                if hasGlyph {
                    shown.style.foreground = blends.mix(under.style.foreground, isBackground: false, veil, isBackground: true, alpha)
                }
                shown.style.background = blends.mix(under.style.background, isBackground: true, veil, isBackground: true, alpha)
            }
            self[column, y] = shown
        }
    }
}

/// Color mixing for opacity, where the two ends may play different roles.
enum OpacityBlend {
    /// `from` moved `t` of the way to `to` in OKLab. The flags say whether
    /// each end is a background, which decides what the terminal's default
    /// color means. Equal colors come back unchanged, so fading a view over
    /// the same default background keeps the terminal's own (unknown) color.
    static func mix(_ from: Color, isBackground fromIsBackground: Bool,
                    _ to: Color, isBackground toIsBackground: Bool, _ t: Double) -> Color {
        if t <= 0 { return from }
        if t >= 1 { return to }
        if from.kind == to.kind && (from.kind != .terminalDefault || fromIsBackground == toIsBackground) {
            return Color(to.kind)
        }
        let a = ColorSpace.lab(ColorSpace.rgb(of: from, asBackground: fromIsBackground))
        let b = ColorSpace.lab(ColorSpace.rgb(of: to, asBackground: toIsBackground))
        let m = ColorSpace.Lab(l: a.l + (b.l - a.l) * t, a: a.a + (b.a - a.a) * t, b: a.b + (b.b - a.b) * t)
        let (r, g, bl) = ColorSpace.rgb(m)
        return Color(.rgb(r, g, bl))
    }
}

/// The blends of one compose, remembered. A fade blends the same few pairs
/// of colors at one opacity over thousands of cells; each blend is two trips
/// through OKLab. The memo is direct-mapped (a clash just recomputes), keyed
/// by the two colors' kinds and roles, which is all `OpacityBlend.mix` reads
/// besides the opacity, fixed for the memo's life.
struct BlendMemo {
    let alpha: Double
    private var keys: [UInt64]
    private var values: [Color]
    private static let slots = 256
    private static let empty = UInt64.max

    init(alpha: Double) {
        self.alpha = alpha
        keys = Array(repeating: Self.empty, count: Self.slots)
        values = Array(repeating: .clear, count: Self.slots)
    }

    /// `OpacityBlend.mix` at the memo's opacity.
    mutating func mix(_ from: Color, isBackground fromIsBackground: Bool,
                      _ to: Color, isBackground toIsBackground: Bool, _ t: Double) -> Color {
        guard t == alpha else { return OpacityBlend.mix(from, isBackground: fromIsBackground, to, isBackground: toIsBackground, t) }
        let key = Self.code(from.kind) | Self.code(to.kind) << 27
            | (fromIsBackground ? 1 << 54 : 0) | (toIsBackground ? 1 << 55 : 0)
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 56)
        if keys[slot] == key { return values[slot] }
        let mixed = OpacityBlend.mix(from, isBackground: fromIsBackground, to, isBackground: toIsBackground, t)
        keys[slot] = key
        values[slot] = mixed
        return mixed
    }

    /// A color's kind in 27 bits.
    private static func code(_ kind: Color.Kind) -> UInt64 {
        switch kind {
        case .terminalDefault: 0
        case .ansi(let n): 1 << 24 | UInt64(n)
        case .palette(let n): 2 << 24 | UInt64(n)
        case .rgb(let r, let g, let b): 3 << 24 | UInt64(r) << 16 | UInt64(g) << 8 | UInt64(b)
        }
    }
}
