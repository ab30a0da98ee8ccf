import Testing
@testable import TermCoverCore

@Suite("Effects: offset")
struct EffectsOffsetTests {
    typealias F = EffectsFixture

    @Test("fractional offsets round half up for both signs")
    func halfUp() {
        // floor(v + 0.5), worked by hand: −0.5 → 0 (not −1), 0.5 → 1, −1.5 → −1.
        let cases: [(Double, Int)] = [(-1.51, -2), (-1.5, -1), (-0.51, -1), (-0.5, 0), (-0.49, 0),
                                      (0, 0), (0.49, 0), (0.5, 1), (1.5, 2), (2.4999, 2)]
        for (dx, expected) in cases {
            let out = F.composed(CellGrid(lines: ["X"]), onto: F.dots(10, 1), x: 5, .offset(x: dx, y: 0))
            #expect(F.column(of: "X", in: out, row: 0) == 5 + expected, "offset \(dx)")
        }
    }

    @Test("vertical offsets use the same rounding")
    func vertical() {
        for (dy, row) in [(-0.5, 2), (0.5, 3), (1.49, 3), (1.5, 4)] as [(Double, Int)] {
            let out = F.composed(CellGrid(lines: ["X"]), onto: F.dots(1, 6), y: 2, .offset(x: 0, y: dy))
            #expect(out.lines.firstIndex(of: "X") == row, "offset \(dy)")
        }
    }

    @Test("monotonic fractional motion over many frames gives monotonic cells, one step at a time")
    func monotonic() {
        var previous: Int?
        for frame in 0...600 {
            let dx = -3 + Double(frame) * 0.01
            let out = F.composed(CellGrid(lines: ["X"]), onto: F.dots(12, 1), x: 5, .identity.offset(x: dx))
            let column = F.column(of: "X", in: out, row: 0)!
            if let p = previous { #expect(column == p || column == p + 1, "frame \(frame)") }
            previous = column
        }
        #expect(previous == 8)
        // And backwards.
        previous = nil
        for frame in 0...600 {
            let dx = 3 - Double(frame) * 0.01
            let out = F.composed(CellGrid(lines: ["X"]), onto: F.dots(12, 1), x: 5, .identity.offset(x: dx))
            let column = F.column(of: "X", in: out, row: 0)!
            if let p = previous { #expect(column == p || column == p - 1, "frame \(frame)") }
            previous = column
        }
    }

    @Test("a whole-cell offset is exactly a normal compose at the moved origin")
    func wholeCells() {
        let layer = F.layer(["+--+", "|a |", "+--+"])
        var expected = F.dots(8, 5)
        expected.compose(layer, x: 3, y: 2)
        #expect(F.composed(layer, onto: F.dots(8, 5), x: 1, y: 1, .offset(x: 2, y: 1)) == expected)
    }

    @Test("an offset layer is clipped by the destination")
    func clipped() {
        let out = F.composed(CellGrid(lines: ["ABCD"]), onto: F.dots(4, 1), .offset(x: -2, y: 0))
        #expect(out.lines == ["CD.."])
    }
}
