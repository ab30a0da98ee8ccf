/// Content that knows where its identified rows are (or would be) without
/// having built them all: a lazy stack or grid, whose rows out of view are
/// not resolved, answers for them from its measured and estimated lengths.
@MainActor
protocol ScrollTargetProvider: AnyObject {
    /// True when the content is a `.scrollTargetLayout()` container: its
    /// rows are what `scrollPosition(id:)` reports.
    var isScrollTargetLayout: Bool { get }
    /// The screen cells the row identified by `id` covers, as placed now,
    /// building it if it must be measured; nil when no row has that id.
    func targetFrame(of id: AnyHashable) -> Rect?
    /// The first identified row, in the content's order, that shows in `visible`.
    func firstTarget(in visible: Rect) -> (id: AnyHashable, frame: Rect)?
}
