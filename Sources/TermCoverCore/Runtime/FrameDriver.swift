/// What one frame cost, for the demo's status line and the benchmark.
package struct FrameStats: Sendable {
    /// Seconds spent evaluating, laying out and drawing the canvas.
    package var composeSeconds: Double = 0
    /// Seconds spent diffing against the previous frame.
    package var diffSeconds: Double = 0
    /// Seconds the terminal spent emitting.
    package var emitSeconds: Double = 0
    /// Bytes written to the terminal: counted live only while `onFrame` is
    /// set (someone shows frame costs), 0 otherwise.
    package var bytes = 0
    /// Cells that changed (those of rows that moved whole included).
    package var changedCells = 0
    /// The frame's time on the frame clock.
    package var time: Double = 0
    /// The whole frame.
    package var totalSeconds: Double { composeSeconds + diffSeconds + emitSeconds }
    /// A frame that cost nothing.
    package init() {}
}

/// Turns the host's canvases into terminal output: composes a frame when
/// one is needed, diffs it against the last, and hands only the changes on.
@MainActor
package final class FrameDriver {
    /// The view tree.
    package let host: ViewHost
    /// Where frames go.
    package let terminal: Terminal
    /// The frame clock.
    package let clock: FrameClock
    /// The canvas the terminal shows: the host's, in the colors the
    /// terminal has (see `PaletteQuantizer`).
    package private(set) var shown: CellGrid?
    /// The cost of the last frame drawn.
    package private(set) var lastFrame = FrameStats()
    /// Frames drawn so far.
    package private(set) var frameCount = 0
    /// Canvases composed so far, including those that changed nothing and
    /// so were never drawn.
    package private(set) var composedCount = 0
    /// The cost of the last canvas composed, drawn or not: a frame that
    /// changes nothing still costs its composition and diff.
    package private(set) var lastComposed = FrameStats()
    /// Called after each frame with its cost.
    package var onFrame: (@MainActor (FrameStats) -> Void)?
    private let stopwatch: FrameClock
    /// Turns blends into palette colors on a 256-color terminal, by screen
    /// position, before the diff: the terminal is given only colors it has,
    /// and a dithered cell that keeps its color from one frame to the next
    /// is not sent again.
    private var quantizer = PaletteQuantizer()
    /// The window title last given to the terminal (nil: its own).
    private var shownTitle: String?

    /// Creates a driver. Frame costs are timed with `stopwatch` (the
    /// system clock by default); a scripted run passes its virtual clock so
    /// that what it shows and records does not depend on the machine.
    package init(host: ViewHost, terminal: Terminal, clock: FrameClock, stopwatch: FrameClock? = nil) {
        self.host = host
        self.terminal = terminal
        self.clock = clock
        self.stopwatch = stopwatch ?? SystemClock()
    }

    /// Draws a frame if the host needs one. Returns its cost, or nil when
    /// nothing changed (then nothing is written at all).
    @discardableResult
    package func renderIfNeeded() -> FrameStats? {
        if host.size != terminal.size { host.resize(to: terminal.size) }
        guard host.needsFrame || shown == nil || shown?.size != host.size else { return nil }
        var stats = FrameStats()
        stats.time = clock.now
        var t0 = stopwatch.now
        let composed = host.compositions
        let rendered = host.render()
        // A tick that composed nothing (a whole-cell slide between rows)
        // leaves the screen shown as it is: no quantizing, no diff.
        if host.compositions == composed, !host.screenReaderMode, let shown, shown.size == rendered.size {
            composedCount += 1
            tellTerminal()
            return nil
        }
        let canvas = quantizer.quantize(rendered, for: host.environment.colorSupport)
        var t1 = stopwatch.now
        stats.composeSeconds = t1 - t0
        t0 = t1
        // A terminal that scrolls is told which rows moved (a sliding
        // cover's), and given only what changed beyond the move.
        let (shift, changes) = canvas.changesAndShift(since: shown, findingShift: terminal.scrollsRows)
        t1 = stopwatch.now
        stats.diffSeconds = t1 - t0
        shown = canvas
        composedCount += 1
        lastComposed = stats
        tellTerminal()
        guard !changes.isEmpty || shift != nil else { return nil }
        var frame = Frame(canvas: canvas, changes: changes, shift: shift, countsBytes: onFrame != nil)
        frame.cursor = host.cursor
        let output = terminal.draw(frame)
        stats.emitSeconds = stopwatch is SystemClock ? output.seconds : 0
        stats.bytes = output.bytes
        stats.changedCells = changes.reduce(0) { $0 + $1.count } + (shift.map { $0.rows.count * canvas.width } ?? 0)
        lastComposed = stats
        lastFrame = stats
        frameCount += 1
        onFrame?(stats)
        return stats
    }

    /// The window title when it changed, and what a copy command copied:
    /// both known only once a frame was composed.
    private func tellTerminal() {
        let title = host.windowTitle
        if title != shownTitle {
            shownTitle = title
            terminal.setWindowTitle(title)
        }
        if let copied = host.takeCopyRequest() { terminal.copyToClipboard(copied) }
    }

    /// Forgets what the terminal shows, so the next frame repaints everything.
    package func invalidateScreen() { shown = nil }
}
