/// What a lazy container keeps between frames, in the view graph at its
/// path: the lengths of its lines measured so far (see `LineExtents`), the
/// cross length and line width they were measured for, and which part of
/// it showed at the last layout, from which the next frame predicts the
/// rows to build before it is laid out.
@MainActor
final class LazyLayoutMemory {
    var extents = LineExtents()
    /// The length across the axis the lines were laid out in; nil before the first layout.
    var across: Int?
    /// Children per line: 1 in a stack, the columns (rows) of a grid.
    var perLine = 1
    /// The part of the container (along its axis, in its own cells) that
    /// showed at the last layout, and the scroll offset along the axis then.
    var lastVisible: Range<Int>?
    var lastScroll = 0
    /// The first line that showed at the last layout, where it started,
    /// and how many children there were: lines above it measured since
    /// move it, and the scroll view is asked to move with it.
    var anchor: (line: Int, start: Int, count: Int)?
}
