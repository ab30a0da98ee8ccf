/// The parts of a lazy container's sections that stay pinned to the
/// scroll view's edges as it scrolls, as SwiftUI's `PinnedScrollableViews`.
/// TermCover has no `Section` yet, so a lazy container accepts the set and
/// pins nothing.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
