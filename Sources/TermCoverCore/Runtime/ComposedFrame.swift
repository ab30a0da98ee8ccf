/// A composed frame and what changed since the previous one.
public struct Frame: Sendable {
    /// Every cell of the screen.
    public var canvas: CellGrid
    /// The runs that differ from the previous frame (all rows after a resize).
    public var changes: [CellRun]
    /// Rows that moved together since the last frame, for a terminal that
    /// scrolls (`Terminal.scrollsRows`): when set, `changes` are the
    /// differences from the last frame with these rows moved.
    public var shift: RowShift?
    /// False when nobody reads the frame's byte count: a live terminal
    /// then need not measure it (reading the kernel's count costs two
    /// system calls a frame), and reports 0.
    public var countsBytes = true
    /// Where the terminal's own cursor goes (screen-reader mode: on the
    /// focused control); nil keeps it hidden.
    public var cursor: Point?
    /// The number of cells in `changes`.
    public var changedCells: Int { changes.reduce(0) { $0 + $1.count } }

    /// A frame showing `canvas`, of which only `changes` differ from the last one.
    public init(canvas: CellGrid, changes: [CellRun], shift: RowShift? = nil, countsBytes: Bool = true) {
        self.canvas = canvas
        self.changes = changes
        self.shift = shift
        self.countsBytes = countsBytes
    }
}
