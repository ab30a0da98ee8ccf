import Foundation
import Synchronization
import Testing
@testable import TermCoverCore

/// A live run loop sleeps until the inbox's wake-up handler says a change
/// came. Every present and dismiss calls it several times, so calling it
/// must cost the same on the ten-thousandth time as on the first.
@Suite struct ChangeInboxWakeUpTests {
    /// The depth of the call stack each time the handler ran.
    private final class Depths: Sendable {
        let seen = Mutex<[Int]>([])
    }

    @Test func theWakeUpHandlerIsTheSameCallOnTheThousandthChangeAsOnTheFirst() {
        let inbox = ChangeInbox()
        let depths = Depths()
        inbox.onFirstChange = { depths.seen.withLock { $0.append(Thread.callStackReturnAddresses.count) } }
        for round in 0..<1_000 {
            // Both ways a frame is asked for wake the loop: a change and a request.
            if round.isMultiple(of: 2) { inbox.post(nil) } else { inbox.requestFrame() }
            _ = inbox.take()
            inbox.takeRequest()
        }
        let seen = depths.seen.withLock { $0 }
        #expect(seen.count == 1_000)
        // Each wake-up is reached through the same frames. Before the
        // handler was boxed, every read wrapped it in one more thunk: the
        // thousandth call ran about 2,000 frames deeper than the first.
        #expect(Set(seen).count == 1, "call depths ranged \(seen.min() ?? 0)...\(seen.max() ?? 0)")
    }

    @Test func readingTheHandlerDoesNotChangeWhatItCalls() {
        let inbox = ChangeInbox()
        let calls = Mutex(0)
        inbox.onFirstChange = { calls.withLock { $0 += 1 } }
        for _ in 0..<10_000 { _ = inbox.onFirstChange }
        inbox.onFirstChange?()
        inbox.post(nil)
        #expect(calls.withLock { $0 } == 2)
    }
}
