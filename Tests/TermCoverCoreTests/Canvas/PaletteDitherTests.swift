import Foundation
import Testing
@testable import TermCoverCore

/// 24-bit blends on a 256-color terminal: an ordered dither of palette
/// colors whose mean is the blend. Expected means are worked from the rest
/// colors by hand: between black and a color, OKLab's L, a and b all scale
/// by t, so its cone responses, and with them linear RGB, scale by t³; the
/// blend of black and teal (0, 95, 95) at t is linear (0, t³·G, t³·G) with
/// G the linear value of 95, 0.1144.
@Suite("CellGrid: 256-color dither")
struct PaletteDitherTests {
    static let black = Color(.rgb(0, 0, 0)), teal = Color(.rgb(0, 95, 95))

    /// sRGB byte to linear light, by the sRGB formula.
    static func linear(_ c: UInt8) -> Double {
        let v = Double(c) / 255
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// A 16×16 fill of background `color` (two whole tiles each way).
    static func fill(_ color: Color, width: Int = 16, height: Int = 16) -> CellGrid {
        CellGrid(size: Size(width: width, height: height), fill: Cell(" ", style: Style(foreground: .primary, background: color)))
    }

    /// The mean linear RGB of the backgrounds of `canvas`, all palette colors.
    static func mean(_ canvas: CellGrid) -> (Double, Double, Double) {
        var sum = (0.0, 0.0, 0.0)
        for cell in canvas.cells {
            guard case .palette(let i) = cell.style.background.kind else {
                Issue.record("not a palette color: \(cell.style.background)")
                continue
            }
            let (r, g, b) = ColorSpace.rgb(palette: i)
            sum.0 += linear(r); sum.1 += linear(g); sum.2 += linear(b)
        }
        let n = Double(canvas.cells.count)
        return (sum.0 / n, sum.1 / n, sum.2 / n)
    }

    static func blend(_ t: Double) -> Color { ColorBlend.mix(black, isBackground: true, teal, isBackground: true, t) }

    @Test("the Bayer matrix holds each rank 0–63 once, and level k/64 shows k cells of every 8×8 tile")
    func bayer() {
        #expect(OrderedDither.bayer8.flatMap { $0 }.sorted() == Array(0..<64))
        for k in [1, 16, 31, 32, 50, 63] {
            let level = Double(k) / 64
            let shown = (0..<8).flatMap { y in (0..<8).map { x in (x, y) } }
                .filter { level > OrderedDither.threshold(x: $0.0 + 16, y: $0.1 + 8) }.count
            #expect(shown == k)
        }
    }

    @Test("black to teal: every cell is black (16) or teal (23), never a gray, and the mean is t³ of teal in linear light",
          arguments: [0.3, 0.5, 0.6, 0.75, 0.9])
    func keepsHue(_ t: Double) {
        let out = Self.fill(Self.blend(t)).quantized(for: .palette256)
        let indices = Set(out.cells.map(\.style.background.kind))
        #expect(indices.isSubset(of: [.palette(16), .palette(23)]), "\(indices)")
        let (r, g, b) = Self.mean(out)
        let expected = t * t * t * Self.linear(95)
        #expect(r == 0)
        #expect(g == b)
        // One 64th of the step, plus the byte rounding of the blend.
        #expect(abs(g - expected) <= Self.linear(95) / 64 + 0.002, "t \(t): \(g) vs \(expected)")
    }

    @Test("black to the gallery's blue (0, 95, 135): the mean stays on the line, linear B/G = 0.2423/0.1144")
    func staysOnLine() {
        let blue = Color(.rgb(0, 95, 135))
        for t in stride(from: 0.4, through: 0.95, by: 0.05) {
            let c = ColorBlend.mix(Self.black, isBackground: true, blue, isBackground: true, t)
            let (r, g, b) = Self.mean(Self.fill(c).quantized(for: .palette256))
            let k = t * t * t
            #expect(r == 0)
            #expect(abs(g - k * Self.linear(95)) <= 0.004, "t \(t)")
            #expect(abs(b - k * Self.linear(135)) <= 0.006, "t \(t)")
        }
    }

    @Test("a linear fade of 60 frames: the mean moves monotonically, each frame by the blend's own step and at most a 64th more")
    func monotone() {
        var previous = 0.0
        let full = Self.linear(95)
        for frame in 0...60 {
            let t = Double(frame) / 60, before = Double(max(0, frame - 1)) / 60
            let (_, g, _) = Self.mean(Self.fill(Self.blend(t)).quantized(for: .palette256))
            #expect(g >= previous, "frame \(frame): \(Self.blend(t))")
            // The blend itself moves from before³ to t³ of the way: 5% in the last frame.
            let step = t * t * t - before * before * before
            #expect(g - previous <= (step + 1.0 / 64) * full + 0.002, "frame \(frame): \((g - previous) / full)")
            previous = g
        }
        #expect(abs(previous - full) < 1e-9)
    }

    @Test("the same blend gives the same cells every time, and the pattern is fixed to the screen, repeating every 8 cells")
    func stable() {
        let canvas = Self.fill(Self.blend(0.7), width: 24, height: 16)
        let once = canvas.quantized(for: .palette256)
        var quantizer = PaletteQuantizer()
        _ = quantizer.quantize(Self.fill(Self.blend(0.2)), for: .palette256)
        #expect(quantizer.quantize(canvas, for: .palette256) == once)
        for y in 0..<8 {
            for x in 0..<16 { #expect(once[x, y] == once[x + 8, y + 8]) }
        }
        // Not one color: a dither.
        #expect(Set(once.cells.map(\.style.background)).count == 2)
    }

    @Test("a gray the palette lacks dithers between its two neighbouring grays: (63, 63, 63) between 58 (237) and 68 (238)")
    func gray() {
        let out = Self.fill(Color(.rgb(63, 63, 63))).quantized(for: .palette256)
        #expect(Set(out.cells.map(\.style.background.kind)) == [.palette(237), .palette(238)])
        let (r, _, _) = Self.mean(out)
        #expect(abs(r - Self.linear(63)) <= (Self.linear(68) - Self.linear(58)) / 64)
    }

    @Test("palette colors stay themselves, ink takes its nearest palette color undithered, and true color is left as it is")
    func restColors() {
        let cube = Self.fill(Color(.rgb(0, 95, 135))).quantized(for: .palette256)
        #expect(Set(cube.cells.map(\.style.background.kind)) == [.palette(24)])
        // The gallery's text on a dithered blend: one ink everywhere, gray 255 (238, 238, 238).
        let textStyle = Style(foreground: Color(red: 0.90, green: 0.92, blue: 0.96), background: Self.blend(0.5))
        let text = CellGrid(size: Size(width: 16, height: 16), fill: Cell("x", style: textStyle)).quantized(for: .palette256)
        #expect(Set(text.cells.map(\.style.foreground.kind)) == [.palette(255)])
        #expect(Set(text.cells.map(\.style.background.kind)) == [.palette(16), .palette(23)])
        let canvas = Self.fill(Self.blend(0.6))
        #expect(canvas.quantized(for: .trueColor) == canvas)
        #expect(canvas.quantized(for: .ansi16) == canvas)
        let defaults = CellGrid(lines: ["ab", "cd"])
        #expect(defaults.quantized(for: .palette256) == defaults)
    }
}
