import Testing
import TermCoverTesting
@testable import TermCoverCore

/// `.identity`, `.opacity` and the default transition. On a palette256
/// terminal opacity blends colors; where the box's glyph and the stage's
/// differ, a cell swaps them at its own opacity between 0.25 and 0.75.
@MainActor
@Suite("Transitions: identity, opacity and the default")
struct TransitionOpacityTests {
    @Test("identity inserts and removes in the frame of the change, with nothing left running")
    func identity() async {
        let rest = Stage.host(showing: true, .identity).screen
        let host = Stage.host(showing: false, .identity)
        let empty = host.screen
        host.press(.character("t"))
        #expect(host.screen == rest)
        await host.advance(by: 0.5)
        #expect(host.screen == rest)
        host.press(.character("t"))
        #expect(host.screen == empty)
        #expect(!host.engine.host.graph.isAnimating)
        await host.advance(by: 0.5)
        #expect(host.screen == empty)
    }

    @Test("opacity fades in from nothing and out to nothing")
    func opacity() async {
        await Stage.expect(.opacity, insertion: [
            Expected(0, Stage.empty),
            Expected(0.25, Stage.empty),
            Expected(0.75, Stage.shown),
        ], removal: [
            Expected(0, Stage.shown),
            Expected(0.25, Stage.shown),
            Expected(0.75, Stage.empty),
        ])
    }

    @Test("Half-way each cell of the box shows its letter or the stage's dot, never anything else, and the letters only grow")
    func opacityHalfWay() async {
        let host = Stage.host(showing: false, .opacity, fps: 20)
        host.press(.character("t"))
        var shownBefore = 0
        for _ in 0..<20 {
            await host.advance(by: 0.05)
            #expect(Stage.inPlace(host.lines))
            let letters = host.lines.joined().filter(\.isLetter).count
            #expect(letters >= shownBefore)
            shownBefore = letters
        }
        #expect(host.lines == Stage.shown)
    }

    @Test("opacity at t = 0 of an insertion draws nothing at all, styles included")
    func opacityStartsInvisible() async {
        let host = Stage.host(showing: false, .opacity)
        let empty = host.screen
        host.press(.character("t"))
        #expect(host.screen == empty)
    }

    @Test("Mid-fade, only the box's cells change, and they are neither the stage's nor the box's at rest")
    func opacityMidFadeStyles() async {
        let rest = Stage.host(showing: true, .opacity).screen
        let host = Stage.host(showing: false, .opacity)
        let empty = host.screen
        host.press(.character("t"))
        await host.advance(by: 0.25)
        for y in 0..<5 {
            for x in 0..<10 {
                let inBox = (3...6).contains(x) && (1...2).contains(y)
                #expect((host.screen[x, y] == empty[x, y]) == !inBox, "cell (\(x), \(y)) at 0.25")
                if inBox { #expect(host.screen[x, y].character == ".") }
            }
        }
        await host.advance(by: 0.5)
        for y in 1...2 {
            for x in 3...6 {
                #expect(host.screen[x, y].character == rest[x, y].character)
                #expect(host.screen[x, y].style != rest[x, y].style, "cell (\(x), \(y)) is still fading at 0.75")
            }
        }
    }

    @Test("A view with no .transition fades in and out exactly like .opacity")
    func defaultIsOpacity() async {
        let plain = Stage.host(showing: false) { Box() }
        let faded = Stage.host(showing: false, .opacity)
        for host in [plain, faded] { host.press(.character("t")) }
        #expect(plain.screen == faded.screen)
        for step in 0..<5 {
            await plain.advance(by: 0.25)
            await faded.advance(by: 0.25)
            #expect(plain.screen == faded.screen, "insertion frame \(step + 1)")
        }
        for host in [plain, faded] { host.press(.character("t")) }
        #expect(plain.screen == faded.screen)
        for step in 0..<5 {
            await plain.advance(by: 0.25)
            await faded.advance(by: 0.25)
            #expect(plain.screen == faded.screen, "removal frame \(step + 1)")
        }
        #expect(plain.lines == Stage.empty)
        #expect(!plain.engine.host.graph.isAnimating)
    }

    @Test("Without .transition, the default still runs the whole insertion and removal")
    func defaultScript() async {
        let rest = Stage.host(showing: true) { Box() }.screen
        let host = Stage.host(showing: false) { Box() }
        let empty = host.screen
        host.press(.character("t"))
        #expect(host.screen == empty)
        await host.advance(by: 0.75)
        #expect(host.lines == Stage.shown)
        await host.advance(by: 0.25)
        #expect(host.screen == rest)
        host.press(.character("t"))
        await host.advance(by: 0.25)
        #expect(host.lines == Stage.shown)
        await host.advance(by: 0.75)
        #expect(host.screen == empty)
    }
}
