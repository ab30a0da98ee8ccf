/// What one scroll view keeps between frames besides its offset: the
/// viewport its lazy content reads, the registry of identified views, the
/// proxy's pending request, and what the last layout found (to start at
/// the default anchor and to follow size changes from it). Kept in the
/// view graph at the scroll view's path, so it lives as long as its state.
@MainActor
final class ScrollController {
    let viewport = ScrollViewport()
    let targets = ScrollTargets()
    /// A `scrollTo` waiting for the next layout.
    var request: ScrollRequest?
    /// False until the scroll view is first laid out: then it starts at its
    /// initial anchor.
    var hasLaidOut = false
    /// The content's size, the viewport's, and the largest offset at the last layout.
    var lastContentSize = Size.zero
    var lastViewportSize = Size.zero
    var lastMaxOffset = Point.zero
    /// The offset the last layout left the view at.
    var lastOffset = Point.zero
    /// True after End until the content's size settles: lazy content
    /// measures the rows it reaches there, and the end moves as it does.
    var pinnedToEnd = false
    /// The id a `scrollPosition(id:)` binding was last written with, or
    /// last asked for: a different value in it asks to scroll.
    var position: AnyHashable?
}

/// The controller of the innermost scroll view around a view, for a
/// `ScrollViewReader` inside it.
struct EnclosingScrollControllerKey: EnvironmentKey {
    static var defaultValue: ScrollController? { nil }
}
