import TermCover

/// What the status line reports about rendering. Deliberately not
/// observable: frames update it, and it must never cause a frame itself.
@MainActor
package final class FrameMeter {
    /// The frames of the animation running now (or last): when the first
    /// and the last were drawn, and how many. Not every time: an animation
    /// that never stops (a repeating one, or keys closer than `runGap`)
    /// would grow a list for as long as the app runs.
    private var run: (first: Double, last: Double, count: Int)?
    /// The cost of the last frame drawn.
    package private(set) var last = FrameStats()
    /// The covers' phases, bottom to top, read when the status line is drawn.
    package var phases: () -> [PresentationPhase] = { [] }

    /// Frames further apart than this belong to different animations: a
    /// 60 fps animation draws every 17 ms, and a keypress at rest draws one.
    static let runGap = 0.25

    /// Creates a meter.
    package init() {}

    /// Records a drawn frame.
    package func record(_ stats: FrameStats) {
        last = stats
        guard let current = run, stats.time - current.last <= Self.runGap else {
            run = (stats.time, stats.time, 1)
            return
        }
        // A second frame at the same moment (a key routed between ticks) is
        // not a frame of the animation's rate.
        if current.last != stats.time { run = (current.first, stats.time, current.count + 1) }
    }

    /// Frames per second while the last animation ran: its frames over its
    /// length. A single frame (a key at rest) has no rate, so the last
    /// animation's rate stays shown until the next one, instead of a rate
    /// that decays while nothing moves.
    package private(set) var lastRunRate: Int?

    /// The rate of the animation running now, or of the last one.
    package var framesPerSecond: Int? {
        if let run, run.count >= 3, run.last > run.first {
            lastRunRate = Int((Double(run.count - 1) / (run.last - run.first)).rounded())
        }
        return lastRunRate
    }
}

struct FrameMeterKey: EnvironmentKey {
    static let defaultValue: FrameMeter? = nil
}

extension EnvironmentValues {
    /// The meter the status line reads.
    var frameMeter: FrameMeter? {
        get { self[FrameMeterKey.self] }
        set { self[FrameMeterKey.self] = newValue }
    }
}
