import Foundation
import Testing
@testable import TermCoverCore
import TermCoverTesting

private let black = Color(.rgb(0, 0, 0)), white = Color(.rgb(255, 255, 255))

/// `view` on a true-color terminal with shapes in whole cells: each cell
/// shows the gradient's exact color at its center, which these tests work
/// out by hand. (In 256 colors a gradient shows palette colors on its
/// course: see `GradientPaletteTests`.)
@MainActor
private func exactHost<V: View>(_ view: V, size: Size) -> TestHost {
    var environment = EnvironmentValues()
    environment.subcellPrecision = .wholeCells
    return TestHost(view, size: size, colorSupport: .trueColor, environment: environment)
}

/// The gray level of each cell's background along `row`, or nil where it is not a gray.
private func grays(_ screen: CellGrid, row: Int) -> [Int?] {
    (0..<screen.width).map { x in
        guard case .rgb(let r, let g, let b) = screen[x, row].style.background.kind, r == g, g == b else { return nil }
        return Int(r)
    }
}

@MainActor
@Suite("Gradients fill shapes with the color at each cell, from Apple's formulas")
struct GradientTests {
    @Test("a linear gradient from black to white across 8 columns gives each cell 255 · (8i + 4) / 64 at its center")
    func linearAtCellCenters() {
        let view = Rectangle().fill(LinearGradient(colors: [black, white], startPoint: .leading, endPoint: .trailing))
        let screen = exactHost(view, size: Size(width: 8, height: 2)).screen
        #expect(grays(screen, row: 0) == [16, 48, 80, 112, 143, 175, 207, 239])
        #expect(grays(screen, row: 1) == grays(screen, row: 0), "the same down each column")
    }

    @Test("stops hold their colors beyond the ends: black at 0.25 to white at 0.75")
    func stopsClamp() {
        let stops = [Gradient.Stop(color: black, location: 0.25), Gradient.Stop(color: white, location: 0.75)]
        let screen = exactHost(Rectangle().fill(.linearGradient(stops: stops, startPoint: .leading, endPoint: .trailing)),
                              size: Size(width: 8, height: 1)).screen
        // Cell 3's center is at 7/16: (7/16 − 1/4) / (1/2) = 3/8 of the way, 95.6.
        #expect(grays(screen, row: 0) == [0, 0, 32, 96, 159, 223, 255, 255])
    }

    @Test("a radial gradient measures points from its center: 8.94 points out of 32 is 184, past the end radius black")
    func radial() {
        let view = Rectangle().fill(RadialGradient(colors: [white, black], center: .center, startRadius: 0, endRadius: 32))
        let screen = exactHost(view, size: Size(width: 8, height: 4)).screen
        // Cell (3, 1)'s center (28, 24) is hypot(4, 8) from (32, 32): t = 0.2795, 255 · (1 − t).
        #expect(grays(screen, row: 1)[3] == 184)
        #expect(grays(screen, row: 0)[0] == 0)
    }

    @Test("an angular gradient turns clockwise on screen from 3 o'clock: just below it is the start, just above the end")
    func angular() {
        let view = Rectangle().fill(AngularGradient(colors: [black, white], center: .center))
        let screen = exactHost(view, size: Size(width: 8, height: 4)).screen
        // Centers (52, 40) and (52, 24) are atan2(±8, 20) = ±0.3805 rad from 3 o'clock about (32, 32).
        #expect(grays(screen, row: 2)[6] == 15)
        #expect(grays(screen, row: 1)[6] == 240)
    }

    @Test("an angular gradient short of a turn fills the gap with its last color, then its first, halfway across")
    func angularGap() {
        let style = GradientStyle(stops: Gradient(colors: [black, white]).stops,
                                  geometry: .angular(center: .center, startAngle: 0, endAngle: .pi), perceptual: false)
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        // 6 o'clock is halfway through the half turn; 10:30 is early in the gap (last color), 1:30 late in it (first).
        #expect(abs(style.fraction(at: CGPoint(x: 50, y: 90), in: rect) - 0.5) < 1e-9)
        #expect(style.fraction(at: CGPoint(x: 20, y: 20), in: rect) == 1)
        #expect(style.fraction(at: CGPoint(x: 80, y: 20), in: rect) == 0)
    }

    @Test("an elliptical gradient stretches the unit square to the frame: half the square's side is its end")
    func elliptical() {
        let screen = exactHost(Rectangle().fill(EllipticalGradient(colors: [white, black])), size: Size(width: 8, height: 2)).screen
        // Cell (3, 0)'s center in the unit square is (0.4375, 0.25): hypot(0.0625, 0.25) / 0.5 = 0.5154.
        #expect(grays(screen, row: 0)[3] == 124)
        #expect(grays(screen, row: 0)[0] == 0)
    }

    @Test("a fade to clear keeps its hue: halfway, red at half opacity, not a dark red")
    func premultipliedFade() {
        let style = GradientStyle(stops: Gradient(colors: [Color(.rgb(255, 0, 0)), .clear]).stops,
                                  geometry: .linear(start: .top, end: .bottom), perceptual: false)
        #expect(style.color(at: 0.5) == Color(.rgb(255, 0, 0), alpha: 0.5))
    }

    @Test("device mixing is straight in sRGB (black to white halfway is 128); perceptual mixes in OKLab (L 0.5 is 99)")
    func colorSpaces() {
        let device = exactHost(Rectangle().fill(Gradient(colors: [black, white])), size: Size(width: 1, height: 1)).screen
        #expect(grays(device, row: 0) == [128])
        let perceptual = exactHost(Rectangle().fill(AnyGradient(Gradient(colors: [black, white])).colorSpace(.perceptual)),
                                  size: Size(width: 1, height: 1)).screen
        // OKLab's L is the cube root of luminance: 0.5³ = 0.125, which sRGB writes as 0.389.
        #expect(grays(perceptual, row: 0) == [99])
    }

    @Test("with eighths on a true-color terminal a cell takes two colors from its samples: a gradient down one row is ▄")
    func subcellSamples() {
        let screen = TestHost(Rectangle().fill(LinearGradient(colors: [black, white], startPoint: .top, endPoint: .bottom)),
                              size: Size(width: 1, height: 1), colorSupport: .trueColor).screen
        let cell = screen[0, 0]
        #expect(cell.character == "▄")
        // Samples at 1/8, 3/8, 5/8 and 7/8 are 32, 96, 159 and 223; each half's mean in linear light is about 72 and 194.
        guard case .rgb(let top, _, _) = cell.style.background.kind, case .rgb(let bottom, _, _) = cell.style.foreground.kind else {
            Issue.record("expected two RGB colors")
            return
        }
        #expect((70...75).contains(Int(top)) && (191...197).contains(Int(bottom)))
    }

    @Test("a gradient background sits behind text; a gradient foreground inks each glyph, and fills shapes, with the color at its cell")
    func backgroundAndForeground() {
        let view = Text("abcd").background(LinearGradient(colors: [black, white], startPoint: .leading, endPoint: .trailing))
        let screen = exactHost(view, size: Size(width: 4, height: 1)).screen
        #expect(screen.lines == ["abcd"])
        #expect(grays(screen, row: 0) == [32, 96, 159, 223])
        let inked = exactHost(Text("ab").foregroundStyle(LinearGradient(colors: [black, white], startPoint: .leading, endPoint: .trailing)),
                             size: Size(width: 2, height: 1)).screen
        // Across 16 points the glyphs' centers are at 1/4 and 3/4: 63.75 and 191.25.
        #expect(inked.lines == ["ab"])
        #expect(inked[0, 0].style.foreground == Color(.rgb(64, 64, 64)) && inked[1, 0].style.foreground == Color(.rgb(191, 191, 191)))
        let own = exactHost(HStack(spacing: 0) { Text("a").foregroundColor(.red); Text("b") }
            .foregroundStyle(LinearGradient(colors: [black, white], startPoint: .leading, endPoint: .trailing)),
                           size: Size(width: 2, height: 1)).screen
        #expect(own[0, 0].style.foreground == .red, "a glyph's own color stays")
        #expect(own[1, 0].style.foreground == Color(.rgb(191, 191, 191)), "the view's glyphs take the gradient across the view")
        let filled = exactHost(Rectangle().foregroundStyle(LinearGradient(colors: [black, white], startPoint: .leading, endPoint: .trailing)),
                              size: Size(width: 4, height: 1)).screen
        #expect(grays(filled, row: 0) == [32, 96, 159, 223])
    }

    @Test("a gradient is a shape's fill: outside a Circle's cells nothing is painted")
    func fillsShapes() {
        let screen = exactHost(Circle().fill(LinearGradient(colors: [black, white], startPoint: .top, endPoint: .bottom)),
                              size: Size(width: 20, height: 5)).screen
        #expect(screen[0, 0].style.background == .primary && screen[19, 4].style.background == .primary)
        #expect(grays(screen, row: 2)[10] != nil)
    }

    @Test("in 256 colors a gray between two of the palette's is shown by its dither: a column takes both")
    func paletteDither() {
        let view = Rectangle().fill(LinearGradient(colors: [black, white], startPoint: .leading, endPoint: .trailing))
        let screen = TestHost(view, size: Size(width: 8, height: 8)).screen.quantized(for: .palette256)
        // Cell 3 is gray 112, between the ramp's 108 (index 242) and 118 (index 243).
        let indices = Set((0..<8).map { screen[3, $0].style.background.kind })
        #expect(indices == [.palette(242), .palette(243)])
    }

    @Test("Color.gradient is a gentle vertical gradient of the color: lighter at the top, darker at the bottom")
    func colorGradient() {
        let screen = exactHost(Rectangle().fill(Color(.rgb(100, 100, 100)).gradient), size: Size(width: 1, height: 4)).screen
        let column = (0..<4).map { grays(screen, row: $0)[0] ?? -1 }
        #expect(column == column.sorted(by: >) && column[0] > 100 && column[3] < 100)
    }
}
