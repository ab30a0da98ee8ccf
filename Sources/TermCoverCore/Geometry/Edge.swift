/// One side of a rectangle, as in SwiftUI.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The leading edge: the left, in the terminal's left-to-right text.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge: the right.
    case trailing

    /// A set of edges, used by `padding(_:_:)` and `border`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges as bits, one per `Edge`.
        public let rawValue: Int8
        /// Creates a set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set holding one edge.
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading (left) edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing (right) edge.
        public static let trailing = Set(.trailing)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }

    /// The edge across from this one.
    public var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}
