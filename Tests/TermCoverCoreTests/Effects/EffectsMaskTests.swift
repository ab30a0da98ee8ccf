import Testing
@testable import TermCoverCore

@Suite("Effects: dissolve and wipe masks")
struct EffectsMaskTests {
    typealias F = EffectsFixture
    static let solid = Canvas(lines: ["XXXX", "XXXX", "XXXX", "XXXX"])
    static let letters = Canvas(lines: ["ABCD", "EFGH"])

    func shown(_ masked: Canvas, width: Int = 4, x: Int = 0) -> [String] {
        F.composed(masked, onto: F.dots(width, masked.height), x: x, .identity).lines
    }

    @Test("dissolve 0 shows nothing and 1 shows everything")
    func dissolveEnds() {
        #expect(shown(Self.solid.masked(dissolve: 0)) == ["....", "....", "....", "...."])
        #expect(Self.solid.masked(dissolve: 1) == Self.solid)
        #expect(Self.solid.masked(dissolve: 0.999) == Self.solid)
    }

    @Test("dissolve 0.5 shows exactly half of each 4×4 tile, in Bayer order")
    func dissolveHalf() {
        #expect(shown(Self.solid.masked(dissolve: 0.5)) == ["X.X.", ".X.X", "X.X.", ".X.X"])
        #expect(shown(Self.solid.masked(dissolve: 0.25)) == ["X.X.", "....", "X.X.", "...."])
    }

    @Test("dissolve follows the layer, so the pattern moves with the view")
    func dissolveLayerRelative() {
        #expect(shown(Self.solid.masked(dissolve: 0.25), width: 5, x: 1) == [".X.X.", ".....", ".X.X.", "....."])
    }

    @Test("wipe at 0 shows nothing and at 1 everything, from every edge")
    func wipeEnds() {
        for edge in Edge.allCases {
            #expect(shown(Self.letters.masked(wipe: 0, from: edge)) == ["....", "...."])
            #expect(Self.letters.masked(wipe: 1, from: edge) == Self.letters)
        }
    }

    @Test("wipe at 0.5 reveals the half next to the edge")
    func wipeHalf() {
        #expect(shown(Self.letters.masked(wipe: 0.5, from: .leading)) == ["AB..", "EF.."])
        #expect(shown(Self.letters.masked(wipe: 0.5, from: .trailing)) == ["..CD", "..GH"])
        #expect(shown(Self.letters.masked(wipe: 0.5, from: .top)) == ["ABCD", "...."])
        #expect(shown(Self.letters.masked(wipe: 0.5, from: .bottom)) == ["....", "EFGH"])
    }

    @Test("wipe rounds the revealed extent half up")
    func wipeRounding() {
        // 0.125 · 4 = 0.5 → 1 column; 0.1 · 4 = 0.4 → none; 0.375 · 4 = 1.5 → 2.
        #expect(shown(Self.letters.masked(wipe: 0.125, from: .leading)) == ["A...", "E..."])
        #expect(shown(Self.letters.masked(wipe: 0.1, from: .leading)) == ["....", "...."])
        #expect(shown(Self.letters.masked(wipe: 0.375, from: .trailing)) == ["..CD", "..GH"])
        #expect(shown(Self.letters.masked(wipe: 0.25, from: .bottom)) == ["....", "EFGH"])
    }
}
