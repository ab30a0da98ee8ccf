import Testing
@testable import TermCoverCore

/// The loop core fed by hand: times, graph states and events in, decisions
/// out. Ten frames a second, so the grid's times are tenths.
@Suite("The loop core decides frames, waits and wake-ups from what it is told")
struct LoopCoreTests {
    private let idle = LoopCore.Graph(needsFrame: false)
    private let moving = LoopCore.Graph(needsFrame: true)

    /// A core at 10 fps whose last frame was due at 0 and drawn at 0.01: the next is due at 0.1.
    private func core(timed: Bool = false) -> LoopCore {
        var core = LoopCore(fps: 10, start: 0)
        core.timed = timed
        core.drew(started: 0, now: 0.01, changed: true)
        return core
    }

    @Test("with nothing moving and no wake-up asked for, the loop waits for input forever")
    func idleWaitsForever() {
        var core = core()
        #expect(core.waitForInput(idle) == .forever)
        #expect(core.lastInputShown(idle))
    }

    @Test("with a frame wanted, the wait ends at the next frame's time, one interval after the last")
    func movingWaitsForTheFrame() {
        var core = core()
        let wait = core.waitForInput(moving)
        #expect(wait.deadline.map { abs($0 - 0.1) < 1e-12 } == true)
        #expect(!core.lastInputShown(moving))
    }

    @Test("with nothing moving, a view's wake-up at 2.5 s bounds the wait")
    func wakeUpBoundsTheWait() {
        var core = core()
        #expect(core.waitForInput(LoopCore.Graph(needsFrame: false, nextWakeUp: 2.5)) == .until(2.5))
    }

    @Test("while only translations move and none reaches a new cell before 0.3 s, the wait and the timer skip to 0.3 s")
    func quietTicksAreSleptThrough() {
        let sliding = LoopCore.Graph(needsFrame: true, firstChange: 0.3)
        var untimed = core()
        #expect(untimed.waitForInput(sliding) == .until(0.3))
        var timed = core(timed: true)
        #expect(timed.invalidated(at: 0.05, sliding).armTimer.map { abs($0 - 0.3) < 1e-12 } == true)
        // A key changes the graph meanwhile: its frame is the next on the grid, not the later one.
        #expect(timed.invalidated(at: 0.06, moving).armTimer.map { abs($0 - 0.1) < 1e-12 } == true)
        // Woken at 0.3, the grid goes on from there.
        timed.drew(started: 0.3, now: 0.301, changed: true)
        #expect(abs(timed.nextFrame - 0.4) < 1e-9)
    }

    @Test("a frame drawn late is followed at once, and the grid goes on from there: due at 0, done at 0.35, the next is due at 0.35, then 0.45")
    func lateFrameIsFollowedAtOnce() {
        var core = LoopCore(fps: 10, start: 0)
        core.drew(started: 0, now: 0.35, changed: true)
        #expect(abs(core.nextFrame - 0.35) < 1e-9)
        #expect(core.frameIsDue(at: 0.35, nothingShown: false))
        core.drew(started: 0.35, now: 0.36, changed: true)
        #expect(abs(core.nextFrame - 0.45) < 1e-9)
    }

    @Test("after an idle spell the grid restarts at the frame that ended it: started at 5 s, the next is due at 5.1 s")
    func idleSpellRestartsTheGrid() {
        var core = core()
        core.drew(started: 5, now: 5.001, changed: true)
        #expect(abs(core.nextFrame - 5.1) < 1e-9)
    }

    @Test("a frame that drew nothing and wants no other leaves the deadline where it was")
    func unchangedFrameKeepsTheDeadline() {
        var core = core()
        core.drew(started: 3, now: 3.01, changed: false)
        #expect(abs(core.nextFrame - 0.1) < 1e-12)
    }

    @Test("without a timer, a frame is drawn on the loop's turn once its time has come or nothing is shown")
    func untimedDrawsWhenDue() {
        let core = core()
        #expect(!core.drawsOnItsTurn(at: 0.05, moving))
        #expect(core.drawsOnItsTurn(at: 0.1, moving))
        #expect(core.drawsOnItsTurn(at: 0.05, LoopCore.Graph(needsFrame: true, nothingShown: true)))
    }

    @Test("with a timer, the loop draws on its turn only the first frame and the frame a held key waited for")
    func timedDrawsOnlyTheFirstAndHeldFrames() {
        var core = core(timed: true)
        #expect(core.drawsOnItsTurn(at: 0, LoopCore.Graph(needsFrame: true, nothingShown: true)))
        // The timer's frame, not the loop's.
        #expect(!core.drawsOnItsTurn(at: 0.2, moving))
        _ = core.arrived([.key(.escape)])
        // A later repaint of an empty screen is the timer's, once the loop has waited.
        _ = core.waitForInput(idle)
        #expect(!core.drawsOnItsTurn(at: 0.05, LoopCore.Graph(needsFrame: true, nothingShown: true)))
        // A key was taken while a frame is wanted: the wait keeps the frame's deadline,
        // so keys typed ahead wait for the frame showing this one.
        let held = core.waitForInput(moving)
        #expect(held.deadline.map { abs($0 - 0.1) < 1e-12 } == true)
        _ = core.arrived([])
        #expect(core.drawsOnItsTurn(at: 0.1, moving) == false)
        _ = core.arrived([.key(.downArrow)])
        #expect(!core.drawsOnItsTurn(at: 0.09, moving))
        #expect(core.drawsOnItsTurn(at: 0.1, moving))
        // With no key taken, a timed loop waits on input with no timeout even while moving.
        _ = core.arrived([.resize(Size(width: 3, height: 2))])
        #expect(core.waitForInput(moving) == .forever)
    }

    @Test("without a timer, a change while the loop sleeps forever wakes the input thread: its timeout must become the frame's")
    func untimedChangeWakesAForeverWait() {
        var core = core()
        _ = core.waitForInput(idle)
        #expect(core.invalidated(at: 0.05, moving) == LoopCore.Reaction(armTimer: nil, wakeInput: true))
    }

    @Test("without a timer, a change while the wait already ends at the next frame wakes nobody")
    func untimedChangeDuringAnimationWakesNobody() {
        var core = core()
        _ = core.waitForInput(moving)
        #expect(core.invalidated(at: 0.05, moving) == LoopCore.Reaction(armTimer: nil, wakeInput: false))
        // A wait until a wake-up at 2.5 s ends later than the frame at 0.1 s: woken.
        var later = self.core()
        _ = later.waitForInput(LoopCore.Graph(needsFrame: false, nextWakeUp: 2.5))
        let r1 = later.invalidated(at: 0.05, moving).wakeInput
        #expect(r1)
        // A change while the loop runs (not waiting) needs no wake: it chooses its wait next.
        var running = self.core()
        let r2 = running.invalidated(at: 0.05, moving).wakeInput
        #expect(!r2)
    }

    @Test("with a timer, a change arms the timer for the next frame, once, and leaves the input thread asleep")
    func timedChangeArmsTheTimer() {
        var core = core(timed: true)
        _ = core.waitForInput(idle)
        let first = core.invalidated(at: 0.05, moving)
        #expect(first.armTimer.map { abs($0 - 0.1) < 1e-12 } == true)
        #expect(!first.wakeInput)
        // Already armed for that frame: nothing more.
        #expect(core.invalidated(at: 0.06, moving) == LoopCore.Reaction(armTimer: nil, wakeInput: false))
        // Fired at 0.1: the frame is due; the next change arms it again, at the frame after.
        let due = core.timerFired(at: 0.1, nothingShown: false)
        #expect(due)
        core.drew(started: 0.1, now: 0.11, changed: true)
        let again = core.invalidated(at: 0.11, moving)
        #expect(again.armTimer.map { abs($0 - 0.2) < 1e-12 } == true)
    }

    @Test("with a timer and nothing moving, the timer is armed for a view's wake-up, never before now, and not at all with none")
    func timedArmsForWakeUps() {
        var core = core(timed: true)
        #expect(core.invalidated(at: 1, LoopCore.Graph(needsFrame: false, nextWakeUp: 3)).armTimer == 3)
        let early = core.timerFired(at: 0.05, nothingShown: false)
        #expect(!early)
        #expect(core.invalidated(at: 5, LoopCore.Graph(needsFrame: false, nextWakeUp: 3)).armTimer == 5)
        _ = core.timerFired(at: 5, nothingShown: false)
        #expect(core.invalidated(at: 6, idle).armTimer == nil)
        // Nothing shown yet: the first frame is armed for now.
        #expect(core.invalidated(at: 6, LoopCore.Graph(needsFrame: true, nothingShown: true)).armTimer == 6)
    }

    @Test("a quit wakes a blocked wait, timed or not, and arms nothing; a running loop sees it itself")
    func quitWakesTheWait() {
        let quit = LoopCore.Graph(needsFrame: true, quitRequested: true)
        for timed in [false, true] {
            var core = core(timed: timed)
            let r3 = core.invalidated(at: 0.05, quit).wakeInput
            #expect(!r3)
            _ = core.waitForInput(idle)
            #expect(core.invalidated(at: 0.05, quit) == LoopCore.Reaction(armTimer: nil, wakeInput: true))
        }
    }

    @Test("typed characters are delivered as one run, other events one by one, and nothing after the end")
    func deliveries() {
        var core = core()
        let size = Size(width: 3, height: 2)
        let batch: [TerminalEvent] = [.resize(size), .key(.character("a")), .key(.character("b")), .key(.escape),
                                      .key(.character("c")), .end, .key(.character("d"))]
        #expect(core.arrived(batch) == [.send(.resize(size)), .type(["a", "b"]), .send(.key(.escape)), .type(["c"]), .end])
        #expect(core.blocked == nil)
    }

    @Test("a script waiting 5 s from 1 s over an idle screen skips 49 of its 50 frames, or 4 when a view wakes at 1.55 s")
    func idleFramesSkipped() {
        let core = core()
        #expect(core.idleFrames(at: 1, idle, left: 50) == 49)
        #expect(core.idleFrames(at: 1, LoopCore.Graph(needsFrame: false, nextWakeUp: 1.55), left: 50) == 4)
        #expect(core.idleFrames(at: 1, moving, left: 50) == 0)
    }
}
