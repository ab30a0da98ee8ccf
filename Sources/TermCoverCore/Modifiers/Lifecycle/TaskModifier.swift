extension View {
    /// Starts `action` when this view appears and cancels it when the view
    /// disappears, as SwiftUI's `task(priority:_:)`.
    public func task(priority: TaskPriority = .userInitiated,
                     _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: NoTaskID(), priority: priority, action: action))
    }

    /// Starts `action` when this view appears, and again (cancelling the
    /// running one) whenever `value` changes; cancels it when the view
    /// disappears, as SwiftUI's `task(id:priority:_:)`.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}

struct TaskModifier<ID: Equatable>: PrimitiveModifier {
    let id: ID
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let (lifetime, appeared, hidden) = context.viewLifetime()
        let changed = !appeared && (lifetime.value as? ID) != id
        lifetime.value = id
        // A hidden view runs no task: it starts again when the view shows.
        if !hidden, appeared || changed {
            let action = self.action
            let priority = self.priority
            // Started after the frame, as SwiftUI starts it before the view
            // shows; a new id cancels the old task first.
            context.graph.runAfterFrame { [weak lifetime] in
                guard let lifetime else { return }
                lifetime.task?.cancel()
                lifetime.task = Task(priority: priority) { @MainActor in await action() }
            }
        }
        return content.resolve(context)
    }
}

/// The id of a `.task` without one: never changes.
struct NoTaskID: Equatable {}
