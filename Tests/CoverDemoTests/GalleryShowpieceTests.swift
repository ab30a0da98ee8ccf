@testable import CoverDemoKit
import Testing
import TermCoverTestSupport
import TermCoverTesting
@testable import TermCoverCore

/// cover-demo as people meet it: keys that can be found, a status line that
/// can be read, the screen used, a preview that plays, help everywhere.
@Suite("The gallery as a showpiece", .tags(.galleryLook))
@MainActor
struct GalleryShowpieceTests {
    /// The gallery with its status line wired as cover-demo wires it.
    private func gallery(_ size: Size = Size(width: 80, height: 24), transition: DemoTransition = .cover,
                         duration: Double = 0.35) -> TestHost {
        let meter = FrameMeter()
        var environment = EnvironmentValues()
        environment.frameMeter = meter
        let host = TestHost(GalleryView(transition: transition, animation: .linear, duration: duration), size: size,
                            fps: 60, environment: environment)
        meter.phases = { [view = host.engine.host] in view.coverPhases }
        host.engine.driver.onFrame = { meter.record($0) }
        return host
    }

    private var statusRow: (TestHost) -> String { { $0.lines.last ?? "" } }

    @Test("at 80x24 the key hints fit and name ? help and q quit; wider screens get them on one row")
    func hintsFit() async {
        let small = gallery()
        let text = small.lines.joined(separator: "\n")
        #expect(text.contains("? help") && text.contains("q quit"))
        #expect(!text.contains("…"), "nothing is cut")
        let wide = gallery(Size(width: 120, height: 30))
        #expect(wide.lines.contains { $0.contains("⏎ present") && $0.contains("q quit") })
    }

    @Test("the status line stays readable above a moving cover: presenting, presented, dismissing, idle")
    func statusAboveCovers() async {
        let host = gallery(duration: 1)
        host.press(.return)
        await host.advance(by: 0.5)
        #expect(statusRow(host).contains("phase presenting · depth 1"), "\(statusRow(host))")
        await host.advance(by: 1)
        #expect(statusRow(host).contains("phase presented · depth 1"))
        host.press(.escape)
        await host.advance(by: 0.5)
        #expect(statusRow(host).contains("phase dismissing · depth 1"))
        await host.advance(by: 1)
        #expect(statusRow(host).contains("phase idle · depth 0"))
    }

    @Test("the frame rate is the last animation's, drawn at 60 fps, and does not decay at rest")
    func frameRateOfTheLastAnimation() async {
        let host = gallery(duration: 1)
        #expect(statusRow(host).contains("– fps"), "no animation yet: no rate")
        host.press(.return)
        await host.advance(by: 1.5)
        func rate() -> Int? {
            let row = statusRow(host)
            guard let r = row.range(of: " fps") else { return nil }
            return Int(row[..<r.lowerBound].split(separator: " ").last ?? "")
        }
        let during = rate()
        #expect(during.map { (57...63).contains($0) } == true, "\(statusRow(host))")
        // A key at rest draws one frame: the rate stays the animation's.
        host.press(.character("s"))
        await host.advance(by: 3)
        #expect(rate() == during)
    }

    @Test("at 200x60 the gallery's content reaches past 60% of the height")
    func usesTheScreen() async {
        let host = gallery(Size(width: 200, height: 60))
        // Rows above the hints and the status line that show anything.
        let body = host.lines.dropLast(2)
        let lowest = body.lastIndex { !$0.allSatisfy { $0 == " " } } ?? 0
        #expect(lowest >= 36, "lowest content row \(lowest)")
        #expect(host.screen.contains(".fullScreenCover(isPresented: $shown) {"), "the SwiftUI code shows in full")
    }

    @Test("from 80x24 to 400x120 the gallery lays out with its lists, its details and its preview")
    func sizes() async {
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 400, height: 120)] {
            let host = gallery(size)
            #expect(host.screen.contains("move-trailing"), "\(size)")
            #expect(host.screen.contains("bouncy"), "\(size)")
            #expect(host.screen.contains("Preview"), "\(size)")
            #expect(host.screen.contains(".transition(.move(edge: .bottom))") || host.screen.contains("Page().transition(.move(edge: .bottom))"),
                    "\(size)")
        }
    }

    @Test("moving the selection plays the new transition once on the preview card, then nothing is drawn")
    func previewPlays() async {
        let host = gallery(duration: 1)
        await host.advance(by: 0.5)
        let rest = host.screen
        host.press(.downArrow)
        await host.advance(by: 0.25)
        let playing = host.screen
        #expect(playing.contains("slide: in from the leading edge"))
        await host.advance(by: 1.5)
        let settled = host.screen
        #expect(settled != playing, "the card moved")
        #expect(settled.contains("slide"))
        let frames = host.frameCount
        await host.advance(by: 2)
        #expect(host.frameCount == frames, "nothing is drawn at rest")
        _ = rest
        // The card moved in from the leading edge: a quarter of the way, part
        // of the preview's stage was still empty where the card comes to rest.
        var differing = 0
        for y in 0..<settled.height { for x in 0..<settled.width where settled[x, y] != playing[x, y] { differing += 1 } }
        #expect(differing > 20)
    }

    @Test("? shows the key help inside a cover too, with its text off the border")
    func helpEverywhere() async {
        let host = gallery()
        host.press(.return)
        await host.advance(by: 1)
        host.press(.character("?"))
        await host.advance(by: 1)
        #expect(host.screen.contains("Keys"))
        #expect(host.screen.contains("Cover 1 of the stack") == false || host.screen.contains("any key closes"))
        let row = host.lines.first { $0.contains("Keys") } ?? ""
        #expect(row.range(of: "│ +Keys", options: .regularExpression) != nil, "a space between border and text: \(row)")
        #expect(host.lines.contains { $0.range(of: "│ +any key closes", options: .regularExpression) != nil })
        host.press(.character("x"))
        await host.advance(by: 1)
        #expect(!host.screen.contains("any key closes"))
        #expect(host.coverPhases == [.presented])
    }

    @Test("the selected transition stays in reverse video while a cover has the keys")
    func selectionStaysReversed() async {
        let host = gallery(Size(width: 200, height: 60))
        host.press(.character("?"))
        await host.advance(by: 1)
        // The help dims the gallery but leaves it visible; find the selected row.
        let y = host.lines.firstIndex { $0.hasPrefix(" cover ") } ?? -1
        #expect(y >= 0)
        if y >= 0 { #expect(host.screen[1, y].style.attributes.contains(.reverse)) }
    }

    @Test("the chain demo's confirmation shows over the dimmed gallery")
    func confirmationOverGallery() async {
        let host = gallery()
        host.press(.character("c"))
        for _ in 0..<8 { await host.advance(by: 0.5) }
        #expect(host.screen.contains("Chain complete"))
        #expect(host.screen.contains("Transition"), "the gallery shows around the card")
    }
}
