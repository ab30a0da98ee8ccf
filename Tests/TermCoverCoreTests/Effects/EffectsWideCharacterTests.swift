import Testing
@testable import TermCoverCore

@Suite("Effects: wide characters")
struct EffectsWideCharacterTests {
    typealias F = EffectsFixture
    static let pair = CellGrid(lines: ["日本"])

    @Test("an offset that puts a lead on the last column blanks that glyph")
    func offsetLastColumn() {
        let out = F.composed(Self.pair, onto: F.dots(5, 1), .offset(x: 2, y: 0))
        #expect(out.lines == ["..日 "])
        #expect(F.wideCharactersAreWhole(out))
    }

    @Test("an offset that leaves only a continuation on screen blanks it")
    func offsetLeftEdge() {
        let out = F.composed(Self.pair, onto: F.dots(5, 1), .offset(x: -1, y: 0))
        #expect(out.lines == [" 本.."])
        #expect(F.wideCharactersAreWhole(out))
    }

    @Test("scaling keeps a glyph only where both halves land side by side")
    func scaled() {
        // 6 columns → 4: layer columns 0, 2, 4, 5 are leads of 日, 本, 語 and the continuation of 語.
        let text = CellGrid(lines: ["日本語"])
        let out = F.composed(text, onto: F.dots(6, 1), .identity.scaleEffect(x: 4.0 / 6.0, anchor: .topLeading, in: text.size))
        #expect(out.lines == ["  語.."])
        #expect(F.wideCharactersAreWhole(out))
    }

    @Test("180° keeps wide glyphs whole, in mirrored order")
    func halfTurn() {
        let out = F.composed(Self.pair, onto: F.dots(4, 1), .identity.rotationEffect(.degrees(180), in: Self.pair.size))
        #expect(out.lines == ["本日"])
        #expect(F.wideCharactersAreWhole(out))
    }

    @Test("90° duplicates one half of each glyph: they become blanks")
    func quarterTurn() {
        let layer = CellGrid(lines: ["日本", "ABCD"])
        let out = F.composed(layer, onto: F.dots(4, 2), .identity.rotationEffect(.degrees(90), in: layer.size))
        #expect(out.lines == ["AA  ", "DD  "])
        #expect(F.wideCharactersAreWhole(out))
    }

    @Test("general rotations never leave half a glyph")
    func anyAngle() {
        let layer = CellGrid(lines: ["日本語です", "ｶﾀｶﾅ漢字ab", "한국어 text"])
        for degrees in stride(from: 0.0, through: 360, by: 7.5) {
            let out = F.composed(layer, onto: F.dots(20, 9), x: 5, y: 3,
                                 .identity.rotationEffect(.degrees(degrees), in: layer.size).scaleEffect(0.8, in: layer.size))
            #expect(F.wideCharactersAreWhole(out), "\(degrees)°")
        }
    }

    @Test("without colors a pair of wide glyphs shows whole from the first frame, dim below half")
    func faint() {
        for opacity in [0.1, 0.49, 0.5, 0.9] {
            let out = F.composed(Self.pair, onto: F.dots(4, 1), .identity, opacity: opacity, colorSupport: .monochrome)
            #expect(out.lines == ["日本"], "\(opacity)")
            #expect(out.cells.allSatisfy { $0.style.attributes.contains(.dim) == (opacity < 0.5) }, "\(opacity)")
            #expect(F.wideCharactersAreWhole(out))
        }
    }

    @Test("a blended wide glyph swaps whole at 0.5")
    func blended() {
        #expect(F.composed(Self.pair, onto: F.dots(4, 1), .identity, opacity: 0.25).lines == ["...."])
        #expect(F.composed(Self.pair, onto: F.dots(4, 1), .identity, opacity: 0.75).lines == ["日本"])
        // "ab語" is one word that runs past the layer's edge ("a" stays):
        // it is kept whole until the layer is opaque and covers it.
        let half = F.composed(Self.pair, onto: CellGrid(lines: ["ab語"]), .offset(x: 1, y: 0), opacity: 0.6)
        #expect(half.lines == ["ab語"])
        #expect(F.wideCharactersAreWhole(half))
        let full = F.composed(Self.pair, onto: CellGrid(lines: ["ab語"]), .offset(x: 1, y: 0), opacity: 1)
        #expect(full.lines == ["a日 "])
        // Past every swap threshold (0.75), a word within the layer has swapped.
        let apart = F.composed(Self.pair, onto: CellGrid(lines: ["..語"]), .offset(x: 1, y: 0), opacity: 0.8)
        #expect(apart.lines == [".日 "])
        #expect(F.wideCharactersAreWhole(apart))
    }

    @Test("masks never leave half a glyph")
    func masks() {
        // Band 4 over 4 columns: the glyph front is 8p − 2 columns in, so
        // 日 (columns 0–1, its nearer half ½ in) shows from p 0.3125 on.
        #expect(Self.pair.masked(wipe: 0.25, from: .leading).lines == ["    "])
        #expect(Self.pair.masked(wipe: 0.375, from: .leading).lines == ["日  "])
        #expect(Self.pair.masked(wipe: 0.375, from: .trailing).lines == ["  本"])
        for p in stride(from: 0.0, through: 1, by: 0.05) {
            for edge in Edge.allCases { #expect(F.wideCharactersAreWhole(Self.pair.masked(wipe: p, from: edge))) }
            #expect(F.wideCharactersAreWhole(Self.pair.masked(dissolve: p)))
        }
    }
}
