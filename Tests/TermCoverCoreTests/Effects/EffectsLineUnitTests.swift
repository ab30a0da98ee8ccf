import Testing
@testable import TermCoverCore

/// A run of box drawing is a line, and a fade swaps it whole, as it does a
/// word: a border crossing text never reads as pieces of line among letters.
@Suite("Effects: box-drawing lines swap whole")
struct EffectsLineUnitTests {
    typealias F = EffectsFixture
    static let supports = [ColorSupport.trueColor, .palette256, .ansi16, .monochrome]

    /// Row 0 of `layer` over `beneath` at opacity k/64 for k = 0…64.
    static func frames(_ layer: CellGrid, over beneath: CellGrid, _ support: ColorSupport) -> [String] {
        (0...64).map { F.composed(layer, onto: beneath, .identity, opacity: Double($0) / 64, colorSupport: support).lines[0] }
    }

    @Test("a layer's border over words shows the words or the whole border, never \"──r─d\"", arguments: supports)
    func lineOverWords(_ support: ColorSupport) {
        let layer = CellGrid(lines: ["┌──────┐"]), beneath = CellGrid(lines: ["a word b"])
        let shown = Self.frames(layer, over: beneath, support)
        #expect(shown.allSatisfy { $0 == "a word b" || $0 == "┌──────┐" }, "\(shown)")
        #expect(shown.dropLast().contains("┌──────┐"))
    }

    @Test("a line beneath, under a layer's word, goes whole when the word comes", arguments: supports)
    func wordOverLine(_ support: ColorSupport) {
        let layer = CellGrid(lines: ["  go  "]), beneath = CellGrid(lines: ["──────"])
        let shown = Self.frames(layer, over: beneath, support)
        #expect(shown.allSatisfy { $0 == "──────" || $0 == "  go  " }, "\(shown)")
    }

    @Test("a layer's line over a dotted stage swaps whole too, not in pieces among the dots", arguments: supports)
    func lineOverDots(_ support: ColorSupport) {
        let layer = CellGrid(lines: ["──────"]), beneath = CellGrid(lines: ["......"])
        let shown = Self.frames(layer, over: beneath, support)
        #expect(shown.allSatisfy { $0 == "......" || $0 == "──────" }, "\(shown)")
    }
}
