/// What a scroll view tells the lazy containers inside it about the part
/// of its content on screen. They read it while they are resolved, to
/// build only the rows in or near view (the offset this frame shows, the
/// viewport's size at the last layout), and while they are placed, to
/// build any row that turns out to be on screen after all (`visibleRect`).
/// One per scroll view, kept by its `ScrollController`.
@MainActor
final class ScrollViewport {
    /// The content's offset shown this frame, in cells.
    var offset = Point.zero
    /// The viewport's size at the last layout; the screen's before the first.
    var size = Size.zero
    /// True when the content is expected to be shown from its far end
    /// (a bottom anchor, at the end): lazy content builds its last rows.
    var showsEnd = false
    /// While the scroll view places its content: the screen cells the
    /// content shows through (nil at other times).
    var visibleRect: Rect?
    /// The viewport of the scroll view around this one, if any: its
    /// visible cells bound this one's.
    weak var enclosing: ScrollViewport?
}

/// The viewport of the innermost scroll view around a view.
struct ScrollViewportKey: EnvironmentKey {
    static var defaultValue: ScrollViewport? { nil }
}
