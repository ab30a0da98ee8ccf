import Testing
import TermCoverTesting
@testable import TermCoverCore

/// `.scale` and `.scale(scale:anchor:)`. A scaled span covers the cells whose
/// centres it contains (edges rounded with cellRound) and keeps the layer's
/// first and last cells, so the 4×2 box at scale ½ shows columns A and D.
@MainActor
@Suite("Transitions: scale")
struct TransitionScaleTests {
    @Test("scale grows from nothing about the center and shrinks back to nothing")
    func scale() async {
        // At t = 0.5 the scale is ½(1 + 1e-5): columns [1.00, 3.00) and rows [0.50, 1.50) of the box.
        let half = ["..........", "....AD....", "....EH....", "..........", ".........."]
        await Stage.expect(.scale, insertion: [
            Expected(0, Stage.empty),
            Expected(0.25, Stage.empty),
            Expected(0.5, half),
            Expected(0.75, Stage.shown),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.25, Stage.shown),
            Expected(0.5, half),
            Expected(0.75, Stage.empty),
        ])
    }

    @Test("scale at t = 0 of an insertion draws nothing at all, styles included")
    func scaleStartsEmpty() async {
        let host = Stage.host(showing: false, .scale)
        let empty = host.screen
        host.press(.character("t"))
        #expect(host.screen == empty)
    }

    @Test("scale(scale: 0.6) starts at 0.6 about the center")
    func scaleCenter() async {
        // 0.6: columns [0.8, 3.2) → cells 1, 2; rows [0.4, 1.6) → both rows.
        let small = ["..........", "....AD....", "....EH....", "..........", ".........."]
        await Stage.expect(.scale(scale: 0.6), insertion: [
            Expected(0, small),
            Expected(0.25, small),
            Expected(0.5, Stage.shown),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.5, Stage.shown),
            Expected(0.75, small),
        ])
    }

    @Test("scale(scale: 0.6, anchor: .bottomTrailing) grows out of the bottom-trailing corner")
    func scaleAnchor() async {
        // 0.6: columns [1.6, 4) → cells 2, 3; rows [0.8, 2) → row 1 alone, which shows the last row.
        // 0.8: columns [0.8, 4) → cells 1...3 (A, C, D); rows [0.4, 2) → both.
        // 0.7: columns [1.2, 4) → cells 1...3; rows [0.6, 2) → row 1 alone.
        await Stage.expect(.scale(scale: 0.6, anchor: .bottomTrailing), insertion: [
            Expected(0, ["..........", "..........", ".....EH...", "..........", ".........."]),
            Expected(0.5, ["..........", "....ACD...", "....EGH...", "..........", ".........."]),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.5, ["..........", "....ACD...", "....EGH...", "..........", ".........."]),
            Expected(0.75, ["..........", "..........", "....EGH...", "..........", ".........."]),
        ])
    }

    @Test("scale(scale: 0.5, anchor: .topLeading) keeps the top-leading corner in place")
    func scaleTopLeading() async {
        // 0.5 exactly at t = 0: columns [0, 2) and rows [0, 1): one row of two cells,
        // which shows the first and last columns (E, H) of the box's last row.
        await Stage.expect(.scale(scale: 0.5, anchor: .topLeading), insertion: [
            Expected(0, ["..........", "...EH.....", "..........", "..........", ".........."]),
        ], removal: [
            Expected(0, Stage.shown),
        ])
    }
}
