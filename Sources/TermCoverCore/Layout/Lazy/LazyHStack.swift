import Foundation

/// Lays its children out leading to trailing like an `HStack`, as in
/// SwiftUI, but builds only the columns in or near view (see `LazyVStack`,
/// whose rules it follows along the other axis). It is as tall as it is
/// offered. The default spacing is 1 column.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    /// Views and plain values only.
    static var holdsDynamicProperties: Bool { false }

    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy horizontal stack; `spacing` is in points (whole columns).
    /// `pinnedViews` is accepted and pins nothing (see `PinnedScrollableViews`).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }


    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.resolveLazy(content, axis: .horizontal, spacing: max(0, spacing.map { context.cells.columns($0) } ?? 1),
                            arrangement: .stack(Alignment(horizontal: .center, vertical: alignment)))
    }
}
