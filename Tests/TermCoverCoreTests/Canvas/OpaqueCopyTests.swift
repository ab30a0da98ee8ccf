import Testing
import TermCoverTesting
@testable import TermCoverCore

/// A cover's cached surface copied over the base view's cells. The frame's
/// canvas starts as the base's own cells (`isSharedCopy`); the copy must
/// give what copying onto a canvas of its own gives, and leave the base alone.
@Suite("An opaque layer copied over a shared base")
struct OpaqueCopyTests {
    private let base = CellGrid(lines: ["base 0", "base 1", "base 2", "base 3", "base 4"])
    private let layer = CellGrid(lines: ["+----+", "|ab  |", "|cd  |", "+----+"])

    private func copied(_ layer: CellGrid, over canvas: CellGrid, x: Int, y: Int, shared: Bool) -> CellGrid {
        var drawn = canvas
        drawn.isSharedCopy = shared
        drawn.copy(opaque: layer, x: x, y: y)
        return drawn
    }

    @Test("a full-width layer two rows down: rows 0 and 1 from the base, 2 to 4 from the layer's top, the base unchanged")
    func fullWidthLayerPartlyOnScreen() {
        let drawn = copied(layer, over: base, x: 0, y: 2, shared: true)
        #expect(drawn.lines == ["base 0", "base 1", "+----+", "|ab  |", "|cd  |"])
        #expect(drawn == copied(layer, over: base, x: 0, y: 2, shared: false))
        #expect(base.lines == ["base 0", "base 1", "base 2", "base 3", "base 4"])
        #expect(!drawn.isSharedCopy)
    }

    @Test("a layer above the top: its last two rows land on rows 0 and 1")
    func layerAboveTheTop() {
        let drawn = copied(layer, over: base, x: 0, y: -2, shared: true)
        #expect(drawn.lines == ["|cd  |", "+----+", "base 2", "base 3", "base 4"])
        #expect(drawn == copied(layer, over: base, x: 0, y: -2, shared: false))
    }

    @Test("a layer wider than the screen, shifted left: each row shows the columns that fall on it")
    func widerLayerShiftedLeft() {
        let wide = CellGrid(lines: ["0123456789", "abcdefghij"])
        let drawn = copied(wide, over: base, x: -3, y: 1, shared: true)
        #expect(drawn.lines == ["base 0", "345678", "defghi", "base 3", "base 4"])
        #expect(drawn == copied(wide, over: base, x: -3, y: 1, shared: false))
    }

    @Test("a wide character cut by the screen's left edge shows as a blank, shared or not")
    func wideCharacterCutAtTheEdge() {
        // "界" spans columns 1 and 2 of the layer; shifted left by 2, only its
        // right half is on screen. The layer still spans the screen's width.
        let wide = CellGrid(lines: ["a界bcdefg"])
        let drawn = copied(wide, over: base, x: -2, y: 0, shared: true)
        #expect(drawn.lines == [" bcdef", "base 1", "base 2", "base 3", "base 4"])
        #expect(drawn == copied(wide, over: base, x: -2, y: 0, shared: false))
    }

    @Test("a layer narrower than the screen is copied into the base's rows, not rebuilt around them")
    func narrowerLayer() {
        let drawn = copied(CellGrid(lines: ["XY", "ZW"]), over: base, x: 2, y: 1, shared: true)
        #expect(drawn.lines == ["base 0", "baXY 1", "baZW 2", "base 3", "base 4"])
        #expect(base.lines[1] == "base 1")
    }
}
