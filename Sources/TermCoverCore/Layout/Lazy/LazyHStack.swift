/// Lays its children out leading to trailing like an `HStack`, as in
/// SwiftUI, but builds only the columns in or near view (see `LazyVStack`,
/// whose rules it follows along the other axis). It is as tall as it is
/// offered. The default spacing is 1 column.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: Int?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy horizontal stack; `spacing` is in columns, not points.
    /// `pinnedViews` is accepted and pins nothing (see `PinnedScrollableViews`).
    public init(alignment: VerticalAlignment = .center, spacing: Int? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// Creates a lazy horizontal stack with `spacing` in cells rounded to
    /// whole ones, so that SwiftUI code spacing with a `Double` compiles.
    public init(alignment: VerticalAlignment = .center, spacing: Double,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: wholeCells(spacing), pinnedViews: pinnedViews, content: content)
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.resolveLazy(content, axis: .horizontal, spacing: max(0, spacing ?? 1),
                            arrangement: .stack(Alignment(horizontal: .center, vertical: alignment)))
    }
}
