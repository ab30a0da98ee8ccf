import Foundation
@testable import TermCoverCore
import TermCoverTesting
import Testing

@MainActor
@Suite("NavigationStack: push, pop, state and bars")
struct NavigationStackTests {
    private func host(_ log: EventLog = EventLog()) -> TestHost {
        TestHost(CountingRoot(log: log), size: navigationSize)
    }

    /// The root at rest: the bar with the title in its middle, the rule,
    /// and the content centered in the six rows under it.
    private let home = [
        row("Home", at: 13), navigationRule, row("", at: 0), row("", at: 0),
        row("Count 0", at: 11), row("Next", at: 12), row("", at: 0), row("", at: 0),
    ]

    @Test("the root page shows its title centered in the bar over a rule, its content centered below")
    func rootPage() {
        #expect(host().lines == home)
    }

    @Test("a NavigationLink with a value pushes the destination for its type, with a back control naming the page beneath")
    func pushShowsDestination() async {
        let host = host()
        host.press(.tab)
        host.press(.return)
        await host.advance(by: 1)
        host.expectScreen([
            "‹ Home" + row("P1", at: 8, width: 24), navigationRule, row("", at: 0), row("", at: 0),
            row("Page 1", at: 12), row("More", at: 13), row("", at: 0), row("", at: 0),
        ])
    }

    @Test("mid-push the new page stands past the trailing edge by 1 − progress of the width, the old one a third of progress to the left")
    func pushGeometry() async {
        let host = host()
        host.press(.tab)
        host.press(.return)
        var elapsed = 0.0
        for t in [0.05, 0.1, 0.2] {
            await host.advance(by: t - elapsed)
            elapsed = t
            let p = pushProgress(at: t)
            // Content lands on whole cells, rounded half up.
            let edge = 30 * (1 - p)
            let newX = 12 + Int(edge.rounded())
            let oldX = 11 - Int((10 * p).rounded())
            let content = host.lines[4]
            if Double(oldX + 5) <= edge.rounded(.down) { #expect(column(of: "Count", in: content) == oldX, "t = \(t)") }
            if newX + 4 <= 30 { #expect(column(of: "Page", in: content, from: Int(edge)) == newX, "t = \(t)") }
        }
    }

    @Test("the page beneath dims while covered and is exactly itself again after the pop: no afterimage")
    func dimAndNoAfterimage() async {
        let host = host()
        host.press(.tab)
        host.renderIfNeeded()
        // At rest with focus on the link, which has it again after the pop.
        let rest = host.screen
        host.press(.return)
        await host.advance(by: 0.1)
        let x = column(of: "Count", in: host.lines[4])!
        #expect(host.screen[x, 4].style.foreground != rest[11, 4].style.foreground, "the covered page's text is dimmer")
        await host.advance(by: 1)
        host.press(.escape)
        await host.advance(by: 1)
        #expect(host.screen == rest)
        #expect(!host.engine.host.graph.isAnimating)
    }

    @Test("Esc, Backspace, @Environment(\\.dismiss) and a click on the back control each pop a page; at the root they do nothing")
    func waysToPop() async {
        for pop in ["esc", "backspace", "dismiss", "click"] {
            let host = host()
            host.press(.tab)
            host.press(.return)
            await host.advance(by: 1)
            switch pop {
            case "esc": host.press(.escape)
            case "backspace": host.press(.delete)
            case "dismiss": host.press(.character("d"))
            default: host.click(x: 2, y: 0)
            }
            await host.advance(by: 1)
            #expect(host.lines == home, "\(pop)")
            host.press(.escape)
            host.press(.delete)
            await host.advance(by: 1)
            #expect(host.lines == home, "\(pop) at the root")
        }
    }

    @Test("Esc during a push turns it around from where the page is: no frame jumps, and it ends on the root")
    func popDuringPushTurnsAround() async {
        let host = host()
        host.press(.tab)
        host.press(.return)
        await host.advance(by: 0.1)
        let before = column(of: "Page", in: host.lines[4], from: 10)!
        await host.advance(by: 1.0 / 60)
        var last = column(of: "Page", in: host.lines[4], from: 10)!
        // No frame may move further than the push itself was moving a frame
        // before the key: the spring keeps the page's speed as it turns, so it
        // may go on a little toward the middle before heading back.
        let stride = max(2, abs(last - before))
        // The Esc lands on the next frame (as live), which is the first one checked.
        host.press(.escape)
        for step in 0..<40 {
            if step > 0 { await host.advance(by: 1.0 / 60) }
            guard let x = column(of: "Page", in: host.lines[4], from: 10) else { break }
            #expect(abs(x - last) <= stride, "one small step a frame")
            last = x
        }
        #expect(last >= 24, "it heads back out past the trailing edge")
        await host.advance(by: 1)
        #expect(host.lines == home)
    }

    @Test("the page beneath keeps its state while covered; onDisappear runs when it is covered and onAppear when it shows again")
    func stateAndLifecycle() async {
        let log = EventLog()
        let host = host(log)
        host.press(.return)
        #expect(host.lines[4] == row("Count 1", at: 11))
        host.press(.tab)
        host.press(.return)
        await host.advance(by: 1)
        #expect(log.events == ["home appears", "page 1 appears", "home disappears"])
        host.press(.escape)
        await host.advance(by: 1)
        #expect(host.lines[4] == row("Count 1", at: 11))
        #expect(log.events == ["home appears", "page 1 appears", "home disappears", "home appears", "page 1 disappears"])
    }

    @Test("pages stack: each back control names the page beneath, and popping twice comes back to the root")
    func deeperStack() async {
        let host = host()
        host.press(.tab)
        host.press(.return)
        await host.advance(by: 1)
        host.press(.tab)
        host.press(.return)
        await host.advance(by: 1)
        #expect(host.lines[0] == "‹ P1" + row("P2", at: 10, width: 26))
        #expect(host.lines[4] == row("Page 2", at: 12))
        host.press(.escape)
        await host.advance(by: 1)
        #expect(host.lines[4] == row("Page 1", at: 12))
        host.press(.escape)
        await host.advance(by: 1)
        #expect(host.lines == home)
    }
}

/// A pushed page that presents a cover on "c".
private struct CoverFromPage: View {
    @State private var shows = false
    var body: some View {
        Text("detail")
            .navigationTitle("D")
            .onKeyPress(.character("c")) { shows = true; return .handled }
            .fullScreenCover(isPresented: $shows) { Text("cover") }
    }
}

/// A root whose link pushes `CoverFromPage`, and whose destination zooms out of the link.
private struct ZoomingRoot: View {
    @Namespace private var namespace
    var body: some View {
        NavigationStack {
            VStack {
                Text("top")
                NavigationLink(value: 7) { Text("[card]") }.matchedTransitionSource(id: 7, in: namespace)
            }
            .navigationTitle("Z")
            .navigationDestination(for: Int.self) { _ in
                CoverFromPage().navigationTransition(.zoom(sourceID: 7, in: namespace))
            }
        }
    }
}

@MainActor
@Suite("NavigationStack with covers and zooms")
struct NavigationCoverTests {
    @Test("a cover presented from a pushed page and dismissed leaves that page, and Esc then pops it")
    func coverFromPushedPage() async {
        let host = TestHost(ZoomingRoot(), size: navigationSize)
        host.press(.return)
        await host.advance(by: 1)
        #expect(host.lines[4] == row("detail", at: 12))
        host.press(.character("c"))
        await host.advance(by: 1)
        #expect(host.lines.contains(row("cover", at: 12)))
        host.press(.escape)
        await host.advance(by: 1)
        #expect(host.lines[4] == row("detail", at: 12), "the cover went; the page stays")
        host.press(.escape)
        await host.advance(by: 1)
        #expect(host.lines[5] == row("[card]", at: 12))
    }

    @Test("navigationTransition(.zoom) on a destination grows the whole page out of its source instead of sliding it in")
    func zoomPush() async {
        let host = TestHost(ZoomingRoot(), size: navigationSize)
        host.renderIfNeeded()
        let rest = host.screen
        host.press(.return)
        await host.advance(by: 0.05)
        // The zoom's frame goes from the card's (columns 12..<18, row 5) to
        // the page's (the whole 30×8) as the push's spring does: at 0.05 s
        // p = 0.227, so columns 9.3..<20.7 and rows 3.9..<6.5, and nothing
        // outside them (with a cell of slack for sub-cell edges) changes
        // glyph; the page beneath only dims.
        let p = pushProgress(at: 0.05)
        let x0 = 12 * (1 - p), x1 = 18 + 12 * p, y0 = 5 * (1 - p), y1 = 6 + 2 * p
        var changed = 0
        for y in 0..<8 {
            for x in 0..<30 where host.screen[x, y].character != rest[x, y].character {
                changed += 1
                #expect(Double(x) >= x0.rounded(.down) - 1 && Double(x) < x1.rounded(.up) + 1 &&
                        Double(y) >= y0.rounded(.down) - 1 && Double(y) < y1.rounded(.up) + 1, "(\(x), \(y)) changed")
            }
        }
        #expect(changed > 0)
        await host.advance(by: 1)
        #expect(host.lines[0] == "‹ Z" + row("D", at: 11, width: 27))
    }
}
