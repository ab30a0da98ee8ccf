extension View {
    /// Calls `action` when the view is clicked `count` times in a row, as
    /// SwiftUI's tap gesture: the left button pressed and released on the
    /// view's frame, on the top layer (a cover takes clicks meant for what
    /// is under it). The innermost view that takes a click gets it. Clicks
    /// in a row are on the same cell, less than half a second apart.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(OnTapGestureModifier(count: count, action: action))
    }
}

struct OnTapGestureModifier: PrimitiveModifier {
    let count: Int
    let action: @MainActor () -> Void
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        [TapNode(single(content.resolve(context)), count: count, action: action)]
    }
}

@MainActor
final class TapNode: WrapperNode {
    let count: Int
    let action: @MainActor () -> Void
    init(_ child: LayoutNode, count: Int, action: @escaping @MainActor () -> Void) {
        self.count = count
        self.action = action
        super.init(child)
    }
    override func handleClick(at point: Point, count: Int) -> Bool {
        // A single-tap handler takes every click; a double-tap one the second of a run.
        guard self.count <= 1 || count == self.count else { return false }
        action()
        return true
    }
}
