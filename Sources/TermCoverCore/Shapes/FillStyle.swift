/// How a shape is filled, as SwiftUI's `FillStyle`. With the even-odd rule
/// a region a path encloses an even number of times is a hole (built-in
/// shapes have none); without antialiasing, edges snap to whole cells (as
/// `SubcellPrecision.wholeCells`).
public struct FillStyle: Hashable, Sendable {
    /// True for the even-odd rule.
    public var isEOFilled: Bool
    /// False to draw edges on whole cells.
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
