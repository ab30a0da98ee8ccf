extension ResolveContext {
    /// `child`, whose nodes are noted in the registry of the scroll view
    /// around it (if any) under its identity, so that a proxy can scroll to
    /// it and `scrollPosition(id:)` can report it. The note is replayed
    /// whenever a reused subtree stands for the resolution.
    func registeringScrollTarget(_ child: DynamicChild) -> DynamicChild {
        guard let targets = environment[ScrollTargetsKey.self] else { return child }
        let isLayoutChild = environment[ScrollTargetRoleKey.self] == .child
        let graph = self.graph
        return DynamicChild(key: child.key) { context in
            let nodes = child.resolver(context)
            graph.perform { targets.register(child.key, nodes: nodes, isLayoutChild: isLayoutChild) }
            return nodes
        }
    }
}
