/// What a default scroll anchor is used for, as in SwiftUI (iOS 18):
/// where a scroll view starts, how it follows changes of its content's or
/// its own size, and where content smaller than it sits.
public struct ScrollAnchorRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case initialOffset, sizeChanges, alignment }
    let kind: Kind

    /// Where the scroll view is scrolled when it first shows.
    public static let initialOffset = ScrollAnchorRole(kind: .initialOffset)
    /// How the offset follows a change of the content's or the viewport's
    /// size: a scroll view resting at the anchor's position stays there.
    public static let sizeChanges = ScrollAnchorRole(kind: .sizeChanges)
    /// Where content smaller than the scroll view sits in it.
    public static let alignment = ScrollAnchorRole(kind: .alignment)
}
