/// What `matchedGeometryEffect(id:in:)` remembers per namespace and id
/// between frames: which view holds the geometry, where it was drawn, and
/// the move from an earlier holder's frame to the current one's.
@MainActor
final class MatchedGeometryGroups {
    private var groups: [TransitionSources.Key: MatchedGeometryGroup] = [:]

    /// The group for `key`, made on first use. Groups no view has used
    /// for a while are dropped then, so ids that come and go do not pile up.
    func group(for key: TransitionSources.Key, frame: Int) -> MatchedGeometryGroup {
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

/// A rectangle in fractional cells, for frames on their way between two.
struct FrameRect: Equatable {
    var x, y, width, height: Double

    init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    init(_ r: Rect) {
        self.init(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height))
    }

    /// The frame a fraction `t` of the way from this one to `other`.
    func interpolated(to other: FrameRect, _ t: Double) -> FrameRect {
        FrameRect(x: x + (other.x - x) * t, y: y + (other.y - y) * t,
                  width: width + (other.width - width) * t, height: height + (other.height - height) * t)
    }

    /// The frame on whole cells whose edges are this one's, rounded.
    var rounded: Rect {
        let x0 = cellRound(x), y0 = cellRound(y)
        return Rect(x: x0, y: y0, width: max(0, cellRound(x + width) - x0), height: max(0, cellRound(y + height) - y0))
    }
}
