@testable import TermCoverCore
import TermCoverTesting
import Testing

/// A base with colors, attributes and a background, so that a comparison
/// of canvases also compares styles.
private struct StyledBase: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("styled").bold().foregroundColor(.red)
            Text("base").underline()
            Color.blue.frame(height: 32)
            Text("rows").foregroundColor(.green).background(Color.yellow)
        }
    }
}

@MainActor
@Suite("No afterimage")
struct NoAfterimageTests {
    private func host(_ proxy: PresentationProxy, size: Size = coverSize,
                      background: Color = .primary) -> TestHost {
        TestHost(StyledBase().fullScreenCover(presentation: proxy, animation: oneSecond) {
            CoverRows().presentationBackground(background)
        }, size: size, fps: coverFPS, colorSupport: .trueColor)
    }

    private func run(_ host: TestHost, until waiter: Waiter) async {
        var n = 0
        while !waiter.isDone, n < 40 { await host.advance(by: frame); n += 1 }
        await host.settle()
    }

    @Test("After a dismissal the screen is cell for cell, styles included, what the presenting view shows alone")
    func dismissLeavesNoAfterimage() async {
        let proxy = PresentationProxy()
        let host = host(proxy)
        let before = host.screen
        let p = Waiter { try await proxy.present() }
        await run(host, until: p)
        #expect(host.lines == coverScreen())
        let d = Waiter { try await proxy.dismiss() }
        await run(host, until: d)
        #expect(host.screen == before)
        #expect(host.terminalMatches, "the terminal, fed only diffs, shows the same")
    }

    @Test("After a dismissal interrupted half-way by a resize the screen is the presenting view's at the new size")
    func resizeDuringDismissal() async {
        let proxy = PresentationProxy()
        let host = host(proxy)
        let p = Waiter { try await proxy.present() }
        await run(host, until: p)
        let d = Waiter { try await proxy.dismiss() }
        await host.settle()
        await host.advance(by: 4 * frame)
        let newSize = Size(width: 11, height: 6)
        host.resize(to: newSize)
        await run(host, until: d)
        let reference = TestHost(StyledBase(), size: newSize, fps: coverFPS, colorSupport: .trueColor)
        #expect(host.screen == reference.screen)
        #expect(host.terminalMatches)
    }

    @Test("After a dismissal interrupted half-way by another present, then dismissed, nothing of the cover remains")
    func presentDuringDismissalThenDismiss() async {
        let proxy = PresentationProxy()
        let host = host(proxy)
        let before = host.screen
        let p = Waiter { try await proxy.present() }
        await run(host, until: p)
        let d = Waiter { try await proxy.dismiss() }
        await host.settle()
        await host.advance(by: 4 * frame)
        let again = Waiter { try await proxy.present() }
        await run(host, until: again)
        #expect(d.outcome == .returned)
        #expect(host.lines == coverScreen())
        let d2 = Waiter { try await proxy.dismiss() }
        await run(host, until: d2)
        #expect(host.screen == before)
        #expect(host.terminalMatches)
    }

    @Test("After a presentation rolled back half-way by dismiss() nothing of the cover remains")
    func rolledBackPresentation() async {
        let proxy = PresentationProxy()
        let host = host(proxy)
        let before = host.screen
        let p = Waiter { try await proxy.present() }
        await host.settle()
        await host.advance(by: 4 * frame)
        let d = Waiter { try await proxy.dismiss() }
        await run(host, until: d)
        #expect(p.outcome == .cancelled)
        #expect(host.screen == before)
        #expect(host.terminalMatches)
    }

    @Test("After a translucent cover is dismissed, its dim is gone to the last cell")
    func translucentDimLeavesNothing() async {
        let proxy = PresentationProxy()
        let host = host(proxy, background: Color(red: 0, green: 0, blue: 0, opacity: 0.5))
        let before = host.screen
        let p = Waiter { try await proxy.present() }
        await run(host, until: p)
        #expect(host.screen != before)
        let d = Waiter { try await proxy.dismiss() }
        await host.settle()
        await host.advance(by: 3 * frame)
        host.resize(to: Size(width: 8, height: 7))
        host.resize(to: coverSize)
        await run(host, until: d)
        #expect(host.screen == before)
        #expect(host.terminalMatches)
    }
}
