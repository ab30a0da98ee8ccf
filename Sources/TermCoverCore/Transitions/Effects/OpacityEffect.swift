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
    mutating func drawBlended(_ cell: Cell, wide: Bool, x: Int, y: Int, alpha: Double) {
        let columns = x..<(wide ? x + 2 : x + 1)
        let hasGlyph = !(cell.character == nil && cell.width == 1)
        if columns.allSatisfy({ self[$0, y].style.background.isClear }) {
            drawTranslucent(cell, wide: wide, x: x, y: y, alpha: alpha, hasGlyph: hasGlyph)
            return
        }
        let beneath = (self[x, y], wide ? self[x + 1, y] : self[x, y])
        if hasGlyph && alpha >= 0.5 {
            drawUnit(cell, wide: wide, x: x, y: y)
            for column in columns {
                var shown = self[column, y]
                let under = (column == x ? beneath.0 : beneath.1).style.background
                shown.style.foreground = OpacityBlend.mix(under, isBackground: true,
                                                          shown.style.foreground, isBackground: false, alpha)
                shown.style.background = OpacityBlend.mix(under, isBackground: true,
                                                          shown.style.background, isBackground: true, alpha)
                self[column, y] = shown
            }
        } else {
            // The glyph beneath stays; the layer's background is laid over it.
            for column in columns {
                var shown = column == x ? beneath.0 : beneath.1
                let layerBackground = ColorBlend.over(cell.style.background, shown.style.background)
                if hasGlyph {
                    shown.style.foreground = OpacityBlend.mix(shown.style.foreground, isBackground: false,
                                                              layerBackground, isBackground: true, alpha)
                }
                shown.style.background = OpacityBlend.mix(shown.style.background, isBackground: true,
                                                          layerBackground, isBackground: true, alpha)
                self[column, y] = shown
            }
        }
    }

    /// Over nothing (the destination is itself an undrawn layer) there is no
    /// color to mix with yet: the cell keeps its colors with their alpha
    /// multiplied, and the mixing happens when that layer is composed in turn.
    private mutating func drawTranslucent(_ cell: Cell, wide: Bool, x: Int, y: Int, alpha: Double, hasGlyph: Bool) {
        var style = cell.style
        style.foreground = style.foreground.opacity(alpha)
        style.background = style.background.opacity(alpha)
        if hasGlyph && alpha >= 0.5 {
            self[x, y] = Cell(cell.character, width: cell.width, style: style)
            if wide { self[x + 1, y] = Cell(nil, width: 0, style: style) }
        } else {
            style.foreground = .clear
            let tint = Cell(nil, style: style)
            self[x, y] = tint
            if wide { self[x + 1, y] = tint }
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
