import TermCover

/// What the status line reports about rendering. Deliberately not
/// observable: frames update it, and it must never cause a frame itself.
@MainActor
public final class FrameMeter {
    private var times: [Double] = []
    /// The cost of the last frame drawn.
    public private(set) var last = FrameStats()
    /// The covers' phases, bottom to top, read when the status line is drawn.
    public var phases: () -> [PresentationPhase] = { [] }

    /// Creates a meter.
    public init() {}

    /// Records a drawn frame.
    public func record(_ stats: FrameStats) {
        last = stats
        times.append(stats.time)
        times.removeAll { $0 < stats.time - 1 }
    }

    /// Frames drawn in the second before the last frame.
    public var framesPerSecond: Int { times.count }
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
