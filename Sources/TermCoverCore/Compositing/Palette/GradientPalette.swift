import Foundation

/// The colors a 256-color terminal shows a gradient with: the palette
/// colors that lie on the gradient's own course in OKLab, each placed at
/// the fraction where the course passes nearest it, and a color for each
/// of the gradient's stops.
///
/// Quantizing each cell's blend on its own (`PaletteDither`, per channel
/// of the cube) mixed corners of the cube around it: in a yellow-to-orange
/// star the cells took oranges with a blue cast and pale yellows the
/// gradient never passes, in patches a cell wide, and a shape's edge cells,
/// whose ink was rounded rather than dithered, stood out of its outline.
/// Here a cell `t` of the way along shows only the two stops of this line
/// around `t`, in shares that follow the gradient, fixed to the screen (a
/// threshold by cell, `color(at:threshold:)`, or split within the cell,
/// `CellGrid.paintInPalette`): every cell is a color on the gradient's
/// course, the mean over a few cells follows the gradient, and along it a
/// cell only ever moves on to later stops, so it reads monotone.
///
/// A stop of the gradient keeps a terminal color of its own (a named
/// color, a palette index); an RGB stop is shown as its nearest palette
/// color (the error a palette cannot avoid at that point).
struct GradientPalette {
    /// How far (OKLab distance) a palette color may lie from the course
    /// and be a step of it: `PaletteLine`'s, about one just-noticeable
    /// difference.
    static let reach = PaletteLine.reach

    /// The stops, by position (the gradient's fraction) along the gradient.
    private(set) var stops: [PaletteLine.Stop]

    /// The line of `gradient` on a terminal showing `colors`; nil when a
    /// stop is translucent (what it shows depends on what is beneath, and
    /// is mixed later).
    init?(_ gradient: GradientStyle, in colors: TerminalColors = .current) {
        let given = gradient.stops
        guard !given.isEmpty, given.allSatisfy({ $0.color.alpha >= 1 }) else { return nil }
        stops = []
        for (i, stop) in given.enumerated() {
            stops.append(PaletteLine.Stop(position: Double(stop.location), color: Self.terminalColor(stop.color, colors)))
            guard i + 1 < given.count else { continue }
            let from = Double(stop.location), to = Double(given[i + 1].location)
            guard to > from else { continue }
            stops += Self.inner(gradient, from: from, to: to, colors)
        }
    }

    /// `color` as the terminal shows it: its own index, or its nearest palette color.
    private static func terminalColor(_ color: Color, _ colors: TerminalColors) -> Color {
        switch color.kind {
        case .rgb(let r, let g, let b): Color(.palette(ColorSpace.nearestPaletteIndex((r, g, b))))
        default: Color(color.kind)
        }
    }

    /// Pieces each span of the course is followed along: a span between
    /// two stops mixed in sRGB is a curve in OKLab.
    private static let pieces = 24

    /// The palette colors within `reach` of the course between fractions
    /// `from` and `to`, at the fractions where it passes nearest them.
    private static func inner(_ gradient: GradientStyle, from: Double, to: Double, _ colors: TerminalColors)
        -> [PaletteLine.Stop] {
        let course: [ColorSpace.Lab] = (0...pieces).map {
            let t = from + (to - from) * Double($0) / Double(pieces)
            return ColorSpace.lab(ColorSpace.rgb(of: gradient.color(at: t, in: colors), asBackground: true, in: colors))
        }
        var found: [PaletteLine.Stop] = []
        for (index, p) in paletteLabs.enumerated() {
            var best = (distance: Double.infinity, along: 0.0)
            for k in 0..<pieces {
                let a = course[k], b = course[k + 1]
                let d = (b.l - a.l, b.a - a.a, b.b - a.b), v = (p.l - a.l, p.a - a.a, p.b - a.b)
                let length2 = d.0 * d.0 + d.1 * d.1 + d.2 * d.2
                let s = length2 > 1e-12 ? max(0, min(1, (v.0 * d.0 + v.1 * d.1 + v.2 * d.2) / length2)) : 0
                let off = (v.0 - s * d.0, v.1 - s * d.1, v.2 - s * d.2)
                let distance = (off.0 * off.0 + off.1 * off.1 + off.2 * off.2).squareRoot()
                if distance < best.distance { best = (distance, (Double(k) + s) / Double(pieces)) }
            }
            // Too near a stop of the gradient to be a step of its own: the stop's color is shown there.
            guard best.distance <= reach, best.along > 0.02, best.along < 0.98 else { continue }
            found.append(PaletteLine.Stop(position: from + (to - from) * best.along, color: Color(.palette(UInt8(16 + index)))))
        }
        return found.sorted { $0.position < $1.position }
    }

    /// OKLab of palette colors 16–255 (0–15 are the terminal's own choice).
    private static let paletteLabs: [ColorSpace.Lab] = (16...255).map {
        ColorSpace.lab(ColorSpace.rgb(palette: UInt8($0), in: .dark))
    }

    /// The color of a cell whose threshold (0..<1) is `threshold`, at the
    /// gradient's fraction `t`: of the two stops around `t`, the later once
    /// the share of the way between them passes the threshold. The ends
    /// are held beyond them; at a hard step (two stops at one place) the
    /// later color starts there.
    func color(at t: Double, threshold: Double) -> Color {
        let i = lastStop(atOrBefore: t)
        guard i >= 0 else { return stops[0].color }
        guard i + 1 < stops.count else { return stops[i].color }
        let lo = stops[i], hi = stops[i + 1]
        let span = hi.position - lo.position
        guard span > 0 else { return hi.color }
        return (t - lo.position) / span > threshold ? hi.color : lo.color
    }

    /// The two stops around the fraction `t` and the share of the way from
    /// the first to the second (the ends held beyond them).
    func bracket(at t: Double) -> (lo: Color, hi: Color, share: Double) {
        let i = lastStop(atOrBefore: t)
        guard i >= 0 else { return (stops[0].color, stops[0].color, 0) }
        guard i + 1 < stops.count else { return (stops[i].color, stops[i].color, 0) }
        let lo = stops[i], hi = stops[i + 1]
        let span = hi.position - lo.position
        return (lo.color, hi.color, span > 0 ? min(1, max(0, (t - lo.position) / span)) : 1)
    }

    /// The stop nearest the fraction `t`: for a glyph's ink, which is not
    /// dithered (letters of one word in two colors read as noise).
    func nearest(at t: Double) -> Color {
        let i = lastStop(atOrBefore: t)
        guard i >= 0 else { return stops[0].color }
        guard i + 1 < stops.count else { return stops[i].color }
        return t - stops[i].position <= stops[i + 1].position - t ? stops[i].color : stops[i + 1].color
    }

    /// The index of the last stop at or before `t` (-1 when all are after it).
    private func lastStop(atOrBefore t: Double) -> Int {
        var lo = 0, hi = stops.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if stops[mid].position <= t { lo = mid + 1 } else { hi = mid }
        }
        return lo - 1
    }
}
