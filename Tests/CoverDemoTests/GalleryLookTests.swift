import CoverDemoKit
import Testing
import TermCoverTestSupport
import TermCoverTesting
@testable import TermCoverCore

/// How the gallery's transitions look, frame by frame, on a manual clock.
@Suite("The gallery's transitions read on the grid", .tags(.galleryLook))
@MainActor
struct GalleryLookTests {
    private static let size = Size(width: 100, height: 30)

    private func gallery(_ transition: DemoTransition, _ animation: DemoAnimation = .linear,
                         size: Size = size) -> TestHost {
        TestHost(GalleryView(transition: transition, animation: animation, duration: 1), size: size, fps: 60)
    }

    private func share(_ a: CellGrid, differingFrom b: CellGrid) -> Double {
        var n = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { n += 1 } }
        return Double(n) / Double(a.width * a.height)
    }

    @Test("a quarter of the way into a present, moving covers already cover a tenth of the screen",
          arguments: [DemoTransition.cover, .moveTop, .moveBottom, .moveLeading, .moveTrailing, .slide])
    func movingCoversShowEarly(transition: DemoTransition) async {
        let host = gallery(transition)
        let before = host.screen
        host.press(.return)
        await host.advance(by: 0.25)
        // Linear: a quarter of the screen is under the cover; the surface makes it visible.
        #expect(share(host.screen, differingFrom: before) >= 0.1, "\(transition)")
    }

    @Test("a quarter of the way in, a scaled or turning card shows on at least 3% of the screen",
          arguments: [DemoTransition.scale, .rotation, .asymmetric])
    func cardsShowEarly(transition: DemoTransition) async {
        let host = gallery(transition)
        let before = host.screen
        host.press(.return)
        await host.advance(by: 0.25)
        #expect(share(host.screen, differingFrom: before) >= 0.03, "\(transition)")
    }

    /// Lets a transition of the 1 s gallery finish without drawing its
    /// frames (the tests look at those on the way back), then draws the rest.
    private func rest(_ host: TestHost) async {
        host.skip(1.5)
        await host.advance(by: 1.0 / 60)
    }

    /// The alphabetic words of `canvas`.
    private func words(_ canvas: CellGrid) -> Set<String> {
        var out = Set<String>()
        for line in canvas.lines {
            for word in line.split(whereSeparator: { !$0.isLetter || !$0.isASCII }) { out.insert(String(word)) }
        }
        return out
    }

    @Test("no frame of scale, rotation or asymmetric shows a word that is not part of a word of the screens at rest",
          .tags(.soak), arguments: [DemoTransition.scale, .rotation, .asymmetric], soak ? [Size(width: 100, height: 30), Size(width: 200, height: 60)] : [Size(width: 100, height: 30)])
    func noMisspelledWords(transition: DemoTransition, size: Size) async {
        let host = gallery(transition, size: size)
        var atRest = words(host.screen)
        host.press(.return)
        await rest(host)
        atRest.formUnion(words(host.screen))
        host.press(.escape)
        await rest(host)
        // Again, looking at every frame: a word cut by an edge is part of a word at rest.
        // Scale and rotation leave as they came, so on a linear curve their
        // dismiss frames are the present's in reverse: there every third
        // frame is looked at; asymmetric leaves another way, every frame.
        host.press(.return)
        for phase in ["present", "dismiss"] {
            let stride = phase == "dismiss" && transition != .asymmetric ? 3 : 1
            for frame in 0..<66 {
                await host.advance(by: 1.0 / 60)
                guard frame % stride == 0 else { continue }
                for word in words(host.screen) where !atRest.contains(where: { $0.contains(word) }) {
                    Issue.record("\(transition) \(size) \(phase) frame \(frame): \"\(word)\"")
                }
            }
            if phase == "present" { host.press(.escape) }
        }
    }

    @Test("scaled, zoomed and turning covers resolve their words over several frames of a linear present; a good share reads at 90%",
          arguments: [DemoTransition.scale, .asymmetric, .zoom, .rotation])
    func wordsResolveOverSeveralFrames(transition: DemoTransition) async {
        let host = gallery(transition)
        let gallery = words(host.screen)
        host.press(.return)
        await rest(host)
        let cover = words(host.screen).subtracting(gallery)
        host.press(.escape)
        await rest(host)
        #expect(cover.count >= 10, "the cover has words of its own: \(cover)")
        host.press(.return)
        var partial = 0, atNinety = 0.0
        for frame in 1...60 {
            await host.advance(by: 1.0 / 60)
            let share = Double(words(host.screen).intersection(cover).count) / Double(cover.count)
            if share > 0 && share < 1 { partial += 1 }
            if frame == 54 { atNinety = share }
        }
        #expect(partial >= 3, "\(transition): words resolve on \(partial) frames")
        if transition != .rotation {
            #expect(atNinety >= 0.25, "\(transition): \(Int(atNinety * 100))% of the cover's words read at 90%")
        }
        print("words resolving, gallery \(transition.rawValue): \(partial) frames, \(Int((atNinety * 100).rounded()))% at 90%")
    }

    @Test("a cover stacked on another differs from it in color over at least a tenth of the screen")
    func stackedCoversLookDeeper() async {
        let host = gallery(.cover)
        host.press(.return)
        await host.advance(by: 1.5)
        let first = host.screen
        host.press(.return)
        await host.advance(by: 1.5)
        let second = host.screen
        #expect(second.contains("Cover 2 of the stack"))
        var differ = 0
        for y in 0..<first.height {
            for x in 0..<first.width where first[x, y].style.background != second[x, y].style.background { differ += 1 }
        }
        #expect(Double(differ) / Double(first.width * first.height) >= 0.1)
    }

    @Test("a bouncy cover that overshoots never uncovers the gallery behind its bottom edge")
    func overshootKeepsCovering() async {
        // 60 rows: the bouncy spring overshoots by about 5%, 3 rows. The
        // gallery's key hints sit just above the status line (which is drawn
        // above the covers); once covered they must not show again.
        let host = gallery(.cover, .bouncy, size: Size(width: 100, height: 60))
        host.press(.return)
        var covered = false
        var overshot = false
        for frame in 0..<120 {
            await host.advance(by: 1.0 / 60)
            let foot = host.screen.lines.dropLast().suffix(3).joined()
            let galleryShows = foot.contains("q quit")
            if covered {
                #expect(!galleryShows, "frame \(frame): the gallery's hints show again: \(foot)")
            }
            if !galleryShows { covered = true }
            // The title bar has left the top row: the cover is above its place.
            if covered, !(host.screen.lines.first ?? "").contains("cover 1") { overshot = true }
        }
        #expect(covered)
        #expect(overshot, "the bouncy spring does overshoot, so the check above means something")
        #expect(host.screen.lines.first?.contains("cover 1") == true)
    }
}
