import Testing
@testable import TermCoverCore

@Suite("Effects: scale")
struct EffectsScaleTests {
    typealias F = EffectsFixture
    static let box = CellGrid(lines: [
        "+------+",
        "|ab  cd|",
        "|efghij|",
        "+------+",
    ])

    func scaled(_ s: Double, anchor: UnitPoint = .center) -> CellGrid {
        F.composed(Self.box, onto: F.dots(12, 6), x: 2, y: 1,
                   LayerTransform.identity.scaleEffect(s, anchor: anchor, in: Self.box.size))
    }

    @Test("scale 1 is pixel-exact")
    func one() {
        var expected = F.dots(12, 6)
        expected.compose(Self.box, x: 2, y: 1)
        #expect(scaled(1) == expected)
    }

    @Test("scale 0 and 1e-5 draw nothing, for even and odd sizes and any anchor")
    func vanishing() {
        for s in [0, 1e-5] {
            for anchor in [UnitPoint.center, .topLeading, .bottomTrailing] {
                #expect(scaled(s, anchor: anchor) == F.dots(12, 6))
            }
            // 7×3 puts the centre anchor on a cell centre: a naive rounding would draw one cell.
            let odd = CellGrid(lines: ["+-----+", "|  x  |", "+-----+"])
            let out = F.composed(odd, onto: F.dots(9, 5), x: 1, y: 1, .identity.scaleEffect(s, in: odd.size))
            #expect(out == F.dots(9, 5))
        }
    }

    @Test("scale 0.5 about the centre is a smaller bordered box in the middle")
    func halfCentre() {
        // x: [0,8) → [2,6), y: [0,4) → [1,3); ends pinned, so columns 0,2,5,7 and rows 0,3.
        #expect(scaled(0.5).lines == [
            "............",
            "............",
            "....+--+....",
            "....+--+....",
            "............",
            "............",
        ])
    }

    @Test("scale 0.5 about topLeading keeps the top-left corner in place")
    func halfTopLeading() {
        #expect(scaled(0.5, anchor: .topLeading).lines == [
            "............",
            "..+--+......",
            "..+--+......",
            "............",
            "............",
            "............",
        ])
    }

    @Test("scale 0.5 about bottomTrailing keeps the bottom-right corner in place")
    func halfBottomTrailing() {
        #expect(scaled(0.5, anchor: .bottomTrailing).lines == [
            "............",
            "............",
            "............",
            "......+--+..",
            "......+--+..",
            "............",
        ])
    }

    @Test("scale 0.75 keeps the border and samples the interior evenly")
    func threeQuarters() {
        // x: [1,7) → 6 columns from 0,1,3,4,6,7; y: [0.5,3.5) → rows 1...3 from 0,2,3.
        #expect(scaled(0.75).lines == [
            "............",
            "............",
            "...+----+...",
            "...|eghj|...",
            "...+----+...",
            "............",
        ])
    }

    @Test("scaling up keeps the border one cell thick and stretches the inside")
    func double() {
        let small = CellGrid(lines: ["+--+", "|ab|", "+--+"])
        let out = F.composed(small, onto: F.dots(9, 7), .identity.scaleEffect(2, anchor: .topLeading, in: small.size))
        #expect(out.lines == [
            "+------+.",
            "|aaabbb|.",
            "|aaabbb|.",
            "|aaabbb|.",
            "|aaabbb|.",
            "+------+.",
            ".........",
        ])
    }

    @Test("a negative scale mirrors the layer")
    func mirror() {
        let out = F.composed(CellGrid(lines: ["abc"]), onto: F.dots(3, 1), .identity.scaleEffect(x: -1, in: Size(width: 3, height: 1)))
        #expect(out.lines == ["cba"])
    }

    @Test("the per-axis sampling pins both ends and is the identity at equal sizes")
    func pinned() {
        #expect((0..<4).map { AxisSampling.pinned($0, of: 4, length: 8) } == [0, 2, 5, 7])
        #expect((0..<9).map { AxisSampling.pinned($0, of: 9, length: 9) } == Array(0..<9))
        #expect(AxisSampling.pinned(0, of: 1, length: 8) == 4)
    }
}

@Suite("Effects: extreme values")
struct EffectsExtremeValueTests {
    typealias F = EffectsFixture
    static let box = CellGrid(lines: ["+--+", "|ab|", "+--+"])

    @Test("huge, infinite and NaN parameters neither trap nor draw garbage")
    func extremes() {
        let size = Self.box.size
        let transforms: [LayerTransform] = [
            .offset(x: 1e300, y: -1e300), .offset(x: .nan, y: 0), .offset(x: .infinity, y: 0),
            .identity.scaleEffect(1e12, in: size), .identity.scaleEffect(.infinity, in: size),
            .identity.scaleEffect(.nan, in: size), .identity.rotationEffect(.radians(.nan), in: size),
            .identity.rotationEffect(.degrees(30), in: size).scaleEffect(1e12, in: size),
            .identity.rotationEffect(.degrees(1e18), in: size),
        ]
        for t in transforms {
            let out = F.composed(Self.box, onto: F.dots(6, 4), x: 1, t)
            #expect(out.lines.joined().allSatisfy { "+-|ab./\\".contains($0) })
        }
        // Scaled up a trillion times about the centre, the screen shows the inside.
        let zoomed = F.composed(Self.box, onto: F.dots(6, 4), x: 1, .identity.scaleEffect(1e12, in: size))
        #expect(zoomed.lines.joined().allSatisfy { $0 == "a" || $0 == "b" })
    }
}
