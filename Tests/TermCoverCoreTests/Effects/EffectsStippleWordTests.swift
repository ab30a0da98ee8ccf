import Testing
@testable import TermCoverCore

/// Without blending (16 colors, 8, none), a cell shows the layer's glyph or
/// the one beneath, never a blend. A word of either layer changes in one
/// frame, whole, even where the other layer has only blanks there.
@Suite("Effects: without blending, words change whole")
struct EffectsStippleWordTests {
    typealias F = EffectsFixture
    static let supports = [ColorSupport.monochrome, .ansi8, .ansi16]

    /// The rows of `layer` over `beneath` at opacity k/64 for k = 0…64.
    static func frames(_ layer: CellGrid, over beneath: CellGrid, _ support: ColorSupport) -> [[String]] {
        (0...64).map { F.composed(layer, onto: beneath, .identity, opacity: Double($0) / 64, colorSupport: support).lines }
    }

    @Test("a layer's blanks cover a word beneath in one frame: \"a cover\" or nothing, never \"c v r\"", arguments: supports)
    func blanksOverWord(_ support: ColorSupport) {
        let layer = CellGrid(lines: ["       "]), beneath = CellGrid(lines: ["a cover"])
        for (k, frame) in Self.frames(layer, over: beneath, support).enumerated() {
            // Each word goes in its own frame: "a" and "cover" are each there whole or not at all.
            #expect(["a cover", "a      ", "  cover", "       "].contains(frame[0]), "\(k)/64: \(frame[0])")
        }
    }

    @Test("a layer's word over blanks appears in one frame: \"cover\" or nothing", arguments: supports)
    func wordOverBlanks(_ support: ColorSupport) {
        let layer = CellGrid(lines: ["cover"]), beneath = CellGrid(lines: ["     "])
        let shown = Self.frames(layer, over: beneath, support).map { $0[0] }
        #expect(shown.allSatisfy { $0 == "cover" || $0 == "     " }, "\(shown)")
        // It swaps mid-fade, not only when the layer is opaque.
        #expect(shown.dropLast().contains("cover"))
    }

    @Test("a wide character's two cells swap together under the layer's blanks", arguments: supports)
    func wideCharacter(_ support: ColorSupport) {
        let layer = CellGrid(lines: ["    "]), beneath = CellGrid(lines: ["日本"])
        for k in 0...64 {
            let out = F.composed(layer, onto: beneath, .identity, opacity: Double(k) / 64, colorSupport: support)
            #expect(out.lines[0] == "日本" || out.lines[0] == "    ", "\(k)/64: \(out.lines[0])")
            #expect(F.wideCharactersAreWhole(out))
        }
    }
}
