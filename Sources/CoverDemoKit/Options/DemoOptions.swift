import TermCover

/// The gallery's settings from the command line; the defaults are what runs
/// with no options.
package struct DemoOptions: Equatable, Sendable {
    /// The covers' transition.
    package var transition: DemoTransition = .cover
    /// The covers' animation.
    package var animation: DemoAnimation = .easeInOut
    /// How long a transition lasts, in seconds, within `durationRange`.
    package var duration: Double = 0.35
    /// Frames per second while something animates, 1 to 240.
    package var fps: Int = 60
    /// Where to read a script from; nil for the keyboard.
    package var script: ScriptSource?
    /// The screen a script starts on (`--size`); unused without a script.
    package var size = Size(width: 80, height: 24)
    /// The asciicast file to record to; nil for no recording.
    package var recordPath: String?
    /// Whether `recordPath` may replace an existing file.
    package var overwrite = false
    /// Whether `--record` writes the keys typed as input events (`"i"`); `--no-input-events` leaves them out.
    package var inputEvents = true
    /// The asciicast version `--record` writes (`--format`).
    package var format: CastFormat = .v2
    /// Whether to reduce motion, from `--reduce-motion` or `TERMCOVER_REDUCE_MOTION=1`.
    package var reduceMotion = false
    /// The terminal's default colors from `--theme`; nil: a script assumes
    /// `dark`, a live run asks the terminal.
    package var theme: TerminalColors?
    /// The colors to draw with from `--colors`, whatever `COLORTERM` and
    /// `TERM` say; nil: what the terminal says (a script: 256 colors).
    package var colors: ColorSupport?

    /// The defaults.
    package init() {}

    /// The durations `--duration` accepts, so that the gallery's keys can keep to them too.
    package static let durationRange: ClosedRange<Double> = 0.05...10

    static let fpsRange: ClosedRange<Int> = 1...240
}
