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
