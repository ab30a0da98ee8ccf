import CNcurses
import Glibc
import TermCoverCore

/// A `Terminal` and `TerminalEventSource` backed by ncurses: frames go out
/// through ncurses' own screen diffing, one `doupdate` per frame wrapped in
/// synchronized output; keys come in as raw bytes decoded by `KeyDecoder`.
///
/// Open one with `live()` on the process's terminal, or `headless(size:)`
/// on a private pseudo-terminal whose output tests read with `takeOutput()`.
/// Call `restore()` before exiting; signals and crashes restore it too.
@MainActor
public final class NcursesTerminal: Terminal, TerminalEventSource {
    /// The current size in cells.
    public internal(set) var size: Size
    /// The colors the terminal can show, from terminfo's `colors`, or
    /// fewer when `limitColors(to:)` asked for that.
    public private(set) var colorSupport: ColorSupport
    /// What the terminal shows for its default colors: its own answer when
    /// live (see `TerminalColorQuery`), what `headless` was told otherwise.
    /// Runners bind `TerminalColors.current` to it so blends use them.
    public internal(set) var defaultColors: TerminalColors = .dark
    /// What the terminal said about itself at start-up (see
    /// `TerminalCapabilities`); a headless terminal answered nothing.
    package internal(set) var capabilities = TerminalCapabilities()
    /// Whether the terminal measures grapheme clusters (mode 2027, see
    /// `TerminalCapabilities.measuresGraphemeClusters`): emoji sequences
    /// then go out whole; otherwise as `GraphemeFallback` says. Set from
    /// the probe when live; false headless unless a test sets it.
    public var measuresGraphemeClusters = false
    /// Whether links' cells go out as OSC 8 hyperlinks (see
    /// `TerminalCapabilities.writesHyperlinks`); set from the probe and the
    /// environment when live, false headless unless a test sets it.
    public var writesHyperlinks = false
    /// Cells of this frame that are, or stopped being, part of a hyperlink:
    /// written again after `doupdate`, inside their OSC 8 (`HyperlinkWriter`).
    var linkedCells: [HyperlinkWriter.Placed] = []
    /// Where the cursor is shown (screen-reader mode), nil while hidden.
    var cursorShown: Point?

    let screen: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    /// Where ncurses writes; synchronized-output markers go to the same descriptor.
    let outputFD: Int32
    let outputFile: UnsafeMutablePointer<FILE>
    let inputFile: UnsafeMutablePointer<FILE>
    var colors: ColorMapper
    var pairs: ColorPairs
    /// What the terminal shows, cell by cell, or nil when unknown (start, resize, reset).
    var shown: [TerminalCell]?
    let reader: InputReader
    let pipe: SelfPipe
    /// The headless pty's reader; nil when live.
    let capture: OutputCapture?
    /// The pty master, for resizing and typing; -1 when live.
    let master: Int32
    /// Modes before curses started, put back by `restore()`.
    let savedModes: termios?
    var isRestored = false
    /// The strings for leaving and re-entering; nil when headless.
    var sequences: TerminalSequences?
    /// The last column is left blank: terminfo says a write there wraps at
    /// once (`am` without `xenl`, as for TERM=ansi), while most terminals
    /// (tmux, xterm) hold the cursor there, so ncurses' idea of where the
    /// cursor is would be wrong and later text would land a cell off.
    var avoidsLastColumn = false
    /// The window title last written, written again after a stop (which gave the terminal its own back).
    var windowTitle: String?
    /// Cells of this frame whose graphemes ncurses cannot hold, written whole after `doupdate`.
    var wholeGraphemes: [(cell: TerminalCell, pair: Int32, x: Int32, y: Int32)] = []

    init(screen: OpaquePointer, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>,
         capture: OutputCapture?, master: Int32, savedModes: termios?, pipe: SelfPipe, typeAhead: [UInt8] = []) {
        self.screen = screen
        outputFile = output
        inputFile = input
        outputFD = fileno(output)
        self.capture = capture
        self.master = master
        self.savedModes = savedModes
        self.pipe = pipe
        set_term(screen)
        NcursesTerminal.openScreens += 1
        window = tc_stdscr()
        CursesSetup.apply(window)
        CursesSetup.leaveInitialState(outputFD: outputFD)
        colorSupport = CursesSetup.colorSupport()
        colors = ColorMapper(support: colorSupport)
        pairs = ColorPairs(capacity: colorSupport == .monochrome ? 0 : Int(tc_color_pairs()) - 1)
        size = Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        reader = InputReader(input: fileno(input), sizeSource: outputFD, pipe: pipe, size: size, typeAhead: typeAhead)
    }

    /// Makes this terminal ncurses' current screen: several may be open
    /// (tests), and ncurses' calls act on the current one.
    func activate() { set_term(screen) }

    /// Color pairs allocated since the last reset; never more than the terminal has.
    var colorPairsInUse: Int { pairs.count }

    /// Uses no more than `support` colors from now on: for `NO_COLOR`, or
    /// to try the dither fallback on a rich terminal. The next frame repaints.
    public func limitColors(to support: ColorSupport) {
        guard support < colorSupport else { return }
        colorSupport = support
        colors = ColorMapper(support: support)
        shown = nil
    }

    /// Pretends the terminal has only `count` pairs, so tests can reach a reset quickly.
    func limitColorPairs(to count: Int) { pairs.capacity = min(pairs.capacity, count) }
}
