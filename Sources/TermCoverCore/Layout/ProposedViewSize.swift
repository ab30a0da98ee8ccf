/// The size a parent offers a child, as in SwiftUI: nil in a dimension asks
/// for the child's ideal size, `.max` offers unlimited space.
public struct ProposedViewSize: Hashable, Sendable {
    /// Offered columns, or nil for the ideal width.
    public var width: Int?
    /// Offered rows, or nil for the ideal height.
    public var height: Int?

    /// Creates a proposal.
    public init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    /// Proposes exactly `size`.
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Offers nothing.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Offers unlimited space.
    public static let infinity = ProposedViewSize(width: .max, height: .max)

    /// The proposal with nil dimensions replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}

/// Space in a layout computation: a number of cells where `.max` means unbounded.
extension Int {
    /// Adds without overflowing past the unbounded marker.
    func addingClamped(_ other: Int) -> Int {
        let (r, o) = addingReportingOverflow(other)
        return o ? (other > 0 ? .max : .min) : r
    }
}
