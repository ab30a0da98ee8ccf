@testable import TermCoverCore
import TermCoverTesting
import Testing

/// A base that presents `content` with `fullScreenCover(isPresented:)`:
/// "p" presents with `animation`, "i" presents with animations disabled;
/// inside the cover "d" dismisses with `animation`, "j" with animations disabled.
private struct BindingPresenter<Content: View>: View {
    let log: EventLog
    var animation: Animation? = oneSecond
    let content: @MainActor () -> Content
    @State private var show = false

    var body: some View {
        BaseRows()
            .onKeyPress(.character("p")) { withAnimation(animation) { show = true }; return .handled }
            .onKeyPress(.character("i")) { withTransaction(instant) { show = true }; return .handled }
            .fullScreenCover(isPresented: $show, onDismiss: { log.add("onDismiss") }) {
                content()
                    .onKeyPress(.character("d")) { withAnimation(animation) { show = false }; return .handled }
                    .onKeyPress(.character("j")) { withTransaction(instant) { show = false }; return .handled }
            }
    }
}

private var instant: Transaction {
    var t = Transaction()
    t.disablesAnimations = true
    return t
}

/// `fullScreenCover(item:)`: "a" shows item 1 (A), "b" item 2 (B), "z" item 2
/// again with new content (Z), "n" clears it; the keys work on the base and
/// in the cover.
private struct ItemPresenter: View {
    let log: EventLog
    @State private var item: Item?

    var body: some View {
        itemKeys(BaseRows())
            .fullScreenCover(item: $item, onDismiss: { log.add("onDismiss") }) { item in
                itemKeys(CoverRows(label: item.label))
            }
    }

    private func itemKeys<V: View>(_ view: V) -> some View {
        view
            .onKeyPress(.character("a")) { withAnimation(oneSecond) { item = Item(id: 1, label: "A") }; return .handled }
            .onKeyPress(.character("b")) { withAnimation(oneSecond) { item = Item(id: 2, label: "B") }; return .handled }
            .onKeyPress(.character("z")) { withAnimation(oneSecond) { item = Item(id: 2, label: "Z") }; return .handled }
            .onKeyPress(.character("n")) { withAnimation(oneSecond) { item = nil }; return .handled }
    }
}

/// Dismisses the cover it is in with `@Environment(\.dismiss)` on "x".
private struct DismissingContent: View {
    var label: Character = "C"
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        CoverRows(label: label).onKeyPress(.character("x")) { dismiss(); return .handled }
    }
}

@MainActor
@Suite("fullScreenCover modifiers, transitions and backgrounds")
struct FullScreenCoverModifierTests {
    private func bindingHost<C: View>(_ log: EventLog, animation: Animation? = oneSecond,
                                      @ViewBuilder content: @escaping @MainActor () -> C) -> TestHost {
        TestHost(BindingPresenter(log: log, animation: animation, content: content), size: coverSize, fps: coverFPS,
                 colorSupport: .trueColor)
    }

    @Test("isPresented: with no .transition the cover slides up from the bottom edge and back down; onDismiss runs once, after the removal")
    func bindingCoverDefaultMotionAndOnDismiss() async {
        let log = EventLog()
        let host = bindingHost(log) { CoverRows() }
        host.press(.character("p"))
        #expect(host.coverPhases == [.presenting])
        #expect(await host.offsets(frames: 8) == [7, 6, 5, 4, 3, 2, 1, 0])
        #expect(host.coverPhases == [.presented])
        host.press(.character("d"))
        #expect(await host.offsets(frames: 7) == [1, 2, 3, 4, 5, 6, 7])
        #expect(log.events == [], "onDismiss waits for the removal to finish")
        await host.advance(by: frame)
        #expect(host.lines == baseScreen)
        #expect(log.events == ["onDismiss"])
        await host.advance(by: 1)
        #expect(log.events == ["onDismiss"])
        #expect(host.coverPhases == [])
    }

    @Test("The content's own .transition decides the motion: .move(edge: .top) comes down from the top and leaves upwards")
    func contentTransitionDecidesMotion() async {
        let log = EventLog()
        let host = bindingHost(log) { CoverRows().transition(.move(edge: .top)) }
        host.press(.character("p"))
        await host.advance(by: 2 * frame)
        let cover = coverScreen()
        #expect(host.lines == [cover[6], cover[7]] + baseScreen[2...])
        await host.advance(by: 6 * frame)
        #expect(host.lines == cover)
        host.press(.character("d"))
        await host.advance(by: 3 * frame)
        #expect(host.lines == Array(cover[3...]) + baseScreen[5...])
        await host.advance(by: 5 * frame)
        #expect(host.lines == baseScreen)
        #expect(log.events == ["onDismiss"])
    }

    @Test("A transition's own animation times the cover: .animation(.linear(duration: 0.5)) presents in four frames")
    func transitionAnimationTimesTheCover() async {
        let log = EventLog()
        let host = bindingHost(log) { CoverRows().transition(.move(edge: .bottom).animation(.linear(duration: 0.5))) }
        host.press(.character("p"))
        #expect(await host.offsets(frames: 4) == [6, 4, 2, 0])
        #expect(host.coverPhases == [.presented])
    }

    @Test("Transaction.disablesAnimations presents and dismisses in one frame")
    func disabledAnimationsAreInstant() async {
        let log = EventLog()
        let host = bindingHost(log) { CoverRows() }
        let frames = host.frameCount
        host.press(.character("i"))
        #expect(host.lines == coverScreen())
        await host.settle()
        #expect(host.coverPhases == [.presented])
        #expect(host.frameCount == frames + 1)
        host.press(.character("j"))
        #expect(host.lines == baseScreen)
        #expect(log.events == ["onDismiss"])
        await host.settle()
        #expect(host.coverPhases == [])
        #expect(host.frameCount == frames + 2)
    }

    @Test("item: a new identity dismisses the old cover (still showing the old item), runs onDismiss, then presents the new one")
    func itemNewIdentityReplacesTheCover() async {
        let log = EventLog()
        let host = TestHost(ItemPresenter(log: log), size: coverSize, fps: coverFPS)
        host.press(.character("a"))
        #expect(await host.offsets(frames: 8, label: "A") == [7, 6, 5, 4, 3, 2, 1, 0])
        #expect(host.lines == coverScreen("A"))
        host.press(.character("b"))
        #expect(host.coverPhases == [.dismissing])
        #expect(await host.offsets(frames: 7, label: "A") == [1, 2, 3, 4, 5, 6, 7])
        #expect(!host.screen.contains("B0>"), "the new cover waits for the old one to leave")
        #expect(log.events == [])
        await host.advance(by: frame)
        #expect(host.lines == baseScreen)
        #expect(log.events == ["onDismiss"])
        #expect(await host.offsets(frames: 8, label: "B") == [7, 6, 5, 4, 3, 2, 1, 0])
        #expect(host.lines == coverScreen("B"))
        #expect(host.coverPhases == [.presented])
        #expect(log.events == ["onDismiss"])
    }

    @Test("item: the same identity updates the content in place, with no transition and no onDismiss")
    func itemSameIdentityUpdatesInPlace() async {
        let log = EventLog()
        let host = TestHost(ItemPresenter(log: log), size: coverSize, fps: coverFPS)
        host.press(.character("b"))
        await host.advance(by: 1)
        #expect(host.lines == coverScreen("B"))
        host.press(.character("z"))
        #expect(host.lines == coverScreen("Z"))
        await host.settle()
        #expect(host.coverPhases == [.presented])
        await host.advance(by: 1)
        #expect(host.lines == coverScreen("Z"))
        #expect(log.events == [])
        host.press(.character("n"))
        await host.advance(by: 1)
        #expect(host.lines == baseScreen)
        #expect(log.events == ["onDismiss"])
    }

    @Test("@Environment(\\.dismiss) inside a binding cover's content dismisses that cover")
    func environmentDismissInBindingCover() async {
        let log = EventLog()
        let host = bindingHost(log) { DismissingContent() }
        host.press(.character("p"))
        await host.advance(by: 1)
        #expect(host.lines == coverScreen())
        host.press(.character("x"))
        await host.settle()
        #expect(host.coverPhases == [.dismissing])
        // A dismissal with no animation of its own mirrors the presentation's.
        #expect(await host.offsets(frames: 8).last == 8)
        #expect(host.lines == baseScreen)
        #expect(log.events == ["onDismiss"])
    }

    @Test("@Environment(\\.dismiss) inside a proxy cover's content dismisses it through the proxy")
    func environmentDismissInProxyCover() async {
        let proxy = PresentationProxy()
        let host = TestHost(BaseRows().fullScreenCover(presentation: proxy, animation: oneSecond) { DismissingContent() },
                            size: coverSize, fps: coverFPS)
        let p = Waiter { try await proxy.present() }
        await host.settle()
        await host.advance(by: 1)
        #expect(p.outcome == .returned)
        host.press(.character("x"))
        await host.settle()
        #expect(proxy.phase == .dismissing)
        await host.advance(by: 1)
        #expect(proxy.phase == .idle)
        #expect(host.lines == baseScreen)
    }

    @Test("PresentationCoordinator's proxy is reachable through @Environment(\\.presentationProxy) and drives the cover")
    func coordinatorProxyInEnvironment() async {
        final class Box { var given: PresentationProxy?; var seen: PresentationProxy? }
        let box = Box()
        struct Reader: View {
            let box: Box
            @Environment(\.presentationProxy) private var proxy
            var body: some View {
                let _ = { box.seen = proxy }()
                BaseRows()
            }
        }
        let host = TestHost(PresentationCoordinator { proxy in
            let _ = { box.given = proxy }()
            Reader(box: box).fullScreenCover(presentation: proxy, animation: oneSecond) { CoverRows() }
        }, size: coverSize, fps: coverFPS)
        let proxy = try! #require(box.seen)
        #expect(proxy === box.given)
        let p = Waiter { try await proxy.present() }
        await host.settle()
        #expect(await host.offsets(frames: 8) == [7, 6, 5, 4, 3, 2, 1, 0])
        #expect(p.outcome == .returned)
    }

    @Test("presentationBackground: opaque by default, so nothing of the base shows around small content")
    func defaultBackgroundIsOpaque() async {
        let log = EventLog()
        let host = bindingHost(log) { Text("hi") }
        host.press(.character("i"))
        host.expectScreen(["        ", "        ", "        ", "   hi   ", "        ", "        ", "        ", "        "])
    }

    @Test("presentationBackground(.clear) shows the base around the content, from the very first frame")
    func clearBackgroundShowsTheBase() async {
        let log = EventLog()
        let host = bindingHost(log) { Text("hi").presentationBackground(.clear) }
        host.press(.character("i"))
        host.expectScreen(["base 0  ", "base 1  ", "base 2  ", "bashi3  ", "base 4  ", "base 5  ", "base 6  ", "base 7  "])
    }

    @Test("presentationBackground(.clear): the content still moves in from the bottom of the screen")
    func clearBackgroundContentMovesByTheScreen() async {
        let log = EventLog()
        let host = bindingHost(log) { Text("hi").presentationBackground(.clear) }
        host.press(.character("p"))
        await host.advance(by: 4 * frame)
        // Half-way: four rows below its resting row 3.
        host.expectScreen(["base 0  ", "base 1  ", "base 2  ", "base 3  ", "base 4  ", "base 5  ", "base 6  ", "bashi7  "])
    }

    @Test("A translucent presentationBackground blends the base, keeping its glyphs, and fades in and out with the cover")
    func translucentBackgroundDimsAndFades() async {
        struct WhiteBase: View {
            @State private var show = false
            var body: some View {
                BaseRows().background(Color(red: 1, green: 1, blue: 1))
                    .onKeyPress(.character("p")) { withAnimation(oneSecond) { show = true }; return .handled }
                    .fullScreenCover(isPresented: $show) {
                        Text("hi").presentationBackground(Color(red: 0, green: 0, blue: 0, opacity: 0.5))
                            .onKeyPress(.character("d")) { withAnimation(oneSecond) { show = false }; return .handled }
                    }
            }
        }
        let host = TestHost(WhiteBase(), size: coverSize, fps: coverFPS, colorSupport: .trueColor)
        let before = host.screen
        func grey() -> Int {
            guard case .rgb(let r, _, _) = host.screen[0, 0].style.background.kind else { return -1 }
            return Int(r)
        }
        #expect(grey() == 255)
        host.press(.character("p"))
        var fadeIn: [Int] = []
        for _ in 0..<8 {
            await host.advance(by: frame)
            fadeIn.append(grey())
            #expect(host.screen.row(at: 0) == "base 0  ", "the base's glyphs stay under the dim")
        }
        // Darker every frame, from white towards half-way to black.
        #expect(zip(fadeIn, fadeIn.dropFirst()).allSatisfy { $0 > $1 }, "\(fadeIn)")
        #expect(fadeIn.first! < 255 && fadeIn.first! > 200, "\(fadeIn)")
        #expect(fadeIn.last! > 50 && fadeIn.last! < 160, "half of black over white: \(fadeIn)")
        host.press(.character("d"))
        var fadeOut: [Int] = []
        for _ in 0..<8 {
            await host.advance(by: frame)
            fadeOut.append(grey())
        }
        #expect(zip(fadeOut, fadeOut.dropFirst()).allSatisfy { $0 < $1 }, "\(fadeOut)")
        #expect(host.screen == before)
    }
}
