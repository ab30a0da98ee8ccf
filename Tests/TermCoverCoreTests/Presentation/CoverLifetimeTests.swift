@testable import TermCoverCore
import TermCoverTesting
import Testing

/// A presenter that the cover itself can take out of the tree: "r" in the
/// cover removes the presenter without animation, "R" with a 1 s animation.
private struct RemovablePresenter: View {
    let log: EventLog
    let proxy: PresentationProxy
    @State private var inTree = true

    var body: some View {
        VStack(spacing: 0) {
            if inTree {
                removalKeys(BaseRows())
                    .fullScreenCover(presentation: proxy, animation: oneSecond) { removalKeys(CoverRows()) }
            }
        }
    }

    /// Keys go to the topmost cover that is not leaving, else to the base.
    private func removalKeys<V: View>(_ view: V) -> some View {
        view
            .onKeyPress(.character("r")) { inTree = false; return .handled }
            .onKeyPress(.character("R")) { withAnimation(oneSecond) { inTree = false }; return .handled }
    }
}

private struct RemovableBindingPresenter: View {
    let log: EventLog
    @State private var inTree = true
    @State private var show = false

    var body: some View {
        VStack(spacing: 0) {
            if inTree {
                BaseRows()
                    .onKeyPress(.character("p")) { withAnimation(oneSecond) { show = true }; return .handled }
                    .fullScreenCover(isPresented: $show, onDismiss: { log.add("onDismiss") }) {
                        CoverRows().onKeyPress(.character("r")) { inTree = false; return .handled }
                    }
            }
        }
    }
}

@MainActor
@Suite("Covers leave with their presenter")
struct CoverLifetimeTests {
    @Test("Removing the presenting view removes its cover on that frame, without animation, and cancels its waiters")
    func removingThePresenterRemovesItsCover() async {
        let log = EventLog()
        let proxy = PresentationProxy()
        let host = TestHost(RemovablePresenter(log: log, proxy: proxy), size: coverSize, fps: coverFPS)
        let p = Waiter { try await proxy.present() }
        await host.settle()
        await host.advance(by: 1)
        #expect(p.outcome == .returned)
        let d = Waiter { try await proxy.dismiss() }
        let again = Waiter { try await proxy.present() }
        await host.settle()
        await host.advance(by: 3 * frame)
        // The cover is leaving, so the key goes to the base.
        host.press(.character("r"))
        #expect(host.lines == Array(repeating: "        ", count: 8), "no orphan cover")
        await host.settle()
        await host.settle()
        #expect(d.outcome == .cancelled)
        #expect(again.outcome == .cancelled)
        #expect(proxy.phase == .idle)
        #expect(host.coverPhases == [])
        await host.advance(by: 2)
        #expect(host.lines == Array(repeating: "        ", count: 8))
    }

    @Test("A presenter removed with an animation drops its cover at once, while the presenter itself fades out")
    func animatedRemovalStillDropsTheCoverAtOnce() async {
        let log = EventLog()
        let proxy = PresentationProxy()
        let host = TestHost(RemovablePresenter(log: log, proxy: proxy), size: coverSize, fps: coverFPS)
        let p = Waiter { try await proxy.present() }
        await host.settle()
        await host.advance(by: 1)
        #expect(p.outcome == .returned)
        host.press(.character("R"))
        await host.settle()
        #expect(!host.screen.contains("C0>"), "the cover does not wait for the presenter's fade")
        #expect(host.coverPhases == [])
        #expect(proxy.phase == .idle)
        await host.advance(by: 1)
        #expect(host.lines == Array(repeating: "        ", count: 8))
    }

    @Test("A binding cover whose presenter is removed runs onDismiss once")
    func removedBindingCoverRunsOnDismissOnce() async {
        let log = EventLog()
        let host = TestHost(RemovableBindingPresenter(log: log), size: coverSize, fps: coverFPS)
        host.press(.character("p"))
        await host.advance(by: 1)
        #expect(host.lines == coverScreen())
        host.press(.character("r"))
        await host.advance(by: 1)
        #expect(log.events == ["onDismiss"])
        #expect(host.coverPhases == [])
    }

    @Test("Removing the coordinator while its cover is coming up cancels the waiting present() and leaves no overlay")
    func removingTheCoordinatorMidPresentation() async {
        struct Root: View {
            @State private var inTree = true
            let box: ProxyBox
            var body: some View {
                VStack(spacing: 0) {
                    if inTree {
                        PresentationCoordinator { proxy in
                            let _ = { box.proxy = proxy }()
                            BaseRows().fullScreenCover(presentation: proxy, animation: oneSecond) {
                                CoverRows().onKeyPress(.character("r")) { inTree = false; return .handled }
                            }
                        }
                    }
                }
            }
        }
        let box = ProxyBox()
        let host = TestHost(Root(box: box), size: coverSize, fps: coverFPS)
        let proxy = try! #require(box.proxy)
        let p = Waiter { try await proxy.present() }
        await host.settle()
        await host.advance(by: 4 * frame)
        host.press(.character("r"))
        await host.settle()
        await host.settle()
        #expect(p.outcome == .cancelled)
        #expect(proxy.phase == .idle)
        #expect(host.lines == Array(repeating: "        ", count: 8))
        #expect(host.coverPhases == [])
    }
}

final class ProxyBox { var proxy: PresentationProxy? }
