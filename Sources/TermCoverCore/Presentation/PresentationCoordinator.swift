import Combine
/// Owns a `PresentationProxy` for the views inside it, as in the
/// FullScreenCover library: pass the proxy to
/// `.fullScreenCover(presentation:animation:content:)` and call
/// `await proxy.present()` / `await proxy.dismiss()`. Views further down,
/// and inside its covers, reach it as an `@EnvironmentObject`, as the
/// library injects it, through `@Environment(PresentationProxy.self)` or
/// through `@Environment(\.presentationProxy)`. When the
/// coordinator leaves the tree its covers go and its waiters are cancelled.
public struct PresentationCoordinator<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: @MainActor (PresentationProxy) -> Content

    /// Creates a coordinator; `content` receives its proxy.
    public init(@ViewBuilder content: @escaping @MainActor (PresentationProxy) -> Content) {
        self.content = content
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let box = context.graph.stateBox(at: context.path.appending(.name("proxy")), initial: CoordinatedProxy())
        var inner = context
        let proxy = box.value.proxy
        inner.environment.presentationProxy = proxy
        inner.environment[ObservableObjectKey<PresentationProxy>.self] = proxy
        inner.environment[EnvironmentObjectKey<PresentationProxy>.self] = proxy
        return inner.resolve(content(box.value.proxy), at: .index(0))
    }
}

/// Holds a coordinator's proxy in the graph, and cancels its waiters when
/// the coordinator is gone.
@MainActor
final class CoordinatedProxy: GraphDisposable {
    let proxy = PresentationProxy()
    func dispose() { proxy.invalidate() }
}
