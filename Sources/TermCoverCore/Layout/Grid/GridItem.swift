/// A column of a `LazyVGrid` (a row of a `LazyHGrid`), as in SwiftUI: how
/// wide it is, the spacing after it, and how cells sit in it. Lengths are
/// cells (columns across a `LazyVGrid`, rows across a `LazyHGrid`), not
/// points; a `Double` rounds to whole cells.
public struct GridItem: Hashable, Sendable {
    /// How a grid item sizes its track.
    public enum Size: Hashable, Sendable {
        /// A single track of exactly this length.
        case fixed(Double)
        /// A single track of the grid's length, less its spacing and fixed
        /// tracks, divided by the number of flexible and adaptive items,
        /// clamped to these bounds. SwiftUI's default minimum is 10
        /// points; here it is 1 cell, about as wide.
        case flexible(minimum: Double = 1, maximum: Double = .infinity)
        /// As many tracks of at least `minimum` as fit in the space a
        /// single flexible item would get, separated by the item's spacing,
        /// each grown to share that space up to `maximum`.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    /// How the item sizes its track.
    public var size: Size
    /// The spacing after the track, before the next one (and between the
    /// tracks of an adaptive item); nil for the grid's default (1 column
    /// across a `LazyVGrid`, 0 rows across a `LazyHGrid`).
    public var spacing: Double?
    /// How cells sit in the track; nil for the grid's alignment.
    public var alignment: Alignment?

    /// Creates a grid item.
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
