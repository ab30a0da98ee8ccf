import Testing
@testable import TermCoverCore

@Suite("Frame pacing")
struct FramePacingTests {
    private let interval = 1.0 / 60

    @Test("on time, the next frame is one interval after the last deadline")
    func onTime() {
        let next = FrameSchedule.nextDeadline(after: 1.0, now: 1.001, started: 1.0, interval: interval)
        #expect(abs(next - (1.0 + interval)) < 1e-12)
    }

    @Test("a frame that ran long skips the slots it missed instead of drawing them back to back")
    func skipsMissedSlots() {
        // Due at 1.0, took 2.5 intervals: slots 1 and 2 are gone, slot 3 is next.
        let next = FrameSchedule.nextDeadline(after: 1.0, now: 1.0 + 2.5 * interval, started: 1.0, interval: interval)
        #expect(abs(next - (1.0 + 3 * interval)) < 1e-9)
        #expect(next > 1.0 + 2.5 * interval)
    }

    @Test("after idling, the grid restarts at the frame that ended the idle spell")
    func restartsAfterIdle() {
        let next = FrameSchedule.nextDeadline(after: 1.0, now: 5.0005, started: 5.0, interval: interval)
        #expect(abs(next - (5.0 + interval)) < 1e-12)
    }
}
