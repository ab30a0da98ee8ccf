/// Flexible space that grows along the axis of the stack it is in, as in SwiftUI.
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    let minLength: Int?

    /// Creates a spacer at least `minLength` cells long (0 by default).
    public init(minLength: Int? = nil) { self.minLength = minLength }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [SpacerNode(axis: context.environment[StackAxisKey.self], minLength: minLength ?? 0)]
    }
}

@MainActor
final class SpacerNode: LayoutNode {
    let axis: Axis?
    let minLength: Int
    init(axis: Axis?, minLength: Int) { self.axis = axis; self.minLength = minLength }
    override var isSpacer: Bool { true }

    override func computeSize(_ p: ProposedViewSize) -> Size {
        func grow(_ v: Int?) -> Int { max(minLength, v ?? minLength) }
        switch axis {
        case .horizontal: return Size(width: grow(p.width), height: 0)
        case .vertical: return Size(width: 0, height: grow(p.height))
        case nil: return Size(width: grow(p.width), height: grow(p.height))
        }
    }
}
