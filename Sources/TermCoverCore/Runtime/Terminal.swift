/// How many colors a terminal can show; decides how colors are mapped and
/// whether fades blend colors or fall back to an ordered dither.
public enum ColorSupport: Int, Comparable, Sendable, CaseIterable {
    /// No color at all.
    case monochrome = 0
    /// The 8 basic ANSI colors.
    case ansi8 = 8
    /// 16 ANSI colors.
    case ansi16 = 16
    /// The 256-color palette.
    case palette256 = 256
    /// 24-bit color.
    case trueColor = 16_777_216

    /// Orders color support from fewest colors to most.
    public static func < (a: ColorSupport, b: ColorSupport) -> Bool { a.rawValue < b.rawValue }

    /// True when translucent colors can be shown by blending; otherwise fades dither.
    public var canBlend: Bool { self >= .palette256 }
}

/// One run of changed cells on a row: columns `x ..< x + count` of row `y`.
public struct CellRun: Hashable, Sendable {
    /// The row.
    public var y: Int
    /// The first column.
    public var x: Int
    /// How many cells, from `x` on.
    public var count: Int
    /// Creates a run of `count` cells from column `x` of row `y`.
    public init(y: Int, x: Int, count: Int) { self.y = y; self.x = x; self.count = count }
}

/// A composed frame and what changed since the previous one.
public struct Frame: Sendable {
    /// Every cell of the screen.
    public var canvas: Canvas
    /// The runs that differ from the previous frame (all rows after a resize).
    public var changes: [CellRun]
    /// The number of cells in `changes`.
    public var changedCells: Int { changes.reduce(0) { $0 + $1.count } }

    /// A frame showing `canvas`, of which only `changes` differ from the last one.
    public init(canvas: Canvas, changes: [CellRun]) {
        self.canvas = canvas
        self.changes = changes
    }
}

/// What drawing a frame cost the terminal.
public struct FrameOutput: Sendable {
    /// Bytes sent to the terminal for the frame.
    public var bytes: Int
    /// Seconds spent emitting.
    public var seconds: Double
    /// What emitting a frame cost: `bytes` written in `seconds`.
    public init(bytes: Int, seconds: Double) { self.bytes = bytes; self.seconds = seconds }
}

/// Where frames go. The core never writes to a terminal itself: the ncurses
/// backend, the headless test terminal and the benchmark all conform.
@MainActor
public protocol Terminal: AnyObject {
    /// The current size in cells.
    var size: Size { get }
    /// The colors the terminal can show.
    var colorSupport: ColorSupport { get }
    /// Draws the changed cells of `frame`; the terminal then shows `frame.canvas`.
    @discardableResult
    func draw(_ frame: Frame) -> FrameOutput
    /// Shows at most `support` colors from now on (`NO_COLOR`, a test of a
    /// poorer terminal). Terminals that cannot change do nothing.
    func limitColors(to support: ColorSupport)
}

extension Terminal {
    /// Does nothing: this terminal's colors are fixed.
    public func limitColors(to support: ColorSupport) {}
}

/// Where events come from when the app runs live.
@MainActor
public protocol TerminalEventSource: AnyObject {
    /// Waits for the next events, at most `timeout` seconds (nil: forever).
    /// Returns an empty array on timeout. Must not spin: idle means asleep.
    func nextEvents(timeout: Double?) async -> [TerminalEvent]
    /// Ends a wait in `nextEvents` early: state changed and a frame is due.
    /// Callable from any thread.
    nonisolated func wake()
}
