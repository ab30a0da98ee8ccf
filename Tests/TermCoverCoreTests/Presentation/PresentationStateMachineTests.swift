@testable import TermCoverCore
import TermCoverTesting
import Testing

/// The state machine of `PresentationProxy`, on screen: every row of the
/// present/dismiss table and the behaviours of the contract, on a manual
/// clock (8 fps, a 1 s linear cover on an 8-row screen: one row a frame).
@MainActor
@Suite("The present/dismiss state machine")
struct PresentationStateMachineTests {
    /// A host with the cover fully presented, at rest.
    private func presented() async -> (PresentationProxy, TestHost) {
        let proxy = PresentationProxy()
        let host = proxyHost(proxy)
        let p = Waiter { try await proxy.present() }
        await host.settle()
        await host.advance(by: 1)
        #expect(p.outcome == .returned)
        #expect(proxy.phase == .presented)
        return (proxy, host)
    }

    @Test("1. The initial phase is idle and nothing covers the base")
    func initialPhaseIsIdle() {
        let proxy = PresentationProxy()
        #expect(proxy.phase == .idle)
        #expect(!proxy.isPresented)
        let host = proxyHost(proxy)
        #expect(proxy.phase == .idle)
        #expect(host.coverPhases == [])
        #expect(host.lines == baseScreen)
    }

    @Test("2. present() from idle goes idle → presenting → presented and returns when the insertion has finished on screen")
    func presentFromIdle() async {
        let proxy = PresentationProxy()
        let host = proxyHost(proxy)
        let p = Waiter { try await proxy.present() }
        await host.settle()
        // The insertion starts with the cover below the screen.
        #expect(proxy.phase == .presenting)
        #expect(proxy.isPresented)
        #expect(host.lines == baseScreen)
        #expect(host.coverPhases == [.presenting])
        #expect(await host.offsets(frames: 7) == [7, 6, 5, 4, 3, 2, 1])
        #expect(host.lines == screen(coverAt: 1))
        #expect(!p.isDone, "present() must not return while the cover is still moving")
        #expect(proxy.phase == .presenting)
        await host.advance(by: frame)
        #expect(host.lines == coverScreen())
        #expect(p.outcome == .returned)
        #expect(proxy.phase == .presented)
        #expect(host.coverPhases == [.presented])
    }

    @Test("3. dismiss() from presented goes presented → dismissing → idle and returns once the cover is gone")
    func dismissFromPresented() async {
        let (proxy, host) = await presented()
        let d = Waiter { try await proxy.dismiss() }
        await host.settle()
        #expect(proxy.phase == .dismissing)
        #expect(!proxy.isPresented)
        #expect(host.coverPhases == [.dismissing])
        #expect(await host.offsets(frames: 7) == [1, 2, 3, 4, 5, 6, 7])
        #expect(host.lines == screen(coverAt: 7))
        #expect(!d.isDone, "dismiss() must not return while the cover is still on screen")
        await host.advance(by: frame)
        #expect(d.outcome == .returned)
        #expect(proxy.phase == .idle)
        #expect(host.lines == baseScreen)
        #expect(host.coverPhases == [])
    }

    @Test("4. present() while presented returns at once and changes nothing")
    func presentWhilePresented() async {
        let (proxy, host) = await presented()
        let frames = host.frameCount
        let p = Waiter { try await proxy.present() }
        await host.settle()
        #expect(p.outcome == .returned)
        #expect(proxy.phase == .presented)
        #expect(host.frameCount == frames)
        #expect(host.lines == coverScreen())
    }

    @Test("5. dismiss() while idle returns at once and draws nothing")
    func dismissWhileIdle() async {
        let proxy = PresentationProxy()
        let host = proxyHost(proxy)
        let frames = host.frameCount
        let d = Waiter { try await proxy.dismiss() }
        await host.settle()
        #expect(d.outcome == .returned)
        #expect(proxy.phase == .idle)
        #expect(host.frameCount == frames)
        #expect(host.lines == baseScreen)
    }

    @Test("6. A second present() while presenting joins the running insertion and both return together")
    func presentWhilePresentingJoins() async {
        let proxy = PresentationProxy()
        let host = proxyHost(proxy)
        let first = Waiter { try await proxy.present() }
        await host.settle()
        #expect(await host.offsets(frames: 3) == [7, 6, 5])
        let second = Waiter { try await proxy.present() }
        await host.settle()
        // Joining does not restart the motion.
        #expect(await host.offsets(frames: 4) == [4, 3, 2, 1])
        #expect(!first.isDone && !second.isDone)
        await host.advance(by: frame)
        #expect(host.lines == coverScreen())
        #expect(first.outcome == .returned)
        #expect(second.outcome == .returned)
        #expect(proxy.phase == .presented)
    }

    @Test("7. A second dismiss() while dismissing joins the running removal and both return together")
    func dismissWhileDismissingJoins() async {
        let (proxy, host) = await presented()
        let first = Waiter { try await proxy.dismiss() }
        await host.settle()
        #expect(await host.offsets(frames: 3) == [1, 2, 3])
        let second = Waiter { try await proxy.dismiss() }
        await host.settle()
        #expect(await host.offsets(frames: 4) == [4, 5, 6, 7])
        #expect(!first.isDone && !second.isDone)
        await host.advance(by: frame)
        #expect(host.lines == baseScreen)
        #expect(first.outcome == .returned)
        #expect(second.outcome == .returned)
        #expect(proxy.phase == .idle)
    }

    @Test("8. present() while dismissing waits for the dismissal to finish, then presents, and returns when shown")
    func presentWhileDismissingWaits() async {
        let (proxy, host) = await presented()
        let d = Waiter { try await proxy.dismiss() }
        await host.settle()
        #expect(await host.offsets(frames: 3) == [1, 2, 3])
        let p = Waiter { try await proxy.present() }
        await host.settle()
        #expect(proxy.phase == .dismissing, "the dismissal is not interrupted")
        #expect(await host.offsets(frames: 5) == [4, 5, 6, 7, 8])
        #expect(d.outcome == .returned)
        #expect(!p.isDone)
        #expect(proxy.phase == .presenting)
        #expect(await host.offsets(frames: 7) == [7, 6, 5, 4, 3, 2, 1])
        #expect(!p.isDone)
        await host.advance(by: frame)
        #expect(host.lines == coverScreen())
        #expect(p.outcome == .returned)
        #expect(proxy.phase == .presented)
    }

    @Test("9. dismiss() while presenting reverses smoothly from where the cover is and every waiting present() throws CancellationError")
    func dismissWhilePresentingRollsBack() async {
        let proxy = PresentationProxy()
        let host = proxyHost(proxy)
        let first = Waiter { try await proxy.present() }
        let second = Waiter { try await proxy.present() }
        await host.settle()
        #expect(await host.offsets(frames: 4) == [7, 6, 5, 4])
        let d = Waiter { try await proxy.dismiss() }
        await host.settle()
        #expect(proxy.phase == .dismissing)
        #expect(first.outcome == .cancelled)
        #expect(second.outcome == .cancelled)
        #expect(coverOffset(host.lines) == 4, "the removal starts where the cover is on screen")
        var offsets: [Int] = []
        while !d.isDone, offsets.count < 20 {
            offsets += await host.offsets(frames: 1)
        }
        // No jump: never more than the animation's own step (one row a
        // frame); the cover only ever heads back down, and is gone when
        // dismiss() returns.
        #expect(isSmooth(offsets, from: 4), "offsets: \(offsets)")
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "offsets: \(offsets)")
        #expect(offsets.last == 8)
        #expect(offsets.dropLast().allSatisfy { $0 < 8 }, "dismiss() returns on the frame the cover is gone: \(offsets)")
        #expect(offsets.count <= 8)
        #expect(d.outcome == .returned)
        #expect(proxy.phase == .idle)
        #expect(host.lines == baseScreen)
    }

    @Test("10. Cancelling a task awaiting present() throws CancellationError for that caller only; the insertion carries on")
    func cancellingAPresentCaller() async {
        let proxy = PresentationProxy()
        let host = proxyHost(proxy)
        let cancelled = Waiter { try await proxy.present() }
        let kept = Waiter { try await proxy.present() }
        await host.settle()
        #expect(await host.offsets(frames: 2) == [7, 6])
        cancelled.cancel()
        await host.settle()
        #expect(cancelled.outcome == .cancelled)
        #expect(!kept.isDone)
        #expect(proxy.phase == .presenting)
        #expect(await host.offsets(frames: 6) == [5, 4, 3, 2, 1, 0])
        #expect(kept.outcome == .returned)
        #expect(proxy.phase == .presented)
    }

    @Test("11. Cancelling a task awaiting dismiss() throws CancellationError for that caller only; the removal carries on")
    func cancellingADismissCaller() async {
        let (proxy, host) = await presented()
        let cancelled = Waiter { try await proxy.dismiss() }
        let kept = Waiter { try await proxy.dismiss() }
        await host.settle()
        #expect(await host.offsets(frames: 2) == [1, 2])
        cancelled.cancel()
        await host.settle()
        #expect(cancelled.outcome == .cancelled)
        #expect(!kept.isDone)
        #expect(proxy.phase == .dismissing)
        #expect(await host.offsets(frames: 6) == [3, 4, 5, 6, 7, 8])
        #expect(kept.outcome == .returned)
        #expect(proxy.phase == .idle)
        #expect(host.lines == baseScreen)
    }

    @Test("A task cancelled before it calls present() or dismiss() throws at once and starts nothing")
    func alreadyCancelledCallers() async {
        let proxy = PresentationProxy()
        let host = proxyHost(proxy)
        let p = Waiter {
            withUnsafeCurrentTask { $0?.cancel() }
            try await proxy.present()
        }
        await host.settle()
        #expect(p.outcome == .cancelled)
        #expect(proxy.phase == .idle)
    }

    @Test("12. The completion signal resumes every waiter")
    func completionResumesWaiters() async {
        // The state machine alone, with no host: the signals are what the
        // presentation stack sends when a transition has finished.
        let proxy = PresentationProxy()
        let a = Waiter { try await proxy.present() }
        let b = Waiter { try await proxy.present() }
        for _ in 0..<10 { await Task.yield() }
        await yield { proxy.phase == .presenting }
        #expect(proxy.phase == .presenting)
        #expect(!a.isDone && !b.isDone)
        proxy.didFinishPresenting()
        await yield { a.isDone && b.isDone }
        #expect(a.outcome == .returned && b.outcome == .returned)
        #expect(proxy.phase == .presented)

        let c = Waiter { try await proxy.dismiss() }
        let d = Waiter { try await proxy.dismiss() }
        for _ in 0..<10 { await Task.yield() }
        await yield { proxy.phase == .dismissing }
        #expect(proxy.phase == .dismissing)
        #expect(!c.isDone && !d.isDone)
        proxy.didFinishDismissing()
        await yield { c.isDone && d.isDone }
        #expect(c.outcome == .returned && d.outcome == .returned)
        #expect(proxy.phase == .idle)
    }

    @Test("13. A completion signal that arrives in the wrong phase is ignored")
    func wrongPhaseSignalsAreIgnored() async {
        let proxy = PresentationProxy()
        var dismissed = 0
        proxy.onDismiss = { dismissed += 1 }
        // Idle: neither signal does anything.
        proxy.didFinishPresenting()
        proxy.didFinishDismissing()
        #expect(proxy.phase == .idle)
        #expect(dismissed == 0)
        // Presenting: the dismissal signal is ignored and the waiter keeps waiting.
        let p = Waiter { try await proxy.present() }
        for _ in 0..<10 { await Task.yield() }
        proxy.didFinishDismissing()
        for _ in 0..<10 { await Task.yield() }
        #expect(proxy.phase == .presenting)
        #expect(!p.isDone)
        #expect(dismissed == 0)
        proxy.didFinishPresenting()
        for _ in 0..<10 { await Task.yield() }
        #expect(p.outcome == .returned)
        // Presented: both ignored.
        proxy.didFinishPresenting()
        proxy.didFinishDismissing()
        #expect(proxy.phase == .presented)
        // Dismissing: the presentation signal is ignored.
        let d = Waiter { try await proxy.dismiss() }
        for _ in 0..<10 { await Task.yield() }
        proxy.didFinishPresenting()
        for _ in 0..<10 { await Task.yield() }
        #expect(proxy.phase == .dismissing)
        #expect(!d.isDone)
        proxy.didFinishDismissing()
        for _ in 0..<10 { await Task.yield() }
        #expect(d.outcome == .returned)
        #expect(proxy.phase == .idle)
        #expect(dismissed == 1)
    }

    @Test("14. A full lifecycle repeated twice behaves the same both times")
    func lifecycleTwice() async {
        let proxy = PresentationProxy()
        let host = proxyHost(proxy)
        let before = host.screen
        for round in 1...2 {
            let p = Waiter { try await proxy.present() }
            await host.settle()
            #expect(await host.offsets(frames: 8) == [7, 6, 5, 4, 3, 2, 1, 0], "round \(round)")
            #expect(p.outcome == .returned, "round \(round)")
            #expect(proxy.phase == .presented)
            let d = Waiter { try await proxy.dismiss() }
            await host.settle()
            #expect(await host.offsets(frames: 8) == [1, 2, 3, 4, 5, 6, 7, 8], "round \(round)")
            #expect(d.outcome == .returned, "round \(round)")
            #expect(proxy.phase == .idle)
            #expect(host.screen == before)
        }
    }

    @Test("15. Waiters are cancelled when the coordinator goes away")
    func coordinatorGoesAway() async {
        let model = Model()
        model.presenterInTree = true
        final class Box { var proxy: PresentationProxy? }
        let box = Box()
        struct Root: View {
            let model: Model
            let box: Box
            var body: some View {
                if model.presenterInTree {
                    PresentationCoordinator { proxy in
                        let _ = { box.proxy = proxy }()
                        BaseRows().fullScreenCover(presentation: proxy, animation: oneSecond) { CoverRows() }
                    }
                } else {
                    BaseRows()
                }
            }
        }
        let host = TestHost(Root(model: model, box: box), size: coverSize, fps: coverFPS)
        let proxy = try! #require(box.proxy)
        let p = Waiter { try await proxy.present() }
        await host.settle()
        #expect(await host.offsets(frames: 8).last == 0)
        #expect(p.outcome == .returned)
        let d = Waiter { try await proxy.dismiss() }
        await host.settle()
        #expect(await host.offsets(frames: 3) == [1, 2, 3])
        model.presenterInTree = false
        await host.settle()
        await host.settle()
        #expect(d.outcome == .cancelled)
        #expect(proxy.phase == .idle)
        #expect(host.lines == baseScreen, "no orphan cover")
        #expect(host.coverPhases == [])
    }

    @Test("16. A dismissal before the content ever appeared completes cleanly")
    func dismissBeforeContentAppeared() async {
        let proxy = PresentationProxy()
        let host = proxyHost(proxy)
        var dismissed = 0
        proxy.onDismiss = { dismissed += 1 }
        let frames = host.frameCount
        let p = Waiter { try await proxy.present() }
        let d = Waiter { try await proxy.dismiss() }
        await host.settle()
        // The frame that completes the dismissal resumes the waiter; let it run.
        await host.settle()
        #expect(p.outcome == .cancelled)
        #expect(d.outcome == .returned)
        #expect(proxy.phase == .idle)
        #expect(host.lines == baseScreen)
        #expect(host.frameCount == frames, "nothing of the cover was ever drawn")
        await host.advance(by: 1)
        #expect(host.lines == baseScreen)
        #expect(host.coverPhases == [])
        // And the cover still works afterwards.
        let again = Waiter { try await proxy.present() }
        await host.settle()
        await host.advance(by: 1)
        #expect(again.outcome == .returned)
        #expect(host.lines == coverScreen())
    }

    @Test("dismiss() while dismissing with a present() queued cancels that present: the last call wins")
    func dismissCancelsQueuedPresent() async {
        let (proxy, host) = await presented()
        let d1 = Waiter { try await proxy.dismiss() }
        await host.settle()
        await host.advance(by: 2 * frame)
        let p = Waiter { try await proxy.present() }
        await host.settle()
        let d2 = Waiter { try await proxy.dismiss() }
        await host.settle()
        #expect(p.outcome == .cancelled)
        #expect(await host.offsets(frames: 6) == [3, 4, 5, 6, 7, 8])
        #expect(d1.outcome == .returned && d2.outcome == .returned)
        await host.advance(by: 1)
        #expect(proxy.phase == .idle)
        #expect(host.lines == baseScreen)
    }
}
