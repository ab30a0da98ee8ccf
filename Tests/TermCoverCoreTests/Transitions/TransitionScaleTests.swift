import Testing
import TermCoverTesting
@testable import TermCoverCore

/// `.scale` and `.scale(scale:anchor:)`. While the scale moves some corner
/// of the box half a cell or more from where a plain move would put it, the
/// box is drawn as a picture of itself (block elements, never resampled
/// letters) inside the cells its scaled bounds touch; closer to 1 it is its
/// own glyphs. The box sits at columns [3, 7) and rows [1, 3) of the stage,
/// so its centre is (5, 2) and its corners are 2 columns and 1 row from it:
/// about the centre, scales from 0.75 up are glyphs.
@MainActor
@Suite("Transitions: scale")
struct TransitionScaleTests {
    /// Inserts the box with `transition` and checks that at each time the
    /// picture lies in the cells of the box scaled by `scale(t)` about `anchor`
    /// (a unit point of the box), then that it ends exact.
    private func expectPicture(_ transition: AnyTransition, anchor: (x: Double, y: Double),
                               scales: [(time: Double, scale: Double)],
                               sourceLocation: SourceLocation = #_sourceLocation) async {
        let host = Stage.host(showing: false, transition)
        let empty = host.screen
        host.press(.character("t"))
        var elapsed = 0.0
        for (time, s) in scales {
            await host.advance(by: time - elapsed)
            elapsed = time
            let ax = 3 + 4 * anchor.x, ay = 1 + 2 * anchor.y
            Picture.expect(host.screen, over: empty,
                           columns: Picture.cells(ax + (3 - ax) * s, ax + (7 - ax) * s),
                           rows: Picture.cells(ay + (1 - ay) * s, ay + (3 - ay) * s),
                           "scale \(s) at t = \(time)", sourceLocation: sourceLocation)
        }
        await host.advance(by: 1 - elapsed)
        #expect(host.lines == Stage.shown, sourceLocation: sourceLocation)
    }

    @Test("scale grows from nothing about the center as a picture and shrinks back to nothing")
    func scale() async {
        await Stage.expect(.scale, insertion: [Expected(0, Stage.empty)], removal: [Expected(0, Stage.shown)])
        // Linear over 1 s from 1e-5: scale(t) = 1e-5 + (1 − 1e-5)·t.
        await expectPicture(.scale, anchor: (0.5, 0.5), scales: [(0.25, 0.25), (0.5, 0.5), (0.6, 0.6)])
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
        await expectPicture(.scale(scale: 0.6), anchor: (0.5, 0.5), scales: [(0, 0.6), (0.25, 0.7)])
    }

    @Test("a scale that moves no corner half a cell draws the real glyphs, so a spring settling at 1 never flickers")
    func nearOneIsGlyphs() async {
        // 0.8 about the centre: corners move 0.4 columns and 0.2 rows.
        let host = Stage.host(showing: false, .scale(scale: 0.6))
        host.press(.character("t"))
        await host.advance(by: 0.5)
        #expect(host.lines == Stage.shown)
    }

    @Test("scale(scale: 0.6, anchor: .bottomTrailing) grows out of the bottom-trailing corner")
    func scaleAnchor() async {
        await expectPicture(.scale(scale: 0.6, anchor: .bottomTrailing), anchor: (1, 1),
                            scales: [(0, 0.6), (0.25, 0.7)])
    }

    @Test("scale(scale: 0.5, anchor: .topLeading) keeps the top-leading corner in place")
    func scaleTopLeading() async {
        // Columns [3, 5), rows [1, 2) at t = 0.
        await expectPicture(.scale(scale: 0.5, anchor: .topLeading), anchor: (0, 0), scales: [(0, 0.5), (0.25, 0.625)])
    }
}
