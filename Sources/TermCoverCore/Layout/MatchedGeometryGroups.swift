/// What `matchedGeometryEffect(id:in:)` remembers per namespace and id
/// between frames: which view holds the geometry, where it was drawn, and
/// the move from an earlier holder's frame to the current one's.
@MainActor
final class MatchedGeometryGroups {
    private var groups: [NamespacedID: MatchedGeometryGroup] = [:]

    /// The group for `key`, made on first use. Groups no view has used
    /// for a while are dropped then, so ids that come and go do not pile up.
    func group(for key: NamespacedID, frame: Int) -> MatchedGeometryGroup {
        if let group = groups[key] { return group }
        if groups.count >= 64 { groups = groups.filter { $0.value.lastSeen >= frame - 2 } }
        let group = MatchedGeometryGroup()
        groups[key] = group
        return group
    }
}

/// One id's geometry. A frame is in cells, fractional while it moves.
@MainActor
final class MatchedGeometryGroup {
    /// The view (a source still in the tree) whose frame the group follows.
    var holder: ViewPath?
    /// Counts the holders, so that each move has an animation of its own.
    var generation = 0
    /// Where the current move started: the frame the group was drawn at
    /// when the holder changed, or nil when there is no move.
    var from: FrameRect?
    /// The move's progress, from 1 at `from` to 0 at the holder's own frame.
    var progress = 0.0
    /// The holder's own frame, as last placed.
    var target: Rect?
    /// The frame the holder was last drawn at.
    var shown: FrameRect?
    /// The last frame each source in the tree was resolved in.
    var live: [ViewPath: Int] = [:]
    /// The last frame any view of the group was resolved in.
    var lastSeen = -10
}
