import Testing
@testable import TermCoverCore

/// The quantizer of a 256-color terminal, frame after frame: a row that
/// comes again in its place is taken as it was made, so every frame must
/// come out as a quantizer that has seen no frame before makes it.
@Suite("PaletteQuantizer: frames one after another")
struct PaletteQuantizerTests {
    /// A canvas of words and blanks on 24-bit backgrounds between two
    /// colors no palette color equals (so they dither), from `seed`.
    static func canvas(width: Int = 21, height: Int = 11, seed: UInt64) -> CellGrid {
        var grid = CellGrid(size: Size(width: width, height: height))
        var state = seed
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        for y in 0..<height {
            for x in 0..<width {
                let shade = UInt8(40 + next() % 60)
                let ink = Color(.rgb(UInt8(next() % 256), 200, 90))
                let glyph: Character = next() % 3 == 0 ? "a" : " "
                grid[x, y] = Cell(glyph, style: Style(foreground: ink, background: Color(.rgb(shade, shade / 2, 70))))
            }
        }
        return grid
    }

    /// `canvas` with row `y` taken from `other`.
    static func replacing(row y: Int, of canvas: CellGrid, from other: CellGrid) -> CellGrid {
        var out = canvas
        for x in 0..<canvas.width { out[x, y] = other[x, y] }
        return out
    }

    /// `canvas` with every row moved up by one, the last row from `other`.
    static func scrolled(_ canvas: CellGrid, bringing other: CellGrid) -> CellGrid {
        var out = canvas
        for y in 0..<canvas.height {
            for x in 0..<canvas.width { out[x, y] = y + 1 < canvas.height ? canvas[x, y + 1] : other[x, y] }
        }
        return out
    }

    /// `canvas` with its first `rows` rows in plain 16-color cells, so its first 24-bit row is lower.
    static func plainTop(_ canvas: CellGrid, rows: Int) -> CellGrid {
        var out = canvas
        for y in 0..<rows {
            for x in 0..<canvas.width {
                out[x, y] = Cell(x % 2 == 0 ? "p" : " ", style: Style(foreground: Color(.ansi(3)), background: Color(.ansi(4))))
            }
        }
        return out
    }

    @Test("a row changed, rows moved, the first 24-bit row moving down and up, a new size: each frame as a fresh quantizer makes it")
    func framesMatchAFreshQuantizer() {
        let a = Self.canvas(seed: 1), b = Self.canvas(seed: 2)
        let frames = [
            a,
            a,
            Self.replacing(row: 5, of: a, from: b),
            Self.scrolled(a, bringing: b),
            Self.plainTop(a, rows: 3),
            Self.plainTop(Self.replacing(row: 7, of: a, from: b), rows: 3),
            Self.plainTop(a, rows: 1),
            a,
            Self.canvas(width: 13, height: 9, seed: 3),
            CellGrid(size: Size(width: 13, height: 9)),
            Self.canvas(width: 13, height: 9, seed: 3),
        ]
        var quantizer = PaletteQuantizer()
        for (i, frame) in frames.enumerated() {
            var fresh = PaletteQuantizer()
            let expected = fresh.quantize(frame, for: .palette256)
            let got = quantizer.quantize(frame, for: .palette256)
            #expect(got == expected, "frame \(i)")
            #expect(got.cells.allSatisfy { !$0.style.background.isRGB && !$0.style.foreground.isRGB }, "frame \(i)")
        }
    }

    @Test("frames of palette colors with 24-bit rows coming and going: each as a fresh quantizer makes it")
    func plainFramesThenColor() {
        let plain = Self.plainTop(Self.canvas(seed: 5), rows: 11)
        let colored = Self.canvas(seed: 6)
        let frames = [
            plain,
            plain,
            Self.replacing(row: 8, of: plain, from: colored),
            Self.replacing(row: 2, of: Self.replacing(row: 8, of: plain, from: colored), from: colored),
            plain,
            Self.replacing(row: 0, of: plain, from: colored),
            Self.replacing(row: 10, of: plain, from: colored),
            plain,
        ]
        var quantizer = PaletteQuantizer()
        for (i, frame) in frames.enumerated() {
            var fresh = PaletteQuantizer()
            #expect(quantizer.quantize(frame, for: .palette256) == fresh.quantize(frame, for: .palette256), "frame \(i)")
        }
    }

    @Test("a cube color is its palette color in every cell, a blank takes the ink before it, and rows above the first 24-bit one stay as they were")
    func mapsByHand() {
        // (0, 95, 95) is the cube's levels (0, 1, 1): 16 + 6·1 + 1 = 23.
        // (255, 0, 0) is (5, 0, 0): 16 + 36·5 = 196.
        var grid = CellGrid(size: Size(width: 4, height: 3))
        let plain = Cell("p", style: Style(foreground: Color(.ansi(2)), background: Color(.ansi(5))))
        for x in 0..<4 { grid[x, 0] = plain }
        for y in 1..<3 {
            grid[0, y] = Cell("x", style: Style(foreground: Color(.rgb(255, 0, 0)), background: Color(.rgb(0, 95, 95))))
            for x in 1..<4 { grid[x, y] = Cell(" ", style: Style(foreground: .primary, background: Color(.rgb(0, 95, 95)))) }
        }
        var quantizer = PaletteQuantizer()
        for _ in 0..<2 {
            let out = quantizer.quantize(grid, for: .palette256)
            #expect((0..<4).allSatisfy { out[$0, 0] == plain })
            for y in 1..<3 {
                #expect(out[0, y].style.foreground.kind == .palette(196))
                for x in 0..<4 {
                    #expect(out[x, y].style.background.kind == .palette(23))
                    // The blanks' hidden ink is the glyph's before them: a run of one color.
                    #expect(out[x, y].style.foreground.kind == .palette(196), "(\(x), \(y))")
                }
            }
        }
    }

    @Test("on a true-color terminal the canvas comes back as it was given")
    func trueColorUntouched() {
        var quantizer = PaletteQuantizer()
        let a = Self.canvas(seed: 4)
        #expect(quantizer.quantize(a, for: .trueColor) == a)
        _ = quantizer.quantize(a, for: .palette256)
        #expect(quantizer.quantize(a, for: .trueColor) == a)
    }
}
