@testable import TermCoverCore
import TermCoverTesting
import Testing

/// Three onboarding pages, as an iOS app writes them.
private struct Onboarding: View {
    var mode: PageTabViewStyle.IndexDisplayMode = .automatic
    var backdrop: PageIndexViewStyle.BackgroundDisplayMode = .automatic
    var body: some View {
        TabView {
            Text("Welcome")
            Text("Sync")
            Text("Done")
        }
        .tabViewStyle(.page(indexDisplayMode: mode))
        .indexViewStyle(.page(backgroundDisplayMode: backdrop))
    }
}

private let size = Size(width: 20, height: 4)

@MainActor
@Suite("A paged TabView (tabViewStyle(.page))")
struct PagedTabViewTests {
    @Test("one page at a time, centred in the rows above one row of dots; the first dot is filled")
    func layout() {
        let host = TestHost(Onboarding(), size: size)
        // Three rows of page: "Welcome" centred on the middle one (row 1 of 0...2);
        // five columns of dots (● ○ ○) centred in 20: from column 7.
        host.expectScreen(["                    ", "      Welcome       ", "                    ", "       ● ○ ○        "])
    }

    @Test("the dots take focus: → and ← turn the pages, End goes to the last; the current dot is reversed while focused")
    func keys() {
        let host = TestHost(Onboarding(), size: size)
        host.press(.tab)
        #expect(host.screen[7, 3].style.attributes.contains(.reverse))
        host.press(.rightArrow)
        host.expectScreen(["                    ", "        Sync        ", "                    ", "       ○ ● ○        "])
        host.press(.leftArrow)
        #expect(host.lines[1] == "      Welcome       ")
        host.press(.end)
        #expect(host.lines[1] == "        Done        ")
        #expect(host.lines[3] == "       ○ ○ ●        ")
    }

    @Test("a click on a dot opens its page; a click right of the dots turns a page forward")
    func clicks() {
        let host = TestHost(Onboarding(), size: size)
        host.click(x: 11, y: 3)
        #expect(host.lines[1] == "        Done        ")
        host.click(x: 2, y: 3)
        #expect(host.lines[1] == "        Sync        ")
        host.click(x: 18, y: 3)
        #expect(host.lines[1] == "        Done        ")
    }

    @Test("a mouse drag leftward across the page turns to the next page, rightward back, as a swipe does")
    func drag() {
        let host = TestHost(Onboarding(), size: size)
        host.send(MouseEvent(x: 15, y: 1, kind: .press))
        host.send(MouseEvent(x: 5, y: 1, kind: .release))
        host.renderIfNeeded()
        #expect(host.lines[1] == "        Sync        ")
        host.send(MouseEvent(x: 5, y: 1, kind: .press))
        host.send(MouseEvent(x: 15, y: 1, kind: .release))
        host.renderIfNeeded()
        #expect(host.lines[1] == "      Welcome       ")
    }

    @Test("indexDisplayMode .never draws no dots: the page has every row")
    func never() {
        let host = TestHost(Onboarding(mode: .never), size: size)
        // Four rows: "Welcome" on row 1 (the upper middle of 0...3).
        host.expectScreen(["                    ", "      Welcome       ", "                    ", "                    "])
    }

    @Test("backgroundDisplayMode .always puts a gray band one column wider than the dots on each side")
    func backdrop() {
        let host = TestHost(Onboarding(backdrop: .always), size: size)
        #expect(host.screen[6, 3].style.background == .gray)
        #expect(host.screen[12, 3].style.background == .gray)
        #expect(host.screen[5, 3].style.background != .gray)
        #expect(host.screen[13, 3].style.background != .gray)
    }
}
