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

    @Test("a frame that ran long is followed at once, for its own time, and never by the slots it missed")
    func lateFrameIsFollowedAtOnce() {
        // Due at 1.0, took 2.5 intervals: slots 1 and 2 are gone; the next
        // frame is due now, not at slot 3, half an interval later.
        let late = 1.0 + 2.5 * interval
        let next = FrameSchedule.nextDeadline(after: 1.0, now: late, started: 1.0, interval: interval)
        #expect(next == late)
        // That frame, on time, puts the one after a whole interval later: the grid restarts at it.
        let after = FrameSchedule.nextDeadline(after: late, now: late + 0.002, started: late, interval: interval)
        #expect(abs(after - (late + interval)) < 1e-12)
    }

    @Test("a frame that ran just past its slot does not wait for the next one")
    func slightlyLateFrame() {
        // 18 ms at 60 fps: on the old grid the next frame waited until 33.3 ms.
        let next = FrameSchedule.nextDeadline(after: 1.0, now: 1.018, started: 1.0, interval: interval)
        #expect(abs(next - 1.018) < 1e-12)
    }

    @Test("after idling, the grid restarts at the frame that ended the idle spell")
    func restartsAfterIdle() {
        let next = FrameSchedule.nextDeadline(after: 1.0, now: 5.0005, started: 5.0, interval: interval)
        #expect(abs(next - (5.0 + interval)) < 1e-12)
    }
}
