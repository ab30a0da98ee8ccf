import Testing
@testable import TermCoverCore

/// The 256-color dither's cells lie in runs along rows, so a terminal is
/// sent few color changes. Shares are worked by hand from the sRGB formula:
/// teal's green and blue byte 95 is linear 0.1144; 47 is linear 0.0284
/// (a share of 0.248, 16 of 64 cells) and 68 is linear 0.0578 (0.505, 32 of
/// 64). The expected tiles follow from the design: each row's run starts at
/// column 0, 4, 2, 6, 1, 5, 3, 7 (rows 0–7) and grows two cells at a turn,
/// the rows taking turns in the order 0, 4, 2, 6, 1, 5, 3, 7.
@Suite("CellGrid: 256-color dither in runs")
struct PaletteRunsTests {
    static let black = Color(.rgb(0, 0, 0)), teal = Color(.rgb(0, 95, 95))

    /// An 8×8 tile of background `color`, drawn as "#" where it is teal
    /// (palette 23) and "." where black (16).
    static func tile(_ color: Color) -> [String] {
        let canvas = CellGrid(size: Size(width: 8, height: 8), fill: Cell(" ", style: Style(background: color)))
            .quantized(for: .palette256)
        return (0..<8).map { y in
            String((0..<8).map { x -> Character in
                switch canvas[x, y].style.background.kind {
                case .palette(23): "#"
                case .palette(16): "."
                default: "?"
                }
            })
        }
    }

    @Test("a quarter of the way to teal, every row of the tile holds one run of two teal cells, the runs in different columns")
    func quarter() {
        #expect(Self.tile(Color(.rgb(0, 47, 47))) == [
            "##......",
            "....##..",
            "..##....",
            "......##",
            ".##.....",
            ".....##.",
            "...##...",
            "#......#",
        ])
    }

    @Test("half-way to teal, the tile is a brick pattern of four-cell runs, not a checkerboard")
    func half() {
        #expect(Self.tile(Color(.rgb(0, 68, 68))) == [
            "####....",
            "....####",
            "..####..",
            "##....##",
            ".####...",
            "#....###",
            "...####.",
            "###....#",
        ])
    }

    @Test("at any blend, each palette color of a row of the tile is one run (wrapping round the tile), so 8 cells change color at most twice for a blend of two colors and three times for three",
          arguments: [Color(.rgb(0, 95, 95)), Color(.rgb(0, 95, 135)), Color(.rgb(95, 175, 0))])
    func oneRunPerColor(_ end: Color) {
        for step in 1..<40 {
            let t = Double(step) / 40
            let color = ColorBlend.mix(Self.black, isBackground: true, end, isBackground: true, t)
            let canvas = CellGrid(size: Size(width: 8, height: 8), fill: Cell(" ", style: Style(background: color)))
                .quantized(for: .palette256)
            let colors = Set(canvas.cells.map(\.style.background))
            for y in 0..<8 {
                // Where a color starts, reading the row round the tile.
                var starts: [Color: Int] = [:]
                for x in 0..<8 where canvas[x, y].style.background != canvas[(x + 7) % 8, y].style.background {
                    starts[canvas[x, y].style.background, default: 0] += 1
                }
                #expect(starts.values.allSatisfy { $0 <= 1 }, "t \(t) row \(y): \(starts)")
                #expect(starts.count <= colors.count)
            }
        }
    }
}
