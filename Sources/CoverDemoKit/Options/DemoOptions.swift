import TermCover

/// The gallery's settings from the command line; the defaults are what runs
/// with no options.
public struct DemoOptions: Equatable, Sendable {
    /// The covers' transition.
    public var transition: DemoTransition = .cover
    /// The covers' animation.
    public var animation: DemoAnimation = .easeInOut
    /// How long a transition lasts, in seconds, within `durationRange`.
    public var duration: Double = 0.35
    /// Frames per second while something animates, 1 to 240.
    public var fps: Int = 60
    /// Where to read a script from; nil for the keyboard.
    public var script: ScriptSource?
    /// The screen a script starts on (`--size`); unused without a script.
    public var size = Size(width: 80, height: 24)
    /// The asciicast file to record to; nil for no recording.
    public var recordPath: String?
    /// Whether `recordPath` may replace an existing file.
    public var overwrite = false
    /// Whether `--record` writes the keys typed as input events (`"i"`); `--no-input-events` leaves them out.
    public var inputEvents = true
    /// The asciicast version `--record` writes (`--format`).
    public var format: CastFormat = .v2
    /// Whether to reduce motion, from `--reduce-motion` or `TERMCOVER_REDUCE_MOTION=1`.
    public var reduceMotion = false
    /// The terminal's default colors from `--theme`; nil: a script assumes
    /// `dark`, a live run asks the terminal.
    public var theme: TerminalColors?
    /// The colors to draw with from `--colors`, whatever `COLORTERM` and
    /// `TERM` say; nil: what the terminal says (a script: 256 colors).
    public var colors: ColorSupport?

    /// The defaults.
    public init() {}

    /// The durations `--duration` accepts, so that the gallery's keys can keep to them too.
    public static let durationRange: ClosedRange<Double> = 0.05...10

    static let fpsRange: ClosedRange<Int> = 1...240
}
