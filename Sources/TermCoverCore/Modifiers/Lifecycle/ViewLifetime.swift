/// What a lifecycle modifier remembers for one appearance of its view:
/// kept in the graph at the modifier's path, so it lives exactly as long as
/// the view's state does. A view appears in the first frame that resolves
/// it (for a cover's content: the frame its presentation starts) and
/// disappears when its state is dropped (for a view leaving with a
/// transition, or a cover's content, when the removal has finished).
@MainActor
final class ViewLifetime: GraphDisposable {
    /// Runs when the view disappears, after the frame that found it gone.
    var onDisappear: (@MainActor () -> Void)?
    /// The running `.task`, cancelled when the view disappears.
    var task: Task<Void, Never>?
    /// The `.task(id:)` or `.onChange(of:)` value of the last frame.
    var value: Any?
    private weak var graph: ViewGraph?

    init(graph: ViewGraph) { self.graph = graph }

    func dispose() {
        task?.cancel()
        task = nil
        guard let action = onDisappear else { return }
        onDisappear = nil
        if let graph { graph.runAfterFrame(action) } else { action() }
    }
}

extension ResolveContext {
    /// The lifetime record of the lifecycle modifier resolving here, and
    /// whether this frame is the view's first.
    func viewLifetime() -> (lifetime: ViewLifetime, appeared: Bool) {
        var appeared = false
        let box = graph.stateBox(at: path.appending(.name("lifetime")),
                                 initial: { appeared = true; return ViewLifetime(graph: graph) }())
        return (box.value, appeared)
    }
}
