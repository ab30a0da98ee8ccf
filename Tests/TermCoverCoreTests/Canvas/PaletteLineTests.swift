import Testing
@testable import TermCoverCore

/// The colors a 256-color fade may show between its two ends. The expected
/// stops were worked out apart from the code (a short script over xterm's
/// palette with Björn Ottosson's OKLab): between black and the cube's blue
/// 24 (0, 95, 135) no palette color lies within 0.02 of the line (the
/// nearest, gray 232, is 0.028 off it; navy 17 and teal 23 much farther);
/// between black and the near white (230, 235, 245) the whole gray ramp
/// does, with the cube's grays-with-blue 59, 102, 145 and 188 among them.
@Suite("CellGrid: a 256-color fade's line")
struct PaletteLineTests {
    static let black = Color(.rgb(0, 0, 0)), blue = Color(.rgb(0, 95, 135)), white = Color(.rgb(230, 235, 245))

    static func line(_ a: Color, _ b: Color) -> PaletteLine {
        PaletteLine(from: a, ColorSpace.rgb(of: a, asBackground: true), to: b, ColorSpace.rgb(of: b, asBackground: true))
    }

    @Test("black to the cube's blue has no palette color near its line: only its two ends")
    func blackToBlue() {
        #expect(Self.line(Self.black, Self.blue).stops.map(\.color) == [Self.black, Self.blue])
    }

    @Test("black to near white steps through the gray ramp in order, with the cube's bluish grays among it")
    func blackToWhite() {
        let inner = Self.line(Self.black, Self.white).stops.dropFirst().dropLast().map(\.color)
        let expected: [UInt8] = [232, 233, 234, 235, 236, 237, 238, 239, 240, 59, 241, 242, 243, 244, 102, 245,
                                 246, 247, 248, 145, 249, 250, 251, 252, 188, 253, 254]
        #expect(inner == expected.map { Color(.palette($0)) })
    }

    @Test("where the palette has nothing near, the share of cells showing the end is the fade's, and no cell turns back")
    func shareAndNoShimmer() {
        let line = Self.line(Self.black, Self.blue)
        let thresholds = (0..<64).map { (Double($0) + 0.5) / 64 }
        var before = [Color](repeating: Self.black, count: 64)
        for step in 0...60 {
            let t = Double(step) / 60
            let shown = thresholds.map { line.color(at: t, threshold: $0) }
            #expect(shown.filter { $0 == Self.blue }.count == thresholds.filter { t > $0 }.count)
            for (was, now) in zip(before, shown) where was == Self.blue { #expect(now == Self.blue) }
            before = shown
        }
    }
}

/// A picture's flat cells between two stops far apart: shade glyphs.
@Suite("CellGrid: a 256-color picture's shades between far stops")
struct PaletteLineShadeTests {
    private static let shades: [UInt32: Double] = [0x20: 0, 0x2591: 0.25, 0x2592: 0.5, 0x2593: 0.75]

    @Test("between black and the cube's blue, shades of blue over black average the share, and no cell thins as the fade goes on; in halves only ▒ is between",
          arguments: [4, 2])
    func shadesFollowTheShare(steps: Int) {
        let line = PaletteLineTests.line(PaletteLineTests.black, PaletteLineTests.blue)
        let thresholds = (0..<64).map { (Double($0) + 0.5) / 64 }
        var before = [Double](repeating: 0, count: 64)
        for step in 0...60 {
            let t = Double(step) / 60
            let densities = thresholds.map { th -> Double in
                let shade = line.shade(at: t, threshold: 0.5, shadeThreshold: th, steps: steps)
                if shade.glyph == 0x20 { return shade.paper == PaletteLineTests.blue ? 1 : 0 }
                #expect(shade.ink == PaletteLineTests.blue && shade.paper == PaletteLineTests.black)
                if steps == 2 { #expect(shade.glyph == 0x2592) }
                return Self.shades[shade.glyph] ?? -1
            }
            let mean = densities.reduce(0, +) / 64
            #expect(abs(mean - t) < 0.005, "t \(t): mean \(mean)")
            for (was, now) in zip(before, densities) { #expect(now >= was) }
            before = densities
        }
    }

    @Test("between stops as near as the gray ramp's, cells stay whole colors")
    func nearStopsStayWhole() {
        // From the gray 240 (88, 88, 88) up, the ramp's grays are a few
        // just-noticeable differences apart.
        let line = PaletteLineTests.line(Color(.rgb(88, 88, 88)), PaletteLineTests.white)
        #expect(line.stops.count > 10)
        for step in 0...60 {
            let shade = line.shade(at: Double(step) / 60, threshold: 0.3, shadeThreshold: 0.6)
            #expect(shade.glyph == 0x20)
            #expect(shade.ink == line.color(at: Double(step) / 60, threshold: 0.3))
        }
    }
}
