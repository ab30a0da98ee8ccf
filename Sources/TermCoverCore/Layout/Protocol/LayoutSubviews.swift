import Foundation

/// The subviews a `Layout` sizes and places, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection {
    let all: [LayoutSubview]
    /// The first position.
    public var startIndex: Int { 0 }
    /// Past the last position.
    public var endIndex: Int { count }
    /// How many subviews there are.
    public let count: Int
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { all[index] }
    /// The layout direction; a terminal here is left to right.
    public var layoutDirection: LayoutDirection { .leftToRight }

    init(_ all: [LayoutSubview]) {
        self.all = all
        count = all.count
    }
}

/// Which way text and layouts run, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// One subview of a `Layout`: ask its size for a proposal, read its layout
/// values, and place it, all in points, as SwiftUI's `LayoutSubview`.
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let index: Int
    let placements: LayoutPlacements

    /// The size, in points, the subview takes for `proposal`.
    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let cells = placements.cells
        return cells.points(node.sizeThatFits(cells.cells(proposal)))
    }

    /// The subview's size and guides for `proposal`.
    @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// Places the subview with its `anchor` at `position` (in the
    /// coordinates of the bounds the layout was given), sized for `proposal`.
    @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placements.placed[index] = (position, anchor, proposal)
    }

    /// The priority `.layoutPriority(_:)` gave the subview.
    @MainActor public var priority: Double { node.layoutPriority }

    /// The subview's spacing preferences.
    @MainActor public var spacing: ViewSpacing { ViewSpacing() }

    /// The value `.layoutValue(key:value:)` gave the subview, or the key's default.
    @MainActor public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (node.layoutValue(ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue
    }

    /// Two subviews are equal when they are the same view.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.node === b.node
    }
}

/// Where a layout put its subviews in one `placeSubviews` call.
@MainActor
final class LayoutPlacements {
    let cells: CellMetrics
    var placed: [Int: (CGPoint, UnitPoint, ProposedViewSize)] = [:]
    init(cells: CellMetrics) { self.cells = cells }
}
