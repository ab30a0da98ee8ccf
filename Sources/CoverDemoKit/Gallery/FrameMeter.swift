import TermCover

/// What the status line reports about rendering. Deliberately not
/// observable: frames update it, and it must never cause a frame itself.
@MainActor
public final class FrameMeter {
    /// When the frames of the animation running now (or last) were drawn.
    private var run: [Double] = []
    /// The cost of the last frame drawn.
    public private(set) var last = FrameStats()
    /// The covers' phases, bottom to top, read when the status line is drawn.
    public var phases: () -> [PresentationPhase] = { [] }

    /// Frames further apart than this belong to different animations: a
    /// 60 fps animation draws every 17 ms, and a keypress at rest draws one.
    static let runGap = 0.25

    /// Creates a meter.
    public init() {}

    /// Records a drawn frame.
    public func record(_ stats: FrameStats) {
        last = stats
        if let previous = run.last, stats.time - previous > Self.runGap { run = [] }
        // A second frame at the same moment (a key routed between ticks) is
        // not a frame of the animation's rate.
        if run.last != stats.time { run.append(stats.time) }
    }

    /// Frames per second while the last animation ran: its frames over its
    /// length. A single frame (a key at rest) has no rate, so the last
    /// animation's rate stays shown until the next one, instead of a rate
    /// that decays while nothing moves.
    public private(set) var lastRunRate: Int?

    /// The rate of the animation running now, or of the last one.
    public var framesPerSecond: Int? {
        if run.count >= 3, let first = run.first, let end = run.last, end > first {
            lastRunRate = Int((Double(run.count - 1) / (end - first)).rounded())
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
