import CoverDemoKit
import Testing
import TermCoverTesting
@testable import TermCoverCore

/// The gallery's full turn brings its words back as a resolve, not a pop:
/// over a 1 s linear present at 100x30, words of the cover at rest (three
/// letters or more, so a stray "of" in the picture's texture does not
/// count) show on at least six frames before the one at rest (a tenth of
/// the turn), in true color and in 256 colors. Words joining from 25° off
/// showed on four.
@Suite("Fades: a turning cover's words resolve over several frames", .serialized)
@MainActor
struct GalleryTurnResolveTests {
    static func framesWithWords(_ colors: ColorSupport, _ transition: DemoTransition = .rotation) async -> (frames: [Int], total: Int) {
        let host = TestHost(GalleryView(transition: transition, animation: .linear, duration: 1),
                            size: Size(width: 100, height: 30), fps: 60, colorSupport: colors)
        host.press(.return)
        var frames: [CellGrid] = []
        for _ in 0..<66 {
            await host.advance(by: 1.0 / 60)
            frames.append(host.screen)
        }
        let rest = frames.last!
        let gallery = Set(GalleryWholeWordTests.words(frames.first!))
        let coverWords = Set(GalleryWholeWordTests.words(rest).filter { $0.count >= 3 && !gallery.contains($0) })
        // Frames before the first that is the rest screen.
        let moving = frames.prefix { $0 != rest }
        var showing: [Int] = []
        for (k, frame) in moving.enumerated() where !coverWords.isDisjoint(with: GalleryWholeWordTests.words(frame)) {
            showing.append(k)
        }
        return (showing, moving.count)
    }

    @Test("rotation, 1 s linear: the cover's words show on six frames or more before rest",
          arguments: [ColorSupport.trueColor, .palette256])
    func wordsResolve(_ colors: ColorSupport) async {
        let result = await Self.framesWithWords(colors)
        #expect(result.frames.count >= 6, "frames with words \(result.frames) of \(result.total)")
    }

    @Test("scale and zoom, 1 s linear: the cover's words show on four frames or more before rest",
          arguments: [DemoTransition.scale, .zoom], [ColorSupport.trueColor, .palette256])
    func scaledWordsResolve(_ transition: DemoTransition, _ colors: ColorSupport) async {
        let result = await Self.framesWithWords(colors, transition)
        #expect(result.frames.count >= 4, "\(transition): frames with words \(result.frames) of \(result.total)")
    }
}
