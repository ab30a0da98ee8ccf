import Testing
@testable import TermCoverCore

@Suite("Effects: composition order")
struct EffectsCompositionTests {
    typealias F = EffectsFixture
    static let letters = CellGrid(lines: ["ABCD", "EFGH"])
    static let size = letters.size

    func drawn(_ t: LayerTransform) -> [String] {
        F.composed(Self.letters, onto: F.dots(12, 8), x: 4, y: 3, t).lines
    }

    @Test("rotate then offset: the turned block moves right by the offset")
    func rotateThenOffset() {
        // content.rotationEffect(90°).offset(x: 2)
        #expect(drawn(LayerTransform.identity.rotationEffect(.degrees(90), in: Self.size).offset(x: 2)) == [
            "............",
            "............",
            "............",
            "......EEAA..",
            "......HHDD..",
            "............",
            "............",
            "............",
        ])
    }

    @Test("offset then rotate: the offset itself is turned, 2 columns become 1 row down")
    func offsetThenRotate() {
        // content.offset(x: 2).rotationEffect(90°): the anchor stays the layout frame's
        // centre, so the move (2, 0) turns into (0, 2 / aspect) = one row down.
        #expect(drawn(LayerTransform.identity.offset(x: 2).rotationEffect(.degrees(90), in: Self.size)) == [
            "............",
            "............",
            "............",
            "............",
            "....EEAA....",
            "....HHDD....",
            "............",
            "............",
        ])
    }

    @Test("scale then offset moves by the offset; offset then scale scales the offset too")
    func scaleAndOffset() {
        let bar = CellGrid(lines: ["+--+"])
        func row(_ t: LayerTransform) -> String {
            F.composed(bar, onto: F.dots(12, 1), x: 2, t).lines[0]
        }
        // Scaled by 2 about the centre (x ↦ 2x − 2): [−2, 6) relative to the origin.
        // Then moved by 4: [2, 10), columns 4…11 of the row.
        #expect(row(LayerTransform.identity.scaleEffect(x: 2, in: bar.size).offset(x: 4)) == "....+------+")
        // Moved by 2 first, and the move is doubled: 2(x + 2) − 2 = 2x + 2, the same place.
        #expect(row(LayerTransform.identity.offset(x: 2).scaleEffect(x: 2, in: bar.size)) == "....+------+")
        // Moved by 4 first: 2x + 6, [6, 14): columns 8…15, clipped at 11.
        #expect(row(LayerTransform.identity.offset(x: 4).scaleEffect(x: 2, in: bar.size)) == "........+---")
    }

    @Test("concatenating applies the receiver first")
    func concatenation() {
        let moved = LayerTransform.offset(x: 1, y: 0).concatenating(.scale(x: 2, y: 2, anchor: .zero))
        #expect(moved.apply(to: Point(x: 0, y: 0)) == Point(x: 2, y: 0))
        let inverse = moved.inverted!
        #expect(inverse.apply(to: Point(x: 2, y: 0)) == Point(x: 0, y: 0))
        #expect(LayerTransform.scale(x: 0, y: 1, anchor: .zero).inverted == nil)
    }
}

@Suite("Effects: transform and opacity together")
struct EffectsTransformOpacityTests {
    typealias F = EffectsFixture

    @Test("a scaled layer at 0.4 without colors covers the cells it lands on whole, dim")
    func scaledAndFaint() {
        let block = CellGrid(lines: ["########", "########", "########", "########"])
        var out = F.dots(8, 4)
        // Scale 0.5 about topLeading covers columns 0…3, rows 0…1.
        out.compose(block, x: 0, y: 0, transform: .identity.scaleEffect(0.5, anchor: .topLeading, in: block.size),
                    opacity: 0.4, colorSupport: .monochrome)
        #expect(out.lines == ["####....", "####....", "........", "........"])
        for y in 0..<4 {
            for x in 0..<8 { #expect(out[x, y].style.attributes.contains(.dim) == (x < 4 && y < 2), "(\(x), \(y))") }
        }
    }
}
