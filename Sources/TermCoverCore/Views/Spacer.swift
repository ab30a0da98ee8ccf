import Foundation

/// Flexible space that grows along the axis of the stack it is in, as in SwiftUI.
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    /// The least length, in points; nil for none.
    public var minLength: CGFloat?

    /// Creates a spacer at least `minLength` points long along its stack
    /// (whole cells: 8 points a column, 16 a row), or of no least length.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let axis = context.environment[StackAxisKey.self]
        // Outside a stack a spacer grows both ways; its least length counts in columns.
        let least = minLength.map { max(0, context.cells.cells(Double($0), along: axis ?? .horizontal)) } ?? 0
        return [SpacerNode(axis: axis, minLength: least)]
    }
}

@MainActor
final class SpacerNode: LayoutNode {
    let axis: Axis?
    let minLength: Int
    init(axis: Axis?, minLength: Int) { self.axis = axis; self.minLength = minLength }
    override var isSpacer: Bool { true }

    override func computeSize(_ p: CellProposal) -> Size {
        func grow(_ v: Int?) -> Int { max(minLength, v ?? minLength) }
        switch axis {
        case .horizontal: return Size(width: grow(p.width), height: 0)
        case .vertical: return Size(width: 0, height: grow(p.height))
        case nil: return Size(width: grow(p.width), height: grow(p.height))
        }
    }
}
