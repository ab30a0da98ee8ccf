/// Resolves a TabView for one frame: the selected tab's content, the tabs
/// shown before (kept, hidden), and the bar.
@MainActor
struct TabViewResolver {
    let tabs: [TabEntry]
    let selection: TabSelection?
    let context: ResolveContext

    func resolve() -> [LayoutNode] {
        let graph = context.graph
        let model = graph.stateBox(at: context.path.appending(.name("model")), initial: TabViewModel()).value
        let bound = selection.map { s in tabs.firstIndex { $0.value == s.get() } } ?? nil
        let chosen = model.chosen.flatMap { key in tabs.firstIndex { $0.key == key } }
        let selected = tabs.isEmpty ? nil : (bound ?? chosen ?? 0)
        if let selected { model.loaded.insert(tabs[selected].key) }
        let record = graph.stateBox(at: context.path.appending(.name("record")), initial: TabViewRecord()).value
        record.barHidden = false
        var content: LayoutNode?
        for (index, tab) in tabs.enumerated() where model.loaded.contains(tab.key) {
            let isSelected = index == selected
            var c = context.appendingPath(.name("tab")).appendingPath(.key(tab.key))
            c.environment[StackAxisKey.self] = nil
            c.transitionPhase = nil
            if isSelected {
                c.environment[TabViewRecordKey.self] = record
            } else {
                c.environment[LifecycleHiddenKey.self] = true
            }
            let view = tab.content
            let nodes = graph.retained(at: c.path, key: AnyHashable(isSelected), inputsChangedAt: context.inputsChangedAt,
                                       hidden: !isSelected) {
                c.resolveHere(view)
            }
            if isSelected { content = single(nodes) }
        }
        // Tabs no longer in the TabView are forgotten with their state.
        model.loaded = model.loaded.filter { key in tabs.contains { $0.key == key } }
        let select: @MainActor (Int) -> Void = { [selection] index in
            guard tabs.indices.contains(index) else { return }
            let tab = tabs[index]
            model.chosen = tab.key
            if let selection, let value = tab.value { selection.set(value) } else { graph.setNeedsFrame() }
        }
        if let page = context.environment[TabViewStyleKey.self] as? PageTabViewStyle {
            let mode = page.indexDisplayMode
            let path = context.path.appending(.name("pages"))
            let isFocused = context.focusedPath == path
            let backdrop = context.environment[IndexViewStyleKey.self].backgroundDisplayMode
            let index = PageIndexNode(count: tabs.count, selected: selected ?? 0, path: path, isFocused: isFocused,
                                      showsDots: mode == .always || (mode == .automatic && tabs.count > 1),
                                      backdrop: backdrop == .always || (backdrop == .interactive && isFocused),
                                      select: select)
            return [TabViewNode(content: content, bar: index, pages: (tabs.count, selected ?? 0, select))]
        }
        let bar = record.barHidden ? nil : TabBarNode(items: tabs.map(barItem), selected: selected,
                                                     path: context.path.appending(.name("bar")),
                                                     isFocused: context.focusedPath == context.path.appending(.name("bar")),
                                                     select: select)
        return [TabViewNode(content: content, bar: bar)]
    }

    /// What the bar shows for `tab`: its label's nodes and badge.
    private func barItem(_ tab: TabEntry) -> (label: LayoutNode?, badge: String?) {
        var c = context.appendingPath(.name("barItem")).appendingPath(.key(tab.key))
        c.environment[StackAxisKey.self] = nil
        c.transitionPhase = nil
        let label = tab.label.map { single(c.resolveHere($0.lineLimit(1))) }
        return (label, tab.badge?.content)
    }
}
