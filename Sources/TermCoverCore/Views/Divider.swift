/// A thin line across the stack it is in: horizontal in a `VStack`,
/// vertical in an `HStack`, as in SwiftUI.
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    /// Creates a divider.
    public init() {}

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [DividerNode(vertical: context.environment[StackAxisKey.self] == .horizontal,
                     style: context.environment.textStyle)]
    }
}

@MainActor
final class DividerNode: LayoutNode {
    let vertical: Bool
    let style: Style
    init(vertical: Bool, style: Style) { self.vertical = vertical; self.style = style }

    override func computeSize(_ p: CellProposal) -> Size {
        func fill(_ v: Int?) -> Int { v == nil || v == .max ? 1 : v! }
        return vertical ? Size(width: 1, height: fill(p.height)) : Size(width: fill(p.width), height: 1)
    }

    override func draw(into canvas: inout CellGrid, _ context: DrawContext) {
        for y in frame.y..<frame.maxY {
            for x in frame.x..<frame.maxX {
                canvas.put(vertical ? "│" : "─", width: 1, x: x, y: y, style: style, clip: canvas.bounds)
            }
        }
    }
}
