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
