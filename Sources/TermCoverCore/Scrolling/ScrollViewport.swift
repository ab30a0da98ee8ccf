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
    /// The axes the scroll view scrolls along.
    var axes: Axis.Set = .vertical
    /// How far lazy content moved what shows while it was placed: lines
    /// above the view measured longer (or shorter) than estimated. The
    /// scroll view moves its offset by as much, so the view stays on the
    /// same rows.
    var correction = Point.zero

    /// Notes that content placed now moved by `cells` along `axis`.
    func correct(by cells: Int, along axis: Axis) {
        guard axes.contains(axis == .vertical ? .vertical : .horizontal) else { return }
        if axis == .vertical { correction.y += Double(cells) } else { correction.x += Double(cells) }
    }
}

/// The viewport of the innermost scroll view around a view.
struct ScrollViewportKey: EnvironmentKey {
    static var defaultValue: ScrollViewport? { nil }
}
