import CoverDemoKit
import Foundation
import Testing
import TermCoverTesting
@testable import TermCoverCore

/// The gallery's fades in 16 colors and with none (`NO_COLOR`): the cover
/// is drawn whole, dim below half opacity and normal from half on, so every
/// frame reads as one screen or the other's words.
@Suite("Fades: 16 colors and none draw the cover dim below half", .serialized, .tags(.galleryLook))
@MainActor
struct GalleryFaintFadeTests {
    /// Cells with ink in the dim attribute.
    static func dimInk(_ canvas: CellGrid) -> Int {
        canvas.cells.filter { CellGrid.hasInk($0) && $0.style.attributes.contains(.dim) }.count
    }

    /// Cells with ink, dim or not as `dim` says, whose glyph is not the gallery's there: the cover's.
    static func coverInk(_ canvas: CellGrid, over gallery: CellGrid, dim: Bool) -> Int {
        canvas.cells.indices.filter {
            CellGrid.hasInk(canvas.cells[$0]) && canvas.cells[$0].style.attributes.contains(.dim) == dim
                && canvas.cells[$0].glyph != gallery.cells[$0].glyph
        }.count
    }

    /// Opacity in `make test`; push and slide-opacity too under `make soak`
    /// (the fade is the same `FaintLayer` rule: `TransitionFaintTests` holds it for each).
    nonisolated static let transitions: [DemoTransition] = ProcessInfo.processInfo.environment["TERMCOVER_SOAK"] == nil
        ? [.opacity] : [.opacity, .push, .slideOpacity]

    @Test("a quarter into a 1 s present every glyph of the cover is dim, at three quarters none is dim beyond the rest screens'; no word is ever mixed",
          .tags(.soak), arguments: transitions, [ColorSupport.ansi16, .monochrome])
    func dimThenNormal(_ transition: DemoTransition, _ colors: ColorSupport) async {
        let host = TestHost(GalleryView(transition: transition, animation: .linear, duration: 1),
                            size: Size(width: 100, height: 30), fps: 60, colorSupport: colors)
        let gallery = host.screen
        host.press(.return)
        var frames: [CellGrid] = []
        for _ in 0..<66 {
            await host.advance(by: 1.0 / 60)
            frames.append(host.screen)
        }
        let cover = frames.last!
        let atRest = max(Self.dimInk(gallery), Self.dimInk(cover))
        // Frame k is at t = (k + 1) / 60.
        let quarter = frames[14], threeQuarters = frames[44]
        #expect(Self.coverInk(quarter, over: gallery, dim: false) == 0, "\(transition)")
        #expect(Self.coverInk(quarter, over: gallery, dim: true) > 4, "\(transition)")
        #expect(Self.coverInk(threeQuarters, over: gallery, dim: false) > 100, "\(transition)")
        #expect(Self.dimInk(threeQuarters) <= atRest, "\(transition): \(Self.dimInk(threeQuarters)) dim, \(atRest) at rest")
        let words = Set(GalleryWholeWordTests.words(gallery) + GalleryWholeWordTests.words(cover))
        for (k, frame) in frames.enumerated() {
            let mixed = Set(GalleryWholeWordTests.words(frame)).filter { w in !words.contains { $0.contains(w) } }
            #expect(mixed.isEmpty, "\(transition) frame \(k): \(mixed.prefix(8))")
        }
    }
}
