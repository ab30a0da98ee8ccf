import Testing
@testable import TermCoverCore

/// The summed-area table behind pictures, read through the corner
/// integrals that an upright scale shares between neighbouring boxes.
/// Expected lights are worked by hand: sRGB 255 is linear light 1, so a red
/// cell is (1, 0, 0, 1) and a blue one (0, 0, 1, 1) in every one of its
/// 4 × 8 samples.
@Suite("A picture's box averages from corner integrals")
struct LayerPictureTests {
    /// A red cell beside a blue one: 8 × 8 samples.
    private static let picture: LayerPicture = {
        var layer = CellGrid(size: Size(width: 2, height: 1))
        layer[0, 0] = Cell(" ", style: Style(background: Color(.rgb(255, 0, 0))))
        layer[1, 0] = Cell(" ", style: Style(background: Color(.rgb(0, 0, 255))))
        return LayerPicture(layer)
    }()

    private func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> SIMD4<Float> {
        let p = Self.picture
        return LayerPicture.boxAverage(p.integral(x: x0, y: y0), p.integral(x: x1, y: y0),
                                       p.integral(x: x0, y: y1), p.integral(x: x1, y: y1),
                                       area: (x1 - x0) * (y1 - y0))
    }

    private func near(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> Bool {
        let d = a - b
        return max(max(abs(d.x), abs(d.y)), max(abs(d.z), abs(d.w))) < 1e-3
    }

    @Test("the whole picture averages to half red and half blue")
    func whole() {
        #expect(near(box(0, 0, 8, 8), SIMD4(0.5, 0, 0.5, 1)))
    }

    @Test("a box with fractional edges weighs each sample by the part of it inside: a sample across the seam is half of each")
    func fractional() {
        #expect(near(box(3.5, 2.25, 4.5, 6.75), SIMD4(0.5, 0, 0.5, 1)))
        #expect(near(box(3.25, 0, 4.25, 8), SIMD4(0.75, 0, 0.25, 1)))
    }

    @Test("what lies outside the picture counts as nothing: a box half off the left edge is half as bright and half as opaque")
    func outside() {
        #expect(near(box(-4, 0, 4, 8), SIMD4(0.5, 0, 0, 0.5)))
        #expect(near(box(8, 0, 12, 8), SIMD4(0, 0, 0, 0)))
    }

    @Test("the corner integrals agree with the average over the same box")
    func agreesWithAverage() {
        for (x0, y0, x1, y1) in [(0.3, 1.7, 5.9, 7.2), (2.0, 0.0, 6.0, 4.0), (-1.5, -2.0, 9.5, 10.0)] {
            #expect(near(box(x0, y0, x1, y1), Self.picture.average(x0: x0, y0: y0, x1: x1, y1: y1)))
        }
    }

    /// 400 × 120 cells, red above row 64 and blue from it: 1,600 × 960
    /// samples, over 2³² units in all, so the table is kept in bands (of 512
    /// sample rows here) and must still add up exactly.
    private static let large: LayerPicture = {
        var layer = CellGrid(size: Size(width: 400, height: 120))
        for y in 0..<120 {
            for x in 0..<400 {
                layer[x, y] = Cell(" ", style: Style(background: Color(y < 64 ? .rgb(255, 0, 0) : .rgb(0, 0, 255))))
            }
        }
        return LayerPicture(layer)
    }()

    @Test("a picture of over a million samples averages exactly across its bands: the whole is 64/120 red and 56/120 blue")
    func largeWhole() {
        let p = Self.large
        #expect(near(p.average(x0: 0, y0: 0, x1: 1600, y1: 960), SIMD4(64.0 / 120, 0, 56.0 / 120, 1)))
        // Boxes across sample row 512, where red turns blue.
        #expect(near(p.average(x0: 100, y0: 480, x1: 1500, y1: 544), SIMD4(0.5, 0, 0.5, 1)))
        let redShare = Float((512 - 505.25) / (530.5 - 505.25))
        #expect(near(p.average(x0: 10.5, y0: 505.25, x1: 700.75, y1: 530.5), SIMD4(redShare, 0, 1 - redShare, 1)))
        #expect(near(p.average(x0: 3, y0: 600, x1: 9, y1: 900), SIMD4(0, 0, 1, 1)))
    }

    @Test("a row of corner integrals agrees with each corner looked up alone, in either band")
    func integralsAlongRow() {
        let p = Self.large
        let xs = [-3, 0, 0.5, 17.25, 799.9, 1599.5, 1600, 1700]
        for y in [0, 100.5, 511.75, 512, 512.25, 959.5, 960, 1000] {
            var out = [SIMD4<Double>](repeating: .zero, count: xs.count + 2)
            p.integrals(along: xs, y: y, into: &out, from: 2)
            for (k, x) in xs.enumerated() {
                #expect(out[k + 2] == p.integral(x: x, y: y), "x \(x) y \(y)")
            }
        }
    }

    /// 3 × 2 cells: red, red, blue above; red, "x" on red, red below.
    /// Samples: 12 × 16; the inked cell is samples [4, 8) × [8, 16).
    private static let mixed: LayerPicture = {
        var layer = CellGrid(size: Size(width: 3, height: 2))
        let red = Style(background: Color(.rgb(255, 0, 0))), blue = Style(background: Color(.rgb(0, 0, 255)))
        layer[0, 0] = Cell(" ", style: red)
        layer[1, 0] = Cell(" ", style: red)
        layer[2, 0] = Cell(" ", style: blue)
        layer[0, 1] = Cell(" ", style: red)
        layer[1, 1] = Cell("x", style: Style(foreground: Color(.rgb(255, 255, 255)), background: Color(.rgb(255, 0, 0))))
        layer[2, 1] = Cell(" ", style: red)
        return LayerPicture(layer)
    }()

    @Test("a box over plain cells of one color averages to that color, with or without the table, and straddling two such cells changes nothing")
    func plainBoxes() {
        let p = Self.mixed
        // Inside the top-left cell, across the seam of the two red cells, and over the red cells of both rows on the left.
        for (x0, y0, x1, y1) in [(0.5, 0.5, 2.5, 3.0), (2.75, 1.0, 5.25, 7.5), (0.0, 2.0, 3.9, 15.0)] {
            #expect(near(p.average(x0: x0, y0: y0, x1: x1, y1: y1), SIMD4(1, 0, 0, 1)), "\(x0) \(y0)")
            #expect(p.flatLight(x0: x0, y0: y0, x1: x1, y1: y1).map { near($0, SIMD4(1, 0, 0, 1)) } == true)
        }
    }

    @Test("a box touching a glyph's cell, another color, or the picture's edge has no one plain light")
    func notPlain() {
        let p = Self.mixed
        // Over the "x"; across red and blue; off the left edge; off the bottom.
        for (x0, y0, x1, y1) in [(5.0, 9.0, 6.0, 10.0), (7.0, 1.0, 9.0, 3.0), (-0.5, 1.0, 1.0, 2.0), (0.5, 14.0, 1.5, 16.5)] {
            #expect(p.flatLight(x0: x0, y0: y0, x1: x1, y1: y1) == nil, "\(x0) \(y0)")
        }
        // The average still sees the glyph's ink: brighter than the red paper in green and blue.
        #expect(p.average(x0: 4, y0: 8, x1: 8, y1: 16).y > 0)
        // And a box half over blue is half blue.
        #expect(near(p.average(x0: 6, y0: 0, x1: 10, y1: 8), SIMD4(0.5, 0, 0.5, 1)))
    }

    /// 10 × 10 cells of green with one blue cell at (6, 4): 40 × 80 samples.
    private static let field: LayerPicture = {
        var layer = CellGrid(size: Size(width: 10, height: 10))
        for y in 0..<10 {
            for x in 0..<10 {
                layer[x, y] = Cell(" ", style: Style(background: Color(x == 6 && y == 4 ? .rgb(0, 0, 255) : .rgb(0, 255, 0))))
            }
        }
        return LayerPicture(layer)
    }()

    @Test("a blurred sample's wide box is plain while no cell of it differs: six cells across and four down of green, but not once it reaches the blue cell")
    func widePlainBoxes() {
        let p = Self.field
        // Columns 0–5, rows 0–3: all green.
        #expect(p.flatLight(x0: 0.5, y0: 0.5, x1: 23.5, y1: 31.5).map { near($0, SIMD4(0, 1, 0, 1)) } == true)
        // Columns 0–6, rows 2–5: the blue cell is inside, in a middle row.
        #expect(p.flatLight(x0: 0.5, y0: 17, x1: 27.5, y1: 47) == nil)
        // Columns 7–9, rows 0–7, right of the blue cell: green again.
        #expect(p.flatLight(x0: 28, y0: 0, x1: 39.5, y1: 63.5).map { near($0, SIMD4(0, 1, 0, 1)) } == true)
        // The table agrees where the shortcut answers, and sees the blue where it does not.
        #expect(near(p.average(x0: 28, y0: 0, x1: 39.5, y1: 63.5), SIMD4(0, 1, 0, 1)))
        #expect(p.average(x0: 0.5, y0: 17, x1: 27.5, y1: 47).z > 0)
    }
}
