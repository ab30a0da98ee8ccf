import Foundation

/// The size a parent proposes to a subview, in points, as SwiftUI's
/// `ProposedViewSize`: nil in a dimension asks for the subview's ideal
/// length, `.infinity` offers all it wants, zero its least.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width in points, or nil for the ideal width.
    public var width: CGFloat?
    /// The proposed height in points, or nil for the ideal height.
    public var height: CGFloat?

    /// A proposal of `width` by `height` points (nil for ideal).
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Asks for the ideal size in both dimensions.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the least size in both dimensions.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the most size in both dimensions.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced by `size`'s (10 by 10 points by default).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension CellMetrics {
    /// A cell proposal in points: unbounded is infinity.
    func points(_ p: CellProposal) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { $0 == .max ? .infinity : CGFloat(points(columns: $0)) },
                         height: p.height.map { $0 == .max ? .infinity : CGFloat(points(rows: $0)) })
    }

    /// A proposal in points on whole cells: infinity is unbounded, negative is none.
    func cells(_ p: ProposedViewSize) -> CellProposal {
        CellProposal(width: p.width.map { Swift.max(0, columns(Double($0))) },
                     height: p.height.map { Swift.max(0, rows(Double($0))) })
    }

    /// A size in points on whole cells (not negative; unbounded stays unbounded).
    func cells(_ size: CGSize) -> Size {
        Size(width: Swift.max(0, columns(Double(size.width))), height: Swift.max(0, rows(Double(size.height))))
    }
}
