@testable import TermCoverCore
import TermCoverTesting
import Testing

/// Binding covers two deep: "l" on the base presents the lower cover, "u"
/// in it the upper one. In the upper cover "x" calls `dismiss`, "L"
/// dismisses the lower cover (and so the whole stack). "k" logs who got it.
private struct NestedPresenter: View {
    let log: EventLog
    var lockUpper = false
    @State private var showLower = false

    var body: some View {
        BaseRows()
            .onKeyPress(.character("l")) { withAnimation(oneSecond) { showLower = true }; return .handled }
            .onKeyPress(.character("k")) { log.add("base key"); return .handled }
            .fullScreenCover(isPresented: $showLower, onDismiss: { log.add("lower onDismiss") }) {
                LowerContent(log: log, lockUpper: lockUpper,
                             dismissLower: { withAnimation(oneSecond) { showLower = false } })
            }
    }
}

private struct LowerContent: View {
    let log: EventLog
    let lockUpper: Bool
    let dismissLower: @MainActor () -> Void
    @State private var showUpper = false

    var body: some View {
        CoverRows(label: "L")
            .onKeyPress(.character("u")) { withAnimation(oneSecond) { showUpper = true }; return .handled }
            .onKeyPress(.character("k")) { log.add("lower key"); return .handled }
            .fullScreenCover(isPresented: $showUpper, onDismiss: { log.add("upper onDismiss") }) {
                UpperContent(log: log, dismissLower: dismissLower).interactiveDismissDisabled(lockUpper)
            }
    }
}

private struct UpperContent: View {
    let log: EventLog
    let dismissLower: @MainActor () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        CoverRows(label: "U")
            .onKeyPress(.character("k")) { log.add("upper key"); return .handled }
            .onKeyPress(.character("x")) { dismiss(); return .handled }
            .onKeyPress(.character("L")) { dismissLower(); return .handled }
    }
}

@MainActor
@Suite("Stacked covers, keys and Esc")
struct StackedCoverTests {
    /// Both covers presented, at rest.
    private func stacked(_ log: EventLog, lockUpper: Bool = false) async -> TestHost {
        let host = TestHost(NestedPresenter(log: log, lockUpper: lockUpper), size: coverSize, fps: coverFPS)
        host.press(.character("l"))
        await host.advance(by: 1)
        host.press(.character("u"))
        await host.advance(by: 1)
        #expect(host.lines == coverScreen("U"))
        #expect(host.coverPhases == [.presented, .presented])
        return host
    }

    @Test("Cover content can present another cover, which stacks on top; coverPhases shows each level's status")
    func coversStack() async {
        let log = EventLog()
        let host = TestHost(NestedPresenter(log: log), size: coverSize, fps: coverFPS)
        #expect(host.coverPhases == [])
        host.press(.character("l"))
        #expect(host.coverPhases == [.presenting])
        await host.advance(by: 1)
        #expect(host.coverPhases == [.presented])
        host.press(.character("u"))
        #expect(host.coverPhases == [.presented, .presenting])
        await host.advance(by: 3 * frame)
        #expect(host.lines == screen(coverAt: 5, cover: coverScreen("U"), base: coverScreen("L")))
        await host.advance(by: 5 * frame)
        #expect(host.coverPhases == [.presented, .presented])
        #expect(host.lines == coverScreen("U"))
    }

    @Test("Keys go only to the topmost cover; while it leaves, to the one beneath")
    func keysGoToTheTopmostCover() async {
        let log = EventLog()
        let host = TestHost(NestedPresenter(log: log), size: coverSize, fps: coverFPS)
        host.press(.character("k"))
        host.press(.character("l"))
        await host.advance(by: 1)
        host.press(.character("k"))
        host.press(.character("u"))
        // Still coming up: it already takes the keys.
        host.press(.character("k"))
        await host.advance(by: 1)
        host.press(.character("k"))
        #expect(log.events == ["base key", "lower key", "upper key", "upper key"])
        host.press(.character("x"))
        await host.advance(by: 2 * frame)
        #expect(host.coverPhases == [.presented, .dismissing])
        host.press(.character("k"))
        #expect(log.events.last == "lower key")
    }

    @Test("Esc dismisses only the topmost cover")
    func escapeDismissesTheTopmostCover() async {
        let log = EventLog()
        let host = await stacked(log)
        host.press(.escape)
        await host.settle()
        #expect(host.coverPhases == [.presented, .dismissing])
        await host.advance(by: 1)
        #expect(host.coverPhases == [.presented])
        #expect(host.lines == coverScreen("L"))
        #expect(log.events == ["upper onDismiss"])
        host.press(.escape)
        await host.advance(by: 1)
        #expect(host.coverPhases == [])
        #expect(host.lines == baseScreen)
        #expect(log.events == ["upper onDismiss", "lower onDismiss"])
    }

    @Test(".interactiveDismissDisabled() stops Esc from dismissing the cover, and Esc does not reach the cover beneath")
    func interactiveDismissDisabled() async {
        let log = EventLog()
        let host = await stacked(log, lockUpper: true)
        host.press(.escape)
        await host.advance(by: 1)
        #expect(host.coverPhases == [.presented, .presented])
        #expect(host.lines == coverScreen("U"))
        #expect(log.events == [])
        // Code can still dismiss it.
        host.press(.character("x"))
        await host.advance(by: 1)
        #expect(host.coverPhases == [.presented])
    }

    @Test("@Environment(\\.dismiss) in the upper cover dismisses that cover only")
    func environmentDismissIsPerCover() async {
        let log = EventLog()
        let host = await stacked(log)
        host.press(.character("x"))
        await host.settle()
        #expect(await host.offsets(frames: 8, label: "U") == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(host.lines == coverScreen("L"))
        #expect(host.coverPhases == [.presented])
        #expect(log.events == ["upper onDismiss"])
    }

    @Test("Dismissing a lower binding cover removes the covers above it with it, and they do not come back")
    func dismissingALowerBindingCoverRemovesTheOnesAbove() async {
        let log = EventLog()
        let host = await stacked(log)
        host.press(.character("L"))
        await host.settle()
        #expect(host.coverPhases == [.dismissing, .dismissing])
        // They leave together: the upper one, drawn on top, slides down over the base.
        #expect(await host.offsets(frames: 7, label: "U") == [1, 2, 3, 4, 5, 6, 7])
        await host.advance(by: frame)
        #expect(host.lines == baseScreen)
        await host.advance(by: 2)
        #expect(host.lines == baseScreen)
        #expect(host.coverPhases == [])
        #expect(log.events.sorted() == ["lower onDismiss", "upper onDismiss"])
    }

    @Test("Dismissing a lower proxy cover removes the cover above it; both dismiss() calls return when the screen is clear")
    func dismissingALowerProxyCoverRemovesTheOnesAbove() async {
        let lower = PresentationProxy(), upper = PresentationProxy()
        let host = TestHost(BaseRows().fullScreenCover(presentation: lower, animation: oneSecond) {
            CoverRows(label: "L").fullScreenCover(presentation: upper, animation: oneSecond) { CoverRows(label: "U") }
        }, size: coverSize, fps: coverFPS)
        let p1 = Waiter { try await lower.present() }
        await host.settle()
        await host.advance(by: 1)
        let p2 = Waiter { try await upper.present() }
        await host.settle()
        await host.advance(by: 4 * frame)
        #expect(p1.outcome == .returned)
        #expect(host.coverPhases == [.presented, .presenting])
        // The upper cover is half-way up when the lower one is dismissed.
        let d = Waiter { try await lower.dismiss() }
        await host.settle()
        await host.settle()
        #expect(upper.phase == .dismissing)
        #expect(p2.outcome == .cancelled, "the upper cover's present() is called off")
        var offsets: [Int] = []
        while !d.isDone, offsets.count < 20 { offsets += await host.offsets(frames: 1, label: "U") }
        #expect(isSmooth(offsets, from: 4), "\(offsets)")
        #expect(d.outcome == .returned)
        #expect(lower.phase == .idle && upper.phase == .idle)
        #expect(host.lines == baseScreen)
        #expect(host.coverPhases == [])
    }
}
