import Testing
@testable import TermCoverCore

/// Blends that involve the terminal's default colors use the colors the
/// terminal really shows (`TerminalColors.current`), so on a light theme a
/// fade runs from white and ends on the real text color, with no pop.
@Suite("Effects: the terminal's own default colors")
struct EffectsThemeTests {
    typealias F = EffectsFixture
    // Hand-computed (OKLab of a gray is L = cbrt(linear), a = b = 0):
    // black ↔ white half-way is L 0.5 → sRGB 99; gray 229 is L 0.9218, so
    // black ↔ 229 half-way is L 0.4609 → linear 0.0979 → sRGB 88.
    static let halfWhite = Color(.rgb(99, 99, 99)), halfGray229 = Color(.rgb(88, 88, 88))

    /// Default-colored "X" faded in over a default-colored blank.
    static func fadeIn(_ opacity: Double) -> Cell {
        F.composed(CellGrid(lines: ["X"]), onto: CellGrid(lines: [" "]), .identity, opacity: opacity)[0, 0]
    }

    @Test("text fading in half-way: ink half-way from the real background to the real text color")
    func halfWay() {
        let dark = TerminalColors.$current.withValue(.dark) { Self.fadeIn(0.5) }
        let light = TerminalColors.$current.withValue(.light) { Self.fadeIn(0.5) }
        #expect(dark.character == "X" && light.character == "X")
        #expect(dark.style.foreground == Self.halfGray229)
        #expect(light.style.foreground == Self.halfWhite)
        // Both sides keep the terminal's own background.
        #expect(light.style.background == .primary)
    }

    @Test("on a light theme a fade ends next to the real text color: no pop in the last frame")
    func noPopAtTheEnd() {
        let light = TerminalColors.$current.withValue(.light) { Self.fadeIn(0.98) }
        guard case .rgb(let r, let g, let b) = light.style.foreground.kind else {
            Issue.record("not blended: \(light.style.foreground)"); return
        }
        #expect(max(r, g, b) <= 12, "nearly black, as the text will be: (\(r), \(g), \(b))")
        let dark = TerminalColors.$current.withValue(.dark) { Self.fadeIn(0.98) }
        guard case .rgb(let dr, _, _) = dark.style.foreground.kind else { Issue.record("not blended"); return }
        #expect(dr >= 220, "nearly the dark theme's light gray: \(dr)")
    }

    @Test("a translucent dim veils the text beneath as well as its background, in the theme's colors")
    func dim() {
        func dimmed() -> Cell {
            var canvas = CellGrid(lines: ["T"])
            canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: Color.black.opacity(0.5))
            return canvas[0, 0]
        }
        let dark = TerminalColors.$current.withValue(.dark) { dimmed() }
        #expect(dark.character == "T")
        #expect(dark.style.foreground == Self.halfGray229)
        #expect(dark.style.background == Color(.rgb(0, 0, 0)))
        let light = TerminalColors.$current.withValue(.light) { dimmed() }
        #expect(light.character == "T")
        #expect(light.style.foreground == Color(.rgb(0, 0, 0)))
        #expect(light.style.background == Self.halfWhite)
    }

    @Test("a dimming layer composed at an opacity follows the same rules: the glyph stays and fades")
    func dimLayer() {
        var dim = CellGrid(size: Size(width: 1, height: 1), fill: .transparent)
        dim.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: Color.black)
        let out = TerminalColors.$current.withValue(.light) {
            F.composed(dim, onto: CellGrid(lines: ["T"]), .identity, opacity: 0.5)[0, 0]
        }
        #expect(out.character == "T")
        #expect(out.style.foreground == Color(.rgb(0, 0, 0)))
        #expect(out.style.background == Self.halfWhite)
    }

    @Test("the ANSI colors blend as the theme's palette has them")
    func palette() {
        var colors = TerminalColors.dark
        colors.palette[4] = TerminalColors.RGB(255, 255, 255)
        let mixed = TerminalColors.$current.withValue(colors) {
            ColorBlend.mix(.black, isBackground: true, .blue, isBackground: true, 0.5)
        }
        #expect(mixed == Self.halfWhite)
    }
}
