/// What a lifecycle modifier remembers for one appearance of its view:
/// kept in the graph at the modifier's path, so it lives exactly as long as
/// the view's state does. A view appears in the first frame that resolves
/// it (for a cover's content: the frame its presentation starts) and
/// disappears when its state is dropped (for a view leaving with a
/// transition, or a cover's content, when the removal has finished).
///
/// A view can also be kept, state and all, while it is not shown: a
/// navigation page under the one pushed over it, a tab not selected. It
/// disappears when it is hidden and appears again when it is shown, as in
/// SwiftUI, so its `onDisappear` runs and its `task` is cancelled, then
/// `onAppear` runs and the task starts again.
@MainActor
final class ViewLifetime: GraphDisposable {
    /// Runs when the view disappears, after the frame that found it gone.
    var onDisappear: (@MainActor () -> Void)?
    /// The running `.task`, cancelled when the view disappears.
    var task: Task<Void, Never>?
    /// The `.task(id:)` or `.onChange(of:)` value of the last frame.
    var value: Any?
    /// True while the view is kept but hidden (see `LifecycleHiddenKey`).
    private(set) var isHidden = false
    private weak var graph: ViewGraph?

    init(graph: ViewGraph) { self.graph = graph }

    func dispose() {
        // A hidden view already disappeared.
        if !isHidden { disappear() }
        onDisappear = nil
    }

    /// The view is kept but no longer shown: it disappears until `show()`.
    func hide() {
        guard !isHidden else { return }
        isHidden = true
        disappear()
    }

    /// The view is shown again; true when it was hidden, and so appears anew.
    func show() -> Bool {
        defer { isHidden = false }
        return isHidden
    }

    private func disappear() {
        task?.cancel()
        task = nil
        guard let action = onDisappear else { return }
        if let graph { graph.runAfterFrame(action) } else { action() }
    }
}

/// True inside a view that is kept, state and all, but not shown: the
/// pages under a navigation stack's top, the tabs not selected. Lifecycle
/// modifiers there treat the view as gone until it shows again.
struct LifecycleHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension ResolveContext {
    /// The lifetime record of the lifecycle modifier resolving here,
    /// whether the view appears in this frame (its first, or the first it
    /// shows in after being hidden), and whether it is hidden now.
    func viewLifetime() -> (lifetime: ViewLifetime, appeared: Bool, hidden: Bool) {
        var appeared = false
        let box = graph.stateBox(at: path.appending(.name("lifetime")),
                                 initial: { appeared = true; return ViewLifetime(graph: graph) }())
        let lifetime = box.value
        graph.reuse.noteReadsLifecycle()
        if environment[LifecycleHiddenKey.self] {
            lifetime.hide()
            return (lifetime, false, true)
        }
        if lifetime.show() { appeared = true }
        return (lifetime, appeared, false)
    }
}
