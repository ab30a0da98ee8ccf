import Foundation

/// A column of a `LazyVGrid` (a row of a `LazyHGrid`), as in SwiftUI: how
/// wide it is, the spacing after it, and how cells sit in it. Lengths are
/// points, landing on whole columns across a `LazyVGrid` and whole rows
/// across a `LazyHGrid` (see `EnvironmentValues.cellSize`).
public struct GridItem: Hashable, Sendable {
    /// How a grid item sizes its track.
    public enum Size: Hashable, Sendable {
        /// A single track of exactly this length.
        case fixed(CGFloat)
        /// A single track of the grid's length, less its spacing and fixed
        /// tracks, divided by the number of flexible and adaptive items,
        /// clamped to these bounds (10 points, one column, at the least by default).
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in the space a
        /// single flexible item would get, separated by the item's spacing,
        /// each grown to share that space up to `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How the item sizes its track.
    public var size: Size
    /// The spacing after the track, before the next one (and between the
    /// tracks of an adaptive item), in points; nil for the grid's default
    /// (1 column across a `LazyVGrid`, 0 rows across a `LazyHGrid`).
    public var spacing: CGFloat?
    /// How cells sit in the track; nil for the grid's alignment.
    public var alignment: Alignment?

    /// Creates a grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

extension GridItem {
    /// The item with its lengths in whole cells along `axis` (a
    /// `LazyVGrid`'s columns are horizontal), which is how
    /// `GridTrackSizing` counts.
    func inCells(along axis: Axis, _ cells: CellMetrics) -> GridItem {
        func c(_ points: CGFloat) -> CGFloat {
            points.isInfinite ? points : CGFloat(max(0, cells.cells(Double(points), along: axis)))
        }
        let size: Size = switch self.size {
        case .fixed(let length): .fixed(c(length))
        case .flexible(let minimum, let maximum): .flexible(minimum: c(minimum), maximum: c(maximum))
        case .adaptive(let minimum, let maximum): .adaptive(minimum: c(minimum), maximum: c(maximum))
        }
        return GridItem(size, spacing: spacing.map(c), alignment: alignment)
    }
}
