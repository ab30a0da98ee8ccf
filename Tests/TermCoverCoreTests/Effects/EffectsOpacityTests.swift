import Testing
@testable import TermCoverCore

@Suite("Effects: opacity")
struct EffectsOpacityTests {
    typealias F = EffectsFixture
    static let white = Color(.rgb(255, 255, 255)), black = Color(.rgb(0, 0, 0))
    // Hand-computed: a gray's OKLab a = b = 0 and L³ is its linear value, so
    // L 0.5 → 0.125 → sRGB 1.055·0.125^(1/2.4) − 0.055 = 0.3886 → 99,
    // and L 0.75 → 0.421875 → 0.6813 → 174.
    static let mid = Color(.rgb(99, 99, 99)), threeQuarters = Color(.rgb(174, 174, 174))

    static func cell(_ c: Character, fg: Color, bg: Color) -> CellGrid {
        var canvas = CellGrid(size: Size(width: 1, height: 1))
        canvas[0, 0] = Cell(c, style: Style(foreground: fg, background: bg))
        return canvas
    }

    static let mixed: CellGrid = {
        var layer = F.layer(["ab 日", " ┌─┐"])
        layer[1, 0].style = Style(foreground: .red, background: .blue)
        return layer
    }()

    @Test("opacity 0 leaves the destination exactly as it was, whatever the colors")
    func zero() {
        for support in ColorSupport.allCases {
            #expect(F.composed(Self.mixed, onto: F.dots(6, 3), x: 1, .identity, opacity: 0, colorSupport: support) == F.dots(6, 3))
        }
    }

    @Test("opacity 1 is exactly a normal compose, whatever the colors")
    func one() {
        var expected = F.dots(6, 3)
        expected.compose(Self.mixed, x: 1, y: 1)
        for support in ColorSupport.allCases {
            #expect(F.composed(Self.mixed, onto: F.dots(6, 3), x: 1, y: 1, .identity, colorSupport: support) == expected)
        }
    }

    @Test("black beneath, white layer at 0.5: OKLab L 0.5, sRGB (99, 99, 99) in 24-bit; in 256 colors one of the grays around it on the line")
    func blackToWhite() {
        func composed(_ support: ColorSupport) -> Color {
            F.composed(Self.cell(" ", fg: Self.white, bg: Self.white),
                       onto: Self.cell(" ", fg: Self.white, bg: Self.black), .identity,
                       opacity: 0.5, colorSupport: support)[0, 0].style.background
        }
        #expect(composed(.trueColor) == Self.mid)
        // Grays 241 (98) and 242 (108) have OKLab L 0.496 and 0.531 (L³ is
        // the linear value, 0.1221 and 0.1499): the palette's stops around 0.5.
        #expect([Color(.palette(241)), Color(.palette(242))].contains(composed(.palette256)))
        // The backend's quantization: gray 232 + 9 is 98, closer than cube (95, 95, 95).
        #expect(ColorSpace.nearestPaletteIndex((99, 99, 99)) == 241)
    }

    @Test("from 0.75 on every two-glyph cell shows the layer's glyph, its ink blended over the background beneath")
    func layerGlyph() {
        let beneath = Self.cell(".", fg: Self.white, bg: Self.black)
        let layer = Self.cell("X", fg: Self.white, bg: Self.black)
        let at75 = F.composed(layer, onto: beneath, .identity, opacity: 0.75)[0, 0]
        #expect(at75.character == "X")
        #expect(at75.style.foreground == Self.threeQuarters)
        #expect(at75.style.background == Self.black)
    }

    @Test("a glyph in one layer only stays the whole fade, its color moving toward the other layer's background")
    func oneLayerGlyph() {
        // Fading in: the layer's X over an empty black cell, ink over black.
        let empty = Self.cell(" ", fg: Self.white, bg: Self.black)
        let x = Self.cell("X", fg: Self.white, bg: Self.black)
        for (opacity, ink) in [(0.5, Self.mid), (0.75, Self.threeQuarters)] {
            let out = F.composed(x, onto: empty, .identity, opacity: opacity)[0, 0]
            #expect(out.character == "X")
            #expect(out.style.foreground == ink)
        }
        #expect(F.composed(x, onto: empty, .identity, opacity: 0.01)[0, 0].character == "X")
        // Fading out: the beneath X under an empty black layer cell, veiled.
        for (opacity, ink) in [(0.5, Self.mid), (0.25, Self.threeQuarters)] {
            let out = F.composed(empty, onto: x, .identity, opacity: opacity)[0, 0]
            #expect(out.character == "X")
            #expect(out.style.foreground == ink)
        }
        #expect(F.composed(empty, onto: x, .identity, opacity: 0.99)[0, 0].character == "X")
    }

    @Test("where both layers have glyphs, half-way about half of a large block has swapped, spread in blue noise")
    func swapSpread() {
        let layer = CellGrid(size: Size(width: 64, height: 64), fill: Cell("X"))
        let beneath = F.dots(64, 64)
        var previous = 0
        for step in 1...20 {
            let opacity = Double(step) / 20
            let out = F.composed(layer, onto: beneath, .identity, opacity: opacity)
            let swapped = out.cells.filter { $0.character == "X" }.count
            // Thresholds fill 0.25 ..< 0.75 evenly.
            let share = min(1, max(0, (opacity - 0.25) / 0.5))
            #expect(abs(Double(swapped) / 4096 - share) <= 1.0 / 4096, "opacity \(opacity): \(swapped)")
            #expect(swapped >= previous)
            previous = swapped
        }
    }

    @Test("below 0.25 the glyph beneath shows, seen through the layer's background")
    func beneathGlyph() {
        let beneath = Self.cell(".", fg: Self.white, bg: Self.black)
        let layer = Self.cell("X", fg: Self.white, bg: Self.black)
        let at25 = F.composed(layer, onto: beneath, .identity, opacity: 0.25)[0, 0]
        #expect(at25.character == ".")
        #expect(at25.style.foreground == Self.threeQuarters)
        #expect(at25.style.background == Self.black)
    }

    @Test("the terminal's default background is kept when both sides use it")
    func defaultsKept() {
        let out = F.composed(CellGrid(lines: ["X"]), onto: CellGrid(lines: ["."]), .identity, opacity: 0.75)
        #expect(out[0, 0].character == "X")
        #expect(out[0, 0].style.background == .primary)
    }

    @Test("over an undrawn layer the colors keep their alpha for the later compose")
    func overNothing() {
        let layer = Self.cell("X", fg: Self.white, bg: Self.white)
        let nothing = CellGrid(size: Size(width: 1, height: 1), fill: .transparent)
        let strong = F.composed(layer, onto: nothing, .identity, opacity: 0.75)[0, 0]
        #expect(strong.character == "X")
        #expect(strong.style.background == Self.white.opacity(0.75))
        let weak = F.composed(layer, onto: nothing, .identity, opacity: 0.25)[0, 0]
        #expect(weak.character == "X")
        #expect(weak.style.foreground == Self.white.opacity(0.25))
        #expect(weak.style.background == Self.white.opacity(0.25))
    }

    @Test("over text with no background, the text is kept below 0.25, veiled by the layer's background")
    func overClearText() {
        var dest = CellGrid(size: Size(width: 1, height: 1), fill: .transparent)
        dest[0, 0] = Cell("a", style: Style(foreground: Self.white, background: .clear))
        let out = F.composed(Self.cell("X", fg: Self.white, bg: Self.black), onto: dest, .identity, opacity: 0.25)[0, 0]
        #expect(out.character == "a")
        // White seen through black at 0.25: OKLab L 0.75, as above.
        #expect(out.style.foreground == Self.threeQuarters)
        #expect(out.style.background == Self.black.opacity(0.25))
    }

    // Blocks of "#", which is no word: a run of letters would swap whole (see `SwapUnits`).
    static let solid = CellGrid(lines: ["####", "####", "####", "####"])

    @Test("without blending, the layer draws whole: dim below 0.5, as it is from 0.5 on, never a stipple",
          arguments: [ColorSupport.monochrome, .ansi8, .ansi16])
    func faintBelowHalf(_ support: ColorSupport) {
        for k in [1, 7, 20, 31, 32, 33, 63] {
            let out = F.composed(Self.solid, onto: F.dots(4, 4), .identity, opacity: Double(k) / 64, colorSupport: support)
            #expect(out.lines == ["####", "####", "####", "####"], "\(k)/64")
            #expect(out.cells.allSatisfy { $0.style.attributes.contains(.dim) == (k < 32) }, "\(k)/64")
        }
    }

    static let words = (layer: CellGrid(lines: ["from the other", "side of it"]),
                        beneath: CellGrid(lines: ["SwiftUI's full", "ScreenCover"]))

    @Test("without blending, a word over a word shows one of them whole, never letters of both",
          arguments: [ColorSupport.monochrome, .ansi16])
    func ditherWholeWords(_ support: ColorSupport) {
        for step in 0...16 {
            let out = F.composed(Self.words.layer, onto: Self.words.beneath, .identity, opacity: Double(step) / 16, colorSupport: support)
            for y in 0..<2 {
                #expect(out.lines[y] == Self.words.layer.lines[y] || out.lines[y] == Self.words.beneath.lines[y],
                        "\(step)/16: \(out.lines[y])")
            }
        }
    }

    @Test("blending, a word over a word shows one of them whole, never letters of both, and both rows swap mid-fade")
    func blendWholeWords() {
        var swapped: Set<Int> = []
        for step in 0...16 {
            let out = F.composed(Self.words.layer, onto: Self.words.beneath, .identity, opacity: Double(step) / 16)
            for y in 0..<2 {
                #expect(out.lines[y] == Self.words.layer.lines[y] || out.lines[y] == Self.words.beneath.lines[y],
                        "\(step)/16: \(out.lines[y])")
                if out.lines[y] == Self.words.layer.lines[y] && step < 16 { swapped.insert(y) }
            }
        }
        #expect(swapped == [0, 1])
    }

    @Test("blending, a word beside a word over blanks swaps whole too: \"push\" by \"with\" never reads \"pushwith\"")
    func blendWordsSideBySide() {
        let layer = CellGrid(lines: ["push    "]), beneath = CellGrid(lines: ["    with"])
        for step in 0...16 {
            let line = F.composed(layer, onto: beneath, .identity, opacity: Double(step) / 16).lines[0]
            #expect(line == "push    " || line == "    with", "\(step)/16: \(line)")
        }
    }
}
