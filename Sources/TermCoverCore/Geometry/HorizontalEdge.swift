/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`: which
/// edge of a list row its swipe actions come from.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge: the left, in the terminal's left-to-right text.
    case leading
    /// The trailing edge: the right.
    case trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges as bits, one per `HorizontalEdge`.
        public let rawValue: Int8
        /// Creates a set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set holding one edge.
        public init(_ edge: HorizontalEdge) { self.rawValue = 1 << edge.rawValue }

        /// The leading edge.
        public static let leading = Set(.leading)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}
