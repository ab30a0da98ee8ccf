/// Everything a view needs while it is turned into layout nodes: where it
/// is, what its environment holds, and the transaction of the change being
/// rendered.
@MainActor
struct ResolveContext {
    let graph: ViewGraph
    /// The covers of the tree, owned by the host.
    let presentations: PresentationStack
    /// The focused view's path as the frame began, if any (the host owns focus).
    let focusedPath: ViewPath?
    var path: ViewPath
    var environment: EnvironmentValues
    var transaction: Transaction
    /// The transition phase handed down to the next `.transition` modifier
    /// (or, when there is none, the default transition applied by the
    /// container that inserted or removed the view).
    var transitionPhase: TransitionRequest?
    /// The last frame in which something this view is built from changed
    /// without the graph being invalidated: an animated value of a view
    /// above it, which flows down through the values `body` captures. The
    /// reuse cache (`ViewGraph.retained`) never reuses nodes built before.
    var inputsChangedAt = 0

    func appendingPath(_ component: ViewPath.Component) -> ResolveContext {
        var copy = self
        copy.path = path.appending(component)
        return copy
    }

    /// Resolves `view` as a child at `component`.
    func resolve<V: View>(_ view: V, at component: ViewPath.Component) -> [LayoutNode] {
        appendingPath(component).resolveHere(view)
    }

    /// Resolves `view` at this very path.
    func resolveHere<V: View>(_ view: V) -> [LayoutNode] {
        // What this view read flows to its children, not to its siblings.
        let reuse = graph.reuse
        let read = reuse.readChangedAt
        defer { reuse.readChangedAt = read }
        var view = view
        var context = self
        let primitive = graph.primitives.primitive(view)
        context.inputsChangedAt = max(inputsChangedAt, graph.prepare(&view, self, animatable: primitive?.animatable,
                                                                   holdsDynamicProperties: primitive?.holdsDynamicProperties ?? true))
        if let primitive { return withUnsafePointer(to: view) { primitive.resolve(UnsafeRawPointer($0), context) } }
        let body = view.body
        return context.appendingPath(.type(ObjectIdentifier(V.self))).resolveHere(body)
    }
}

/// A child whose presence can change between frames, with its identity.
@MainActor
struct DynamicChild {
    let key: AnyHashable
    let resolver: @MainActor (ResolveContext) -> [LayoutNode]

    init<V: View>(key: AnyHashable, view: V) {
        self.key = key
        resolver = { $0.resolveHere(view) }
    }

    init(key: AnyHashable, resolver: @escaping @MainActor (ResolveContext) -> [LayoutNode]) {
        self.key = key
        self.resolver = resolver
    }
}
