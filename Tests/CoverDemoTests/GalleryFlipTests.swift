import CoverDemoKit
import Testing
import TermCoverTesting
@testable import TermCoverCore

/// The gallery's 3D flip: the cover turns in about the vertical axis.
@Suite("The gallery's flip turns the cover in three dimensions")
@MainActor
struct GalleryFlipTests {
    /// The columns at the left and at the right end of `row` where `a` and `b` have the same cells.
    private func unchangedEnds(_ a: CellGrid, _ b: CellGrid, row: Int) -> (left: Int, right: Int) {
        let same = (0..<a.width).map { a[$0, row] == b[$0, row] }
        return (same.prefix { $0 }.count, same.reversed().prefix { $0 }.count)
    }

    @Test("halfway into a linear flip the cover is turned 45°: with the eye a screen's width away its far edge is 61 columns across an 80-column screen")
    func halfwayFlip() async {
        let host = TestHost(GalleryView(transition: .flip, animation: .linear, duration: 1),
                            size: Size(width: 80, height: 24), fps: 60)
        let before = host.screen
        host.press(.return)
        host.skip(0.5 - 1.0 / 60)
        await host.advance(by: 1.0 / 60)
        // Worked by hand: the cover is 640 × 384 points, so the eye is 640 points away
        // (the longer side, perspective 1). Turned 45° about its centre, an edge 320 points
        // out is 226 points across and 226 nearer or farther: the near edge lands
        // 226 / (1 − 226/640) = 350 points (43.8 columns) from the centre, off the screen,
        // the far one 226 / (1 + 226/640) = 167 points (20.9 columns), at column 60.9.
        // So columns 62 to 79 (18) still show the gallery, at one end, and none at the other.
        let ends = unchangedEnds(before, host.screen, row: 12)
        let untouched = max(ends.left, ends.right), covered = min(ends.left, ends.right)
        #expect((17...19).contains(untouched), "\(ends)")
        #expect(covered == 0, "\(ends)")
        // At the end it covers the whole screen.
        host.skip(0.6)
        await host.advance(by: 1.0 / 60)
        let done = unchangedEnds(before, host.screen, row: 12)
        #expect(max(done.left, done.right) == 0, "\(done)")
        #expect(host.lines.joined().contains("flip · linear"))
    }
}
