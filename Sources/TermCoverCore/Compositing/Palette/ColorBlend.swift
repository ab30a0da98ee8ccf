/// How a translucent color lands on the color beneath it.
///
/// The terminal's default color means the text color when it colors a
/// glyph and the background color when it colors a cell, so every mix says
/// which role each end plays; the RGB behind the defaults and the ANSI
/// colors comes from `TerminalColors.current`.
enum ColorBlend {
    /// `top` over `beneath`, both in the role `asBackground` says. Opaque
    /// colors win outright and clear ones vanish. Over a clear color the
    /// top is kept as it is, alpha and all, to be mixed once it lands on
    /// something known; over a translucent one the two combine as alpha
    /// compositing does. Anything else is mixed in OKLab (see `ColorSpace`).
    static func over(_ top: Color, _ beneath: Color, asBackground: Bool = true) -> Color {
        if top.alpha >= 1 { return top }
        if top.alpha <= 0 { return beneath }
        if beneath.alpha <= 0 { return top }
        let alpha = top.alpha + beneath.alpha * (1 - top.alpha)
        let mixed = mix(beneath, isBackground: asBackground, top, isBackground: asBackground, top.alpha / alpha)
        return alpha >= 1 ? mixed : Color(mixed.kind, alpha: alpha)
    }

    /// Translucent `ink` drawn on a cell whose color is `paper`. Over a
    /// clear (not yet known) paper it keeps its alpha for a later compose.
    static func ink(_ ink: Color, on paper: Color) -> Color {
        if ink.alpha >= 1 || paper.alpha <= 0 { return ink }
        if ink.alpha <= 0 { return Color(paper.kind) }
        return mix(paper, isBackground: true, ink, isBackground: false, ink.alpha)
    }

    /// A glyph's ink `ink` seen through `veil`, a cell color laid over it:
    /// what a translucent dim does to the text beneath it.
    static func veil(_ ink: Color, with veil: Color) -> Color {
        if veil.alpha <= 0 || ink.alpha <= 0 { return ink }
        return mix(ink, isBackground: false, veil, isBackground: true, veil.alpha)
    }

    /// `from` moved `t` of the way to `to` in OKLab, on a terminal showing
    /// `colors`. The flags say whether each end is a background, which
    /// decides what the terminal's default color means. Equal colors in the
    /// same role come back unchanged, so fading a view over the same default
    /// background keeps the terminal's own color, whatever it is.
    static func mix(_ from: Color, isBackground fromIsBackground: Bool, _ to: Color, isBackground toIsBackground: Bool,
                    _ t: Double, in colors: TerminalColors = .current) -> Color {
        if t <= 0 { return Color(from.kind) }
        if t >= 1 { return Color(to.kind) }
        if from.kind == to.kind && (from.kind != .terminalDefault || fromIsBackground == toIsBackground) {
            return Color(to.kind)
        }
        let a = ColorSpace.lab(ColorSpace.rgb(of: from, asBackground: fromIsBackground, in: colors))
        let b = ColorSpace.lab(ColorSpace.rgb(of: to, asBackground: toIsBackground, in: colors))
        let m = ColorSpace.Lab(l: a.l + (b.l - a.l) * t, a: a.a + (b.a - a.a) * t, b: a.b + (b.b - a.b) * t)
        let (r, g, bl) = ColorSpace.rgb(m)
        return Color(.rgb(r, g, bl))
    }
}
