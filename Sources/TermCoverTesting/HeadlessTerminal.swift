@_exported import TermCoverCore

/// A terminal that only remembers: it applies each frame's changed runs to
/// its own screen, so tests can check that the diff alone rebuilds the
/// screen the host composed, and count what was drawn.
@MainActor
public final class HeadlessTerminal: Terminal {
    /// The current size.
    public var size: Size
    /// The colors it claims to support.
    public var colorSupport: ColorSupport
    /// What the terminal shows, rebuilt only from the runs it was given.
    public private(set) var screen: CellGrid
    /// Every frame drawn, in order.
    public private(set) var frames: [Frame] = []

    /// Creates a terminal of `size`.
    /// Shows at most `support` colors from now on, as `NO_COLOR` asks of a real terminal.
    public func limitColors(to support: ColorSupport) { colorSupport = min(colorSupport, support) }
    /// Every window title the terminal was given, in order (nil: its own name back).
    public private(set) var titles: [String?] = []
    /// Every text put on the clipboard, in order.
    public private(set) var clipboard: [String] = []
    /// Notes the title.
    public func setWindowTitle(_ title: String?) { titles.append(title) }
    /// Notes the copied text.
    public func copyToClipboard(_ text: String) { clipboard.append(text) }

    /// A blank screen of `size` that reports `colorSupport`.
    public init(size: Size, colorSupport: ColorSupport = .palette256) {
        self.size = size
        self.colorSupport = colorSupport
        self.screen = CellGrid(size: size)
    }

    @discardableResult
    /// Applies the frame's changed runs to `screen` and counts them as bytes.
    public func draw(_ frame: Frame) -> FrameOutput {
        if screen.size != frame.canvas.size { screen = CellGrid(size: frame.canvas.size) }
        for run in frame.changes {
            for x in run.x..<(run.x + run.count) {
                screen[x, run.y] = frame.canvas[x, run.y]
            }
        }
        frames.append(frame)
        return FrameOutput(bytes: frame.changedCells, seconds: 0)
    }
}
