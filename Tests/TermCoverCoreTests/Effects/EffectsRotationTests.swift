import Testing
@testable import TermCoverCore

@Suite("Effects: rotation")
struct EffectsRotationTests {
    typealias F = EffectsFixture
    static let letters = CellGrid(lines: ["ABCD", "EFGH"])

    func rotated(_ layer: CellGrid, _ degrees: Double, onto dest: CellGrid, x: Int = 0, y: Int = 0) -> CellGrid {
        F.composed(layer, onto: dest, x: x, y: y, .identity.rotationEffect(.degrees(degrees), in: layer.size))
    }

    @Test("0°, 360°, 720° and −360° are pixel-exact")
    func fullTurns() {
        let box = CellGrid(lines: ["+----+", "|ab日|", "+----+"])
        var expected = F.dots(10, 5)
        expected.compose(box, x: 2, y: 1)
        for degrees in [0.0, 360, 720, -360] {
            #expect(rotated(box, degrees, onto: F.dots(10, 5), x: 2, y: 1) == expected, "\(degrees)°")
        }
        // Within 1e-9 rad of a full turn still counts as one.
        let nearly = F.composed(box, onto: F.dots(10, 5), x: 2, y: 1,
                                .identity.rotationEffect(.radians(2 * .pi + 5e-10), in: box.size))
        #expect(nearly == expected)
    }

    @Test("180° turns the rectangle in place, exactly")
    func halfTurn() {
        #expect(rotated(Self.letters, 180, onto: F.dots(6, 4), x: 1, y: 1).lines == [
            "......",
            ".HGFE.",
            ".DCBA.",
            "......",
        ])
    }

    @Test("90° clockwise with aspect 2 keeps a 4×2 (visually square) block 4×2")
    func quarterTurn() {
        // Rows → columns: 4 columns from layer rows 1,1,0,0; columns → rows: 2 rows from columns 0 and 3.
        #expect(rotated(Self.letters, 90, onto: F.dots(6, 4), x: 1, y: 1).lines == [
            "......",
            ".EEAA.",
            ".HHDD.",
            "......",
        ])
    }

    @Test("−90° (270°) turns the other way")
    func threeQuarterTurn() {
        #expect(rotated(Self.letters, -90, onto: F.dots(6, 4), x: 1, y: 1).lines == [
            "......",
            ".DDHH.",
            ".AAEE.",
            "......",
        ])
        #expect(rotated(Self.letters, 270, onto: F.dots(6, 4), x: 1, y: 1)
                == rotated(Self.letters, -90, onto: F.dots(6, 4), x: 1, y: 1))
    }

    @Test("an 8×1 bar turned 90° becomes a 2-column, 4-row bar (aspect 2)")
    func thinBar() {
        // Visually 8 wide × 2 tall → 2 wide × 8 tall = 2 columns × 4 rows, rows −1.5…2.5
        // round to −1…2; those rows take layer columns 0, 2, 5, 7.
        #expect(rotated(CellGrid(lines: ["ABCDEFGH"]), 90, onto: F.dots(8, 6), y: 2).lines == [
            "........",
            "...AA...",
            "...CC...",
            "...FF...",
            "...HH...",
            "........",
        ])
    }

    @Test("an 8×2 bar turned 90° becomes a 4×4 block, not a sheared 2×8 strip")
    func wideBar() {
        // Visually 8 × 4 → 4 × 8, which is 4 columns × 4 rows; the bottom row goes left.
        #expect(rotated(CellGrid(lines: ["ABCDEFGH", "abcdefgh"]), 90, onto: F.dots(8, 6), y: 2).lines == [
            "........",
            "..aaAA..",
            "..ccCC..",
            "..ffFF..",
            "..hhHH..",
            "........",
        ])
    }

    @Test("line glyphs turn with the box: a 4×3 box at 90° is a 6×2 box drawn with -")
    func boxGlyphs() {
        let box = CellGrid(lines: ["+--+", "|  |", "+--+"])
        #expect(rotated(box, 90, onto: F.dots(10, 4), x: 2).lines == [
            "..........",
            ".+----+...",
            ".+----+...",
            "..........",
        ])
        #expect(GlyphTurn.turned("┌", by: .pi / 2) == "┐")
        #expect(GlyphTurn.turned("─", by: .pi / 4) == "╲")
        #expect(GlyphTurn.turned("-", by: .pi / 6) == "-")
        #expect(GlyphTurn.turned("A", by: .pi / 2) == "A")
    }

    @Test("30° keeps the shape's proportions (no shear) and only shows layer cells")
    func generalAngle() {
        // A 10×5 block is visually square; turned 45° its diagonal is about 14 columns and 7 rows.
        let block = CellGrid(lines: Array(repeating: "##########", count: 5))
        let out = rotated(block, 45, onto: F.dots(24, 13), x: 7, y: 4)
        let cells = (0..<13).flatMap { y in (0..<24).compactMap { x in out[x, y].character == "#" ? (x, y) : nil } }
        let xs = cells.map(\.0), ys = cells.map(\.1)
        #expect((13...15).contains(xs.max()! - xs.min()! + 1))
        #expect((6...8).contains(ys.max()! - ys.min()! + 1))
        // Area is kept roughly: 50 cells in, about 50 out.
        #expect((44...56).contains(cells.count))
        #expect(out.lines.joined().allSatisfy { $0 == "#" || $0 == "." })
    }

    @Test("a 1×1 layer turned 30° about its centre stays exactly where it was")
    func singleCell() {
        #expect(rotated(CellGrid(lines: ["X"]), 30, onto: F.dots(3, 3), x: 1, y: 1).lines == ["...", ".X.", "..."])
    }
}
