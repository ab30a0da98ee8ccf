/// Gives its content a `ScrollViewProxy` that scrolls the scroll views
/// inside the reader (or the one around it) to identified views, as in
/// SwiftUI.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (ScrollViewProxy) -> Content

    /// Creates a reader whose content gets the proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let graph = context.graph
        let hub = graph.stateBox(at: context.path.appending(.name("scrollReader")),
                                 initial: ScrollReaderHub(graph: graph)).value
        hub.reset()
        if let enclosing = context.environment[EnclosingScrollControllerKey.self] {
            graph.perform { hub.register(enclosing) }
        }
        var inner = context
        inner.environment[ScrollReadersKey.self] = context.environment[ScrollReadersKey.self] + [hub]
        return inner.resolve(content(ScrollViewProxy(hub: hub)), at: .name("content"))
    }
}
