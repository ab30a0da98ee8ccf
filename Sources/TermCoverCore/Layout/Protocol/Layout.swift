import Foundation

/// A type that sizes and places its subviews, as SwiftUI's `Layout`
/// protocol (iOS 16): write `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)` in points, then use the
/// layout as a container: `MyLayout { Text("a"); Text("b") }`.
///
/// Sizes and places land on whole cells by the one rule of the cell grid
/// (the DocC article "Points on the cell grid"). A subview the layout does
/// not place sits at the centre of the bounds, as in SwiftUI.
@MainActor
public protocol Layout: Animatable {
    /// Data the layout keeps between its calls; `Void` by default.
    associatedtype Cache = Void
    /// The subviews, as the layout's methods receive them.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout; no stack orientation by default.
    static var layoutProperties: LayoutProperties { get }
    /// Makes the cache once for the subviews.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache when the subviews change; makes it anew by default.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing the layout wants around itself.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The size, in points, the layout takes for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview in `bounds` (in points) with `LayoutSubview.place(at:anchor:proposal:)`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// An alignment guide the layout sets itself; nil by default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// An alignment guide the layout sets itself; nil by default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// Makes the cache anew.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    /// The union of the subviews' spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    /// No explicit guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    /// No explicit guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// Lays out `content`'s views with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// A layout with no cache needs none made.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Properties of a layout, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis along which the layout stacks its subviews, if it does.
    public var stackOrientation: Axis?
    /// Properties with no stack orientation.
    public init() { stackOrientation = nil }
}

/// Spacing preferences around a view, as SwiftUI's `ViewSpacing`. A
/// terminal's preferences are fixed: one column between views side by side
/// (8 points) and none between views stacked (whole rows are a lot).
public struct ViewSpacing: Sendable {
    /// The zero spacing.
    public static let zero = ViewSpacing()
    /// Spacing of the terminal's preferences.
    public init() {}
    /// Merges another view's preferences into these; the terminal's are the same for every view.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
    /// These preferences merged with another view's.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
    /// The distance in points to `next` along `axis`: 8 across, 0 down.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? CGFloat(CellMetrics.defaultSize.width) : 0
    }
}

/// A view's size and alignment guides, in points, as SwiftUI's `ViewDimensions`.
public struct ViewDimensions: Equatable, Sendable {
    /// The width in points.
    public let width: CGFloat
    /// The height in points.
    public let height: CGFloat

    /// Where `guide` is across the view: 0 at the leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    /// Where `guide` is down the view: 0 at the top.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .top: 0
        case .center: height / 2
        case .bottom: height
        }
    }

    /// A guide the view sets explicitly; views here set none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    /// A guide the view sets explicitly; views here set none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
