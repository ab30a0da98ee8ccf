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
    /// True when the terminal can move rows it shows (a scroll region):
    /// frames then come with the rows that moved (`Frame.shift`) and only
    /// the changes beyond that move.
    var scrollsRows: Bool { get }
    /// Shows at most `support` colors from now on (`NO_COLOR`, a test of a
    /// poorer terminal). Terminals that cannot change do nothing.
    func limitColors(to support: ColorSupport)
    /// Names the terminal's window (OSC 2), or gives it back its own name
    /// when `title` is nil. Called only when the title changes.
    func setWindowTitle(_ title: String?)
    /// Puts `text` on the system clipboard (OSC 52) where the terminal can.
    func copyToClipboard(_ text: String)
}

extension Terminal {
    /// False: frames list every changed cell.
    public var scrollsRows: Bool { false }

    /// Does nothing: this terminal's colors are fixed.
    public func limitColors(to support: ColorSupport) {}

    /// Does nothing: this terminal has no window title.
    public func setWindowTitle(_ title: String?) {}

    /// Does nothing: this terminal reaches no clipboard.
    public func copyToClipboard(_ text: String) {}
}
