import CoverDemoKit
import Testing
import TermCoverTestSupport
import TermCoverTesting
@testable import TermCoverCore

/// How the gallery's fades swap glyphs, measured as the issue measured
/// them: a 1 s linear presentation at 100x30 and 60 fps. A cell "swaps"
/// when the gallery's glyph there gives way to the cover's; the swapping
/// cells are those where both screens have a glyph (not a blank) and the
/// glyphs differ.
/// A 100x30 screen of text under a cover that is all text too: every cell
/// has a glyph on both sides, so every cell swaps.
private struct DenseCovers: View {
    let transition: AnyTransition
    @State var shown = false
    static func text(_ c: Character) -> String {
        Array(repeating: String(repeating: c, count: 100), count: 30).joined(separator: "\n")
    }
    var body: some View {
        Text(Self.text("a"))
            .onKeyPress(.return) {
                withAnimation(.linear(duration: 1)) { shown = true }
                return .handled
            }
            .fullScreenCover(isPresented: $shown) {
                Text(Self.text("b")).transition(transition)
            }
    }
}

@Suite("Fades: glyph swaps are spread over the fade", .serialized, .tags(.galleryLook))
@MainActor
struct GallerySwapSpreadTests {
    static func hasInk(_ cell: Cell) -> Bool { cell.width == 0 || (cell.character.map { $0 != " " } ?? false) }

    /// The largest share of the swapping cells that swap in one frame, and how many frames swap any.
    static func spread(_ transition: DemoTransition) async -> (largest: Double, frames: Int, cells: Int) {
        await spread(TestHost(GalleryView(transition: transition, animation: .linear, duration: 1),
                              size: Size(width: 100, height: 30), fps: 60))
    }

    static func spread(_ host: TestHost) async -> (largest: Double, frames: Int, cells: Int) {
        let first = host.screen
        host.press(.return)
        var frames = [host.screen]
        for _ in 0..<66 {
            await host.advance(by: 1.0 / 60)
            frames.append(host.screen)
        }
        let last = frames.last!
        let swapping = first.cells.indices.filter {
            hasInk(first.cells[$0]) && hasInk(last.cells[$0]) && first.cells[$0].glyphID != last.cells[$0].glyphID
        }
        var largest = 0, swappingFrames = 0
        for k in 1..<frames.count {
            let swaps = swapping.filter {
                frames[k - 1].cells[$0].glyphID == first.cells[$0].glyphID
                    && frames[k].cells[$0].glyphID != first.cells[$0].glyphID
            }.count
            largest = max(largest, swaps)
            if swaps > 0 { swappingFrames += 1 }
        }
        return (Double(largest) / Double(max(1, swapping.count)), swappingFrames, swapping.count)
    }

    @Test("opacity, slide-opacity and push: no frame swaps more than half of the swapping cells",
          arguments: [DemoTransition.opacity, .slideOpacity, .push])
    func spreadOverFrames(_ transition: DemoTransition) async {
        let (largest, frames, cells) = await Self.spread(transition)
        // Cells with a glyph in one screen only never swap mid-fade (they
        // keep the glyph and fade its color), so only the few where the
        // cover's text lands on the gallery's count.
        #expect(cells >= 10, "the cover and the gallery share glyph cells: \(cells)")
        // Under 40 cells swap in all, and whole words swap together (the
        // hints' row landing on the gallery's text is a dozen cells of one
        // cluster), so half: the spread is what `frames` checks.
        #expect(largest <= 0.5, "\(transition): \(Int(largest * 100))% of \(cells) cells in one frame")
        #expect(frames >= 4, "\(transition): swaps happen on \(frames) frames")
        print("swap spread, gallery \(transition.rawValue): at most \(Int((largest * 100).rounded()))% of \(cells) cells in a frame, on \(frames) frames")
    }

    @Test("a screen of text under a cover of text: no frame swaps more than a quarter of the cells, in opacity and push",
          arguments: ["opacity", "push"])
    func denseSpread(_ name: String) async {
        let transition: AnyTransition = name == "opacity" ? .opacity : .push(from: .bottom)
        let (largest, frames, cells) = await Self.spread(TestHost(DenseCovers(transition: transition),
                                                                  size: Size(width: 100, height: 30), fps: 60))
        #expect(cells == 3000)
        #expect(largest <= 0.25, "\(name): \(Int(largest * 100))% of \(cells) cells in one frame")
        #expect(frames >= 20, "\(name): swaps happen on \(frames) frames")
        print("swap spread, dense \(name): at most \(Int((largest * 100).rounded()))% of \(cells) cells in a frame, on \(frames) frames")
    }

    @Test("a screen of text under a cover of text sliding in while fading: every row is one word past the cover's edge, so it swaps whole once the cover covers it")
    func denseSlide() async {
        let host = TestHost(DenseCovers(transition: .slide.combined(with: .opacity)), size: Size(width: 100, height: 30), fps: 60)
        host.press(.return)
        let a = String(repeating: "a", count: 100), b = String(repeating: "b", count: 100)
        for _ in 0..<66 {
            await host.advance(by: 1.0 / 60)
            #expect(host.lines.allSatisfy { !($0.contains("a") && $0.contains("b")) }, "\(host.lines)")
        }
        #expect(host.lines.allSatisfy { $0 == b } || host.lines.allSatisfy { $0 != a })
    }

    @Test("a 1 s dissolve of the gallery's cover at 100x30 changes the screen on at least 40 of its 60 frames")
    func dissolveFrames() async {
        let host = TestHost(GalleryView(transition: .dissolve, animation: .linear, duration: 1),
                            size: Size(width: 100, height: 30), fps: 60)
        host.press(.return)
        var previous = host.screen, changed = 0
        for _ in 0..<60 {
            await host.advance(by: 1.0 / 60)
            if host.screen != previous { changed += 1 }
            previous = host.screen
        }
        #expect(changed >= 40)
        print("dissolve, gallery 100x30: the screen changed on \(changed) of 60 frames")
    }
}
