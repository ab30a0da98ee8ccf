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
}

extension Terminal {
    /// False: frames list every changed cell.
    public var scrollsRows: Bool { false }

    /// Does nothing: this terminal's colors are fixed.
    public func limitColors(to support: ColorSupport) {}
}
