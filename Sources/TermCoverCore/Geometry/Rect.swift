/// A rectangle of whole cells.
public struct Rect: Hashable, Sendable {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Columns and rows covered.
    public var size: Size

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.size = Size(width: width, height: height)
    }

    /// Creates a rectangle at `origin` (x, y) of `size`.
    public init(x: Int, y: Int, size: Size) {
        self.init(x: x, y: y, width: size.width, height: size.height)
    }

    /// Columns covered.
    public var width: Int { size.width }
    /// Rows covered.
    public var height: Int { size.height }
    /// One past the right column.
    public var maxX: Int { x + width }
    /// One past the bottom row.
    public var maxY: Int { y + height }

    /// True when the rectangle covers no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The cells both rectangles cover.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The smallest rectangle that covers both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The rectangle moved by whole cells.
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, size: size)
    }
}
