extension View {
    /// Binds this view's control to `binding`: the state is `value` while
    /// the control has focus, and setting it to `value` focuses it, as in
    /// SwiftUI.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusedModifier(storage: { binding.link.storage }, value: AnyHashable(value)))
    }

    /// Binds this view's control to `condition`: true while it has focus,
    /// and setting it to true focuses it, as in SwiftUI.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(storage: { condition.link.storage }, value: AnyHashable(true)))
    }
}

struct FocusedModifier: PrimitiveModifier {
    let storage: @MainActor () -> AnyFocusStorage
    let value: AnyHashable

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content.resolve(context)
        if let path = single(nodes).firstFocusable?.focusPath {
            let target = FocusTarget(storage: storage(), value: value, path: path)
            let graph = context.graph
            graph.perform { graph.focusTargets.append(target) }
        }
        return nodes
    }
}

/// A control bound to a focus state: which state, the value it stands
/// for, and where the control is.
@MainActor
struct FocusTarget {
    let storage: AnyFocusStorage
    let value: AnyHashable
    let path: ViewPath
}

extension ViewHost {
    /// Moves focus where the app asked through `@FocusState`, then tells
    /// every focus state where focus is. `reachable` are the controls a
    /// person can reach now: a request for one not among them waits.
    func syncFocusState(reachable: [ViewPath]) {
        let targets = graph.focusTargets
        var storages: [AnyFocusStorage] = []
        for t in targets where !storages.contains(where: { $0 === t.storage }) { storages.append(t.storage) }
        for storage in storages {
            guard let request = storage.takeRequest() else { continue }
            let own = targets.filter { $0.storage === storage }
            if let value = request {
                if let target = own.first(where: { $0.value == value }), reachable.contains(target.path) {
                    moveFocus(to: target.path)
                }
            } else if let focused = focusedPath, own.contains(where: { $0.path == focused }) {
                resignFocus()
            }
        }
        for storage in storages {
            storage.reflect(targets.first { $0.storage === storage && $0.path == focusedPath }?.value)
        }
    }
}
