/// `opacity(_:)`, and any layer cell whose own colors are translucent, as a
/// cross-fade.
///
/// A cell holds one glyph, so true alpha compositing is impossible; this is
/// the closest honest version, in two rules:
///
/// - Where only one of the two layers has a glyph (the other a blank), that
///   glyph stays for the whole fade and only its color moves: the layer's
///   ink over the mixed background as the layer fades in, or the glyph
///   beneath seen through the layer's background as it fades out. Nothing
///   pops: at the ends the glyph has the color of the cell.
/// - Where both have a glyph and they differ, the cell swaps at its own
///   threshold, taken from a blue-noise order over the middle half of the
///   fade (0.25 to 0.75), so the swaps are spread over many frames and over
///   the area instead of all happening in the frame that crosses 0.5. Both
///   glyphs keep fading continuously: the one beneath toward the cell's
///   color as the layer's ink grows, the layer's out of it.
///
/// Backgrounds always mix continuously in OKLab. The results are opaque RGB
/// colors (the backend quantizes them to the palette); over a cell whose
/// color is unknown (the destination is itself a layer) the colors keep an
/// alpha and are mixed when that layer is composed in turn.
extension CellGrid {
    /// Draws one glyph of a composed layer (a wide lead when `wide`) at
    /// (x, y) with the layer's `alpha`: a plain draw when nothing is
    /// translucent, a cross-fade where colors can blend, and otherwise the
    /// layer itself, dim below half opacity (`FaintLayer`). `layerX`, `layerY` is the cell's place
    /// in its layer, which picks its swap threshold, so the order moves with
    /// the view and a moving fade does not shimmer.
    ///
    /// `unit`, when set, is the opacity at which the cell's cluster of
    /// overlapping words swaps (see `SwapUnits`): the cell then shows the
    /// layer from that opacity on, whatever its own glyphs.
    mutating func drawFaded(_ cell: Cell, wide: Bool, x: Int, y: Int, layerX: Int, layerY: Int, alpha: Double,
                            swapAt unit: Double? = nil, paperAt paperUnit: Double? = nil,
                            colorSupport: ColorSupport, blends: inout BlendMemo) {
        let translucent = cell.style.foreground.isTranslucent || cell.style.background.isTranslucent
        if alpha >= 1 && !translucent {
            drawUnit(cell, wide: wide, x: x, y: y)
        } else if colorSupport.canBlend {
            drawBlended(cell, wide: wide, x: x, y: y, alpha: alpha,
                        swapAt: unit ?? Self.swapThreshold(x: layerX, y: layerY), wholeUnit: unit != nil,
                        paletteAt: colorSupport == .palette256 ? paperUnit ?? PaletteLine.threshold(x: x, y: y) : nil,
                        veils: paperUnit == nil, blends: &blends)
        } else {
            // No colour to carry a fade: the whole layer, dim below half (see `FaintLayer`).
            drawUnit(FaintLayer.cell(cell, alpha: alpha), wide: wide, x: x, y: y)
        }
    }

    /// The opacity at which the cell at (x, y) of a layer swaps the glyph
    /// beneath for its own: blue noise spread over 0.25 ..< 0.75.
    static func swapThreshold(x: Int, y: Int) -> Double {
        0.25 + 0.5 * BlueNoise.threshold(x: x, y: y)
    }

    /// Draws `cell` (a wide lead when `wide`, with its continuation at x + 1)
    /// over (x, y) at `alpha`, cross-fading as described above; the glyph
    /// swap, where there is one, happens once `alpha` reaches `threshold`;
    /// in a `wholeUnit` every cell swaps then, a glyph over a blank too, so
    /// its cluster of words changes layer in one frame. With `paletteAt`
    /// (a 256-color terminal), an opaque background is not blended but
    /// drawn from the fade's `PaletteLine`, the cell turning at that
    /// threshold (the same for every cell of a word: see `SwapUnits`).
    /// With `veils` too (a cell no word's paper claims), a blank between two
    /// far colors is a shade glyph, blank, ▒, then the layer's color, so
    /// mid-fade the screen is an even stipple rather than a patchwork of
    /// whole cells of either color (`PaletteLine.shade`, in halves: each
    /// cell is sent twice per fade, not four times).
    mutating func drawBlended(_ cell: Cell, wide: Bool, x: Int, y: Int, alpha: Double, swapAt threshold: Double,
                              wholeUnit: Bool = false, paletteAt paletteThreshold: Double? = nil,
                              veils: Bool = false, blends: inout BlendMemo) {
        var cell = cell
        if wholeUnit && alpha >= threshold && !cell.hasCharacter && cell.width == 1 {
            // A swapped cluster shows none of the glyphs beneath, even where the layer draws only a background.
            cell.glyph = GlyphCode.space
        }
        let beneath = (self[x, y], wide ? self[x + 1, y] : self[x, y])
        let layerInk = Self.hasInk(cell)
        let beneathInk = Self.hasInk(beneath.0) || (wide && Self.hasInk(beneath.1))
        let sameGlyph = cell.glyph == beneath.0.glyph && cell.width == beneath.0.width
        let showsLayer: Bool
        if wholeUnit && !(sameGlyph && layerInk) {
            showsLayer = alpha >= threshold
        } else if layerInk != beneathInk {
            showsLayer = layerInk
        } else if sameGlyph && layerInk {
            showsLayer = true
        } else {
            showsLayer = alpha >= threshold
        }
        // A layer cell with no character draws only a background.
        let drawsGlyph = showsLayer && !(!cell.hasCharacter && cell.width == 1)
        // A normal draw first, so wide glyphs beneath are broken exactly as usual.
        if drawsGlyph { drawUnit(cell, wide: wide, x: x, y: y) }
        let paperAlpha = alpha * cell.style.background.alpha
        let inkAlpha = alpha * cell.style.foreground.alpha
        let layerPaper = Color(cell.style.background.kind)
        let layerInkColor = Color(cell.style.foreground.kind)
        for column in x..<(wide ? x + 2 : x + 1) {
            let under = column == x ? beneath.0 : beneath.1
            var shown = drawsGlyph ? self[column, y] : under
            if drawsGlyph { shown.style.attributes = cell.style.attributes }
            if under.style.background.isClear {
                // Nothing known beneath: keep alphas for the later compose.
                if drawsGlyph {
                    shown.style.foreground = Color(layerInkColor.kind, alpha: inkAlpha)
                    shown.style.background = Color(layerPaper.kind, alpha: paperAlpha)
                } else if paperAlpha > 0 {
                    if Self.hasInk(under) {
                        shown.style.foreground = blends.mix(under.style.foreground, isBackground: false,
                                                            layerPaper, isBackground: true, paperAlpha)
                    }
                    shown.style.background = Color(layerPaper.kind, alpha: paperAlpha)
                }
                self[column, y] = shown
                continue
            }
            if let paletteThreshold, cell.style.background.alpha >= 1, under.style.background.alpha >= 1 {
                // 256 colors: every background a rest color or on the fade's line.
                let line = blends.line(under.style.background, isBackground: true, layerPaper, isBackground: true)
                let paper = line.color(at: paperAlpha, threshold: paletteThreshold)
                if veils, !Self.hasInk(shown), shown.width == 1, shown.style.attributes.isDisjoint(with: [.underline, .reverse]) {
                    // A blank of both layers, away from words: the veil of ▒ between the two colors,
                    // turning in pairs of cells (square on screen) in blue-noise order: a grain, not
                    // the bricks of runs, in pairs since a lone cell costs a cursor move of its own.
                    let shade = line.shade(at: paperAlpha, threshold: paletteThreshold,
                                           shadeThreshold: BlueNoise.threshold(x: column >> 1, y: y), steps: 2)
                    self[column, y] = BlockGlyphs.cell(shade.glyph, ink: shade.ink, paper: shade.paper)
                    continue
                }
                let inks = [under.style.foreground, cell.style.foreground]
                if inks.contains(where: \.isTranslucent) {
                    // A see-through ink (a secondary note) has no one color to turn to: blended over the paper.
                    let veiled = blends.mix(under.style.foreground, isBackground: false, layerPaper, isBackground: true, paperAlpha)
                    shown.style.foreground = drawsGlyph
                        ? blends.mix(paper, isBackground: true, layerInkColor, isBackground: false, inkAlpha) : veiled
                    shown.style.background = paper
                    self[column, y] = shown
                    continue
                }
                shown.style.foreground = Self.paletteInk(under: under, layerInk: layerInkColor, layerPaper: layerPaper,
                                                         paper: paper, drawsGlyph: drawsGlyph, overInk: layerInk && sameGlyph && Self.hasInk(under),
                                                         losing: layerInk, inkAlpha: inkAlpha, paperAlpha: paperAlpha,
                                                         threshold: paletteThreshold, colors: blends.colors)
                shown.style.background = paper
                self[column, y] = shown
                continue
            }
            let paper = blends.mix(under.style.background, isBackground: true, layerPaper, isBackground: true, paperAlpha)
            // The glyph beneath, seen through the layer's background.
            let veiled = blends.mix(under.style.foreground, isBackground: false, layerPaper, isBackground: true, paperAlpha)
            if drawsGlyph {
                // Ink over ink where both draw the same glyph, else over the cell's color.
                let overInk = layerInk && sameGlyph && Self.hasInk(under)
                shown.style.foreground = blends.mix(overInk ? veiled : paper, isBackground: !overInk, layerInkColor,
                                                    isBackground: false, inkAlpha)
            } else if layerInk {
                // Losing to the layer's glyph, which this cell will show:
                // fade toward the cell's color as that ink grows, beyond
                // what the layer's background already veils.
                let extra = inkAlpha <= paperAlpha ? 0 : (inkAlpha - paperAlpha) / (1 - paperAlpha)
                shown.style.foreground = blends.mix(veiled, isBackground: false, paper, isBackground: true, extra)
            } else {
                shown.style.foreground = veiled
            }
            shown.style.background = paper
            self[column, y] = shown
        }
    }

    /// A glyph's ink in a 256-color fade: the ink it has at one end or the
    /// other, turning at the cell's `threshold`, which every cell of a word
    /// shares. Blended and rounded to the palette, a word's letters over
    /// two backgrounds (half over a card, half off it) rounded differently,
    /// and one part of the word showed while the rest could not be seen.
    /// Ink that fades into a background takes that background's color (the
    /// terminal's default background as RGB, since a default ink is the
    /// text color).
    static func paletteInk(under: Cell, layerInk: Color, layerPaper: Color, paper: Color, drawsGlyph: Bool,
                           overInk: Bool, losing: Bool, inkAlpha: Double, paperAlpha: Double, threshold: Double,
                           colors: TerminalColors) -> Color {
        func asInk(_ background: Color) -> Color {
            guard background.kind == .terminalDefault else { return Color(background.kind) }
            let (r, g, b) = colors.background.bytes
            return Color(.rgb(r, g, b))
        }
        if drawsGlyph {
            return inkAlpha > threshold ? Color(layerInk.kind) : overInk ? Color(under.style.foreground.kind) : asInk(under.style.background)
        }
        let fades = losing ? inkAlpha : paperAlpha
        return fades > threshold ? asInk(losing ? paper : layerPaper) : Color(under.style.foreground.kind)
    }

    /// True when the cell shows something in its glyph's color: a character
    /// other than a space, or a continuation (the right half of one).
    @inline(__always)
    static func hasInk(_ cell: Cell) -> Bool {
        cell.width == 0 || (cell.hasCharacter && cell.glyph != GlyphCode.space)
    }
}

extension Color {
    /// Partly see-through: neither opaque nor clear.
    var isTranslucent: Bool { alpha > 0 && alpha < 1 }
}

/// Color mixing for opacity, where the two ends may play different roles.
enum OpacityBlend {
    /// `ColorBlend.mix` on the current task's terminal colors.
    static func mix(_ from: Color, isBackground fromIsBackground: Bool,
                    _ to: Color, isBackground toIsBackground: Bool, _ t: Double) -> Color {
        ColorBlend.mix(from, isBackground: fromIsBackground, to, isBackground: toIsBackground, t)
    }
}

/// The blends of one compose, remembered. A fade blends the same few pairs
/// of colors at the same few fractions over thousands of cells; each blend
/// is two trips through OKLab. The memo is direct-mapped (a clash just
/// recomputes), keyed by the two colors' kinds and roles and the fraction,
/// which is all `ColorBlend.mix` reads besides the terminal's colors, read
/// once when the memo is made.
struct BlendMemo {
    let colors: TerminalColors
    private var keys: [UInt64]
    private var fractions: [Double]
    private var values: [Color]
    private static let slots = 512
    private static let empty = UInt64.max

    init(colors: TerminalColors = .current) {
        self.colors = colors
        keys = Array(repeating: Self.empty, count: Self.slots)
        fractions = Array(repeating: -1, count: Self.slots)
        values = Array(repeating: .clear, count: Self.slots)
    }

    /// `ColorBlend.mix`, remembered.
    mutating func mix(_ from: Color, isBackground fromIsBackground: Bool,
                      _ to: Color, isBackground toIsBackground: Bool, _ t: Double) -> Color {
        if t <= 0 { return Color(from.kind) }
        if t >= 1 { return Color(to.kind) }
        let key = Self.code(from.kind) | Self.code(to.kind) << 27
            | (fromIsBackground ? 1 << 54 : 0) | (toIsBackground ? 1 << 55 : 0)
        let hash = (key ^ t.bitPattern &* 0xBF58_476D_1CE4_E5B9) &* 0x9E37_79B9_7F4A_7C15
        let slot = Int(truncatingIfNeeded: hash >> 55)
        if keys[slot] == key && fractions[slot] == t { return values[slot] }
        let mixed = ColorBlend.mix(from, isBackground: fromIsBackground, to, isBackground: toIsBackground, t, in: colors)
        keys[slot] = key
        fractions[slot] = t
        values[slot] = mixed
        return mixed
    }

    /// The lines of a 256-color fade (`PaletteLine`), by their ends.
    private var lines: [UInt64: PaletteLine] = [:]

    /// The palette line from `from` to `to` in their roles, remembered.
    mutating func line(_ from: Color, isBackground fromIsBackground: Bool,
                       _ to: Color, isBackground toIsBackground: Bool) -> PaletteLine {
        let key = Self.code(from.kind) | Self.code(to.kind) << 27
            | (fromIsBackground ? 1 << 54 : 0) | (toIsBackground ? 1 << 55 : 0)
        if let line = lines[key] { return line }
        let line = PaletteLine(from: from, ColorSpace.rgb(of: from, asBackground: fromIsBackground, in: colors),
                               to: to, ColorSpace.rgb(of: to, asBackground: toIsBackground, in: colors))
        lines[key] = line
        return line
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
