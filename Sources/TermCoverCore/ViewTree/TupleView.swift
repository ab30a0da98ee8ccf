/// Several views side by side in a builder; containers lay each one out.
public struct TupleView<each Content: View>: View, PrimitiveView {
    public typealias Body = Never
    nonisolated(unsafe) let content: (repeat each Content)

    /// Creates a tuple of views.
    public nonisolated init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        var index = 0
        for child in repeat each content {
            nodes += context.resolve(child, at: .index(index))
            index += 1
        }
        return nodes
    }
}
