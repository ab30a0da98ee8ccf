import Testing
@testable import TermCoverCore

/// A 256-color fade from the terminal's black to the cube's blue 24
/// (0, 95, 135), which has no palette color near the line between them
/// (see `PaletteLineTests`). Expected cells are worked from the rule, not
/// the code: in halves a cell is black, ▒ (blue over black) or blue; at
/// opacity a, the share 2a splits at the rank of the cell's pair (x / 2, y)
/// in the 64×64 blue-noise tile, so over a whole tile of pairs (128 × 64
/// cells) exactly a fraction frac(2a) of the cells are of the denser kind.
@Suite("Fades in 256 colors: a veil of ▒ between far colors, words on whole paper")
struct FadeVeilTests {
    private static let blue = Color(.palette(24))

    /// `lines` in the terminal's colors with a layer of blue blanks composed
    /// over them at `opacity`.
    private func faded(_ lines: [String], _ opacity: Double) -> CellGrid {
        var canvas = CellGrid(lines: lines)
        var layer = CellGrid(size: canvas.size)
        for y in 0..<layer.height {
            for x in 0..<layer.width { layer[x, y] = Cell(" ", style: Style(background: Self.blue)) }
        }
        canvas.compose(layer, x: 0, y: 0, opacity: opacity, colorSupport: .palette256)
        return canvas
    }

    private enum Kind { case black, veil, blue }

    private func kind(_ cell: Cell) -> Kind? {
        switch (cell.character, cell.style.foreground.kind, cell.style.background.kind) {
        case (" ", _, .terminalDefault): .black
        case (" ", _, .palette(24)): .blue
        case ("▒", .palette(24), .terminalDefault): .veil
        default: nil
        }
    }

    @Test("over a blank tile, a quarter of the way half the cells are ▒ and half black, half-way all are ▒, three quarters half ▒ and half blue; pairs of cells turn together")
    func veilFollowsTheFade() {
        let blank = Array(repeating: String(repeating: " ", count: 128), count: 64)
        for (opacity, expected) in [(0.25, [Kind.black: 4096, .veil: 4096]), (0.5, [.veil: 8192]), (0.75, [.veil: 4096, .blue: 4096])] {
            let canvas = faded(blank, opacity)
            var counts: [Kind: Int] = [:]
            for y in 0..<64 {
                for x in stride(from: 0, to: 128, by: 2) {
                    #expect(kind(canvas[x, y]) == kind(canvas[x + 1, y]), "(\(x), \(y)) at \(opacity)")
                }
                for x in 0..<128 {
                    let k = kind(canvas[x, y])
                    #expect(k != nil, "(\(x), \(y)) at \(opacity): \(canvas[x, y])")
                    if let k { counts[k, default: 0] += 1 }
                }
            }
            #expect(counts == expected, "at \(opacity)")
        }
    }

    @Test("a word and the blank on each side of it stand on one whole paper, black or blue, never the veil")
    func wordsKeepWholePaper() {
        for opacity in stride(from: 0.05, through: 0.95, by: 0.05) {
            let canvas = faded(["      hello      "], opacity)
            #expect(String(canvas.lines[0].dropFirst(5).prefix(7)) == " hello ")
            let papers = Set((5...11).map { canvas[$0, 0].style.background.kind })
            #expect(papers.count == 1 && (papers.first == .terminalDefault || papers.first == .palette(24)), "at \(opacity): \(papers)")
            #expect((0...4).allSatisfy { kind(canvas[$0, 0]) != nil } && (12...16).allSatisfy { kind(canvas[$0, 0]) != nil })
        }
        // Half-way the cells away from the word are all ▒.
        let half = faded(["      hello      "], 0.5)
        #expect((0...4).allSatisfy { kind(half[$0, 0]) == .veil } && (12...16).allSatisfy { kind(half[$0, 0]) == .veil })
    }
}
