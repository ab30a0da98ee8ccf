/// A position in cells. Fractional values are allowed so that animated
/// offsets can move smoothly between whole cells before they are rounded.
public struct Point: Hashable, Sendable {
    /// Column, growing to the right.
    public var x: Double
    /// Row, growing downwards.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}
