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
}
