import CoverDemoKit
import Testing
import TermCoverTesting
@testable import TermCoverCore

/// Near rest, the gallery's scale transition leaves a strip of the screen
/// beneath above the cover's top edge, drawn in row 0 as lower blocks
/// (▁ to ▇). A word of the cover drawn whole in that row stood on the
/// cover's full background with the strip between words: black notches
/// between word cells.
@Suite("Fades: the scale transition's edge rows show no words cut out of the edge", .serialized, .tags(.galleryLook))
@MainActor
struct GalleryScaleEdgeTests {
    @Test("near rest, no frame of a 1 s linear scale present at 100x30 shows a cover's letter in a row its top edge crosses")
    func noWordsOnTheEdgeRow() async {
        let host = TestHost(GalleryView(transition: .scale, animation: .linear, duration: 1),
                            size: Size(width: 100, height: 30), fps: 60, colorSupport: .trueColor)
        host.press(.return)
        var frames: [CellGrid] = []
        for _ in 0..<66 {
            await host.advance(by: 1.0 / 60)
            frames.append(host.screen)
        }
        // The cover's background, as its row 0 has it at rest.
        let paper = frames.last![0, 0].style.background
        var checked = 0
        // Near rest (from t = 0.75 on) the cover spans the screen: every letter on its paper is its own.
        for (k, frame) in frames.enumerated() where k >= 44 {
            for y in 0..<frame.height {
                let cells = (0..<frame.width).map { frame[$0, y] }
                // U+2581…U+2587: the lower one to seven eighths, a horizontal edge inside the cell.
                // (In the cover's color: the edge of the cover, not of a block beneath.)
                guard cells.contains(where: { (0x2581...0x2587).contains($0.glyph) && $0.style.foreground == paper }) else { continue }
                checked += 1
                let letters = String(cells.filter { $0.style.background == paper }.compactMap(\.character)
                    .filter { $0.isLetter || $0.isNumber })
                #expect(letters.isEmpty, "frame \(k), row \(y): \(frame.lines[y])")
            }
        }
        // The edge crosses some row in the frames before rest.
        #expect(checked > 3)
    }
}
