import Foundation

/// Lays its children out top to bottom like a `VStack`, as in SwiftUI, but
/// builds only the rows in or near view: in a `ScrollView`, a
/// `ForEach(0..<100_000)` costs the rows on screen, not a hundred thousand.
///
/// Unlike a `VStack` it is as wide as it is offered (rows aligned in it by
/// `alignment`) and offers each row its width and no limit of height. Rows
/// it has not built count as long as the rows it measured, on average, so
/// its height, and a scroll view's thumb, are estimates until every row
/// was seen. A row's `@State` lives while the row is within a screen's
/// length of the view; further away the row is dropped, as SwiftUI may
/// drop rows scrolled far off, and built anew when it comes back. Rows
/// that a change of the data inserts or removes come and go at once,
/// without their transitions (views inside a row keep theirs), and Tab
/// reaches the controls of the rows built. The default spacing is 0 rows.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    /// Views and plain values only.
    static var holdsDynamicProperties: Bool { false }

    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy vertical stack; `spacing` is in points (whole rows).
    /// `pinnedViews` is accepted and pins nothing (see `PinnedScrollableViews`).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }


    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.resolveLazy(content, axis: .vertical, spacing: max(0, spacing.map { context.cells.rows($0) } ?? 0),
                            arrangement: .stack(Alignment(horizontal: alignment, vertical: .center)))
    }
}
