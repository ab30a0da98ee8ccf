/// The size a parent offers a child in whole cells, what the layout engine
/// passes down (SwiftUI's `ProposedViewSize` on the cell grid): nil in a
/// dimension asks for the child's ideal size, `.max` offers unlimited space.
struct CellProposal: Hashable, Sendable {
    /// Offered columns, or nil for the ideal width.
    var width: Int?
    /// Offered rows, or nil for the ideal height.
    var height: Int?

    /// Creates a proposal.
    init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    /// Proposes exactly `size`.
    init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// Asks for the ideal size.
    static let unspecified = CellProposal(width: nil, height: nil)
    /// Offers nothing.
    static let zero = CellProposal(width: 0, height: 0)
    /// Offers unlimited space.
    static let infinity = CellProposal(width: .max, height: .max)

    /// The proposal with nil dimensions replaced by `size`'s.
    func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
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
