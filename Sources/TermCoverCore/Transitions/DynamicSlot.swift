/// The children of one dynamic position (an `if`, an optional, a `ForEach`,
/// `.id`), remembered between frames so that a removed child can keep
/// rendering while its removal transition runs, in the place it had.
@MainActor
final class DynamicSlot {
    struct Entry {
        let key: AnyHashable
        var resolver: @MainActor (ResolveContext) -> [LayoutNode]
        var isDeparting: Bool
    }
    var entries: [Entry] = []
    /// The children whose content took the transition request itself (a
    /// `.transition` inside), as of the last time they were resolved
    /// rather than reused.
    var takesOwnTransition: Set<AnyHashable> = []
    /// True until the slot is first resolved: its first children appear
    /// with the view around them, not by an insertion of their own.
    var isNew = true

    var hasDepartures: Bool { entries.contains { $0.isDeparting } }

    /// Merges this frame's children with the ones still leaving: current
    /// children in their order, each leaving one after the entry that came
    /// before it last frame.
    /// `inserted` holds the children that are new; a child that comes back
    /// while still leaving is not in it: it simply turns around.
    func merge(_ children: [DynamicChild]) -> (entries: [Entry], inserted: Set<AnyHashable>, removed: Set<AnyHashable>) {
        let keys = Set(children.map(\.key))
        let old = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        var result = children.map { Entry(key: $0.key, resolver: $0.resolver, isDeparting: false) }
        var inserted = Set<AnyHashable>()
        for c in children where old[c.key] == nil { inserted.insert(c.key) }
        var removed = Set<AnyHashable>()
        for (i, e) in entries.enumerated() where !keys.contains(e.key) {
            if !e.isDeparting { removed.insert(e.key) }
            var leaving = e
            leaving.isDeparting = true
            // After the nearest earlier entry that is still present.
            var at = 0
            for j in stride(from: i - 1, through: 0, by: -1) {
                if let k = result.firstIndex(where: { $0.key == entries[j].key }) { at = k + 1; break }
            }
            result.insert(leaving, at: at)
        }
        return (result, inserted, removed)
    }
}

extension ResolveContext {
    /// Resolves children that may come and go. Inserted children start in
    /// their transition's active state and animate to identity; removed ones
    /// keep rendering, animating to the active state, and are dropped once
    /// no animation under them runs, all in the transaction of the change.
    ///
    /// A slot resolved for the first time appears with the view around it,
    /// as in SwiftUI: its children are not inserted on their own, so views
    /// present in the first frame (or inside a view being inserted) start at
    /// rest even when their transition has an animation of its own. Covers
    /// are the exception: their slot's first child is the cover being presented.
    ///
    /// A transition request from an enclosing dynamic position that no
    /// `.transition` has taken yet (an `if` directly inside the `if` that
    /// changed, or `.id` on the inserted view) passes on to the children that
    /// stay, so the `.transition` inside applies to the outer change.
    func resolveDynamic(_ children: [DynamicChild], style: SlotStyle = SlotStyle()) -> [LayoutNode] {
        let slot = graph.slot(at: path)
        let isFirstResolution = slot.isNew
        slot.isNew = false
        let (entries, newcomers, removed) = slot.merge(children)
        let inserted = isFirstResolution && !style.isCover ? [] : newcomers
        let inherited = style.isCover ? nil : transitionPhase.flatMap { $0.isConsumed ? nil : $0 }
        var kept: [DynamicSlot.Entry] = []
        var nodes: [LayoutNode] = []
        for entry in entries {
            var child = appendingPath(.key(entry.key))
            if entry.isDeparting {
                // Only the change that removed the child animates its removal.
                if !removed.contains(entry.key) { child.transaction = Transaction() }
                // A view that left the tree presents nothing any more; a
                // cover's content that leaves keeps presenting, so that the
                // covers above it leave with it.
                if !style.isCover { child.environment[LeavingTreeKey.self] = true }
                let out = child.resolveTransitioned(entry, in: slot, phase: .didDisappear, style: style)
                // Cover content stays while a cover presented from it is still leaving.
                let coversAbove = style.isCover && presentations.hasCover(presentedFrom: child.path)
                if graph.hasRunningAnimation(under: child.path) || coversAbove {
                    kept.append(entry)
                    nodes += out
                } else {
                    // Gone for good: a return is a new view with fresh state.
                    graph.discard(under: child.path)
                }
                continue
            }
            if inserted.contains(entry.key) {
                // Lay down the active state without animation, so that the
                // real pass animates from it to identity.
                var before = child
                before.transaction = Transaction()
                before.transaction.disablesAnimations = true
                _ = before.resolveTransitioned(entry, in: slot, phase: .willAppear, style: style)
                kept.append(entry)
                nodes += child.resolveTransitioned(entry, in: slot, phase: .identity, style: style)
                continue
            }
            kept.append(entry)
            nodes += child.resolveTransitioned(entry, in: slot, phase: inherited?.phase ?? .identity, style: style,
                                               inherited: inherited)
        }
        slot.entries = kept
        // A leaving child changes every frame until it has gone.
        if kept.contains(where: \.isDeparting) { graph.markChanging() }
        return nodes
    }

    /// Resolves a child with `phase` for its transition, applying the
    /// default when the child has no `.transition` of its own: opacity for
    /// views, SwiftUI's move from the bottom edge for covers.
    /// With an `inherited` request, `phase` is the enclosing change's: a
    /// `.transition` that takes it takes the enclosing request too;
    /// otherwise the enclosing position applies its default, and this one
    /// stays at rest.
    private func resolveTransitioned(_ entry: DynamicSlot.Entry, in slot: DynamicSlot, phase: TransitionPhase,
                                     style: SlotStyle, inherited: TransitionRequest? = nil) -> [LayoutNode] {
        let resolver = entry.resolver
        var context = self
        let request = TransitionRequest(phase, background: inherited?.background ?? style.background,
                                        fillsScreen: inherited?.fillsScreen ?? style.isCover)
        context.transitionPhase = request
        if style.isCover {
            // A cover's content usually stays still while the cover moves: it
            // is reused from frame to frame unless something in it changes.
            var resolved = false
            let built = graph.retained(at: path, key: CoverContentKey(background: style.background, phase: phase),
                                       inputsChangedAt: inputsChangedAt) { () -> [LayoutNode] in
                resolved = true
                let nodes = resolver(context)
                // A transition inside took the request: its motion is part of the content.
                if request.isConsumed { return nodes }
                // The whole screen moves, whatever the background.
                var node: LayoutNode = FlexibleFrameNode(single(nodes), .fill)
                if let background = style.background {
                    node = LayerNode(node, layer: ColorNode(color: background), alignment: .center, inFront: false)
                }
                return [node]
            }
            // Reused nodes took the request (or not) as they did when they were resolved.
            if resolved {
                if request.isConsumed { slot.takesOwnTransition.insert(entry.key) } else { slot.takesOwnTransition.remove(entry.key) }
            } else if slot.takesOwnTransition.contains(entry.key) {
                request.isConsumed = true
            }
            if request.isConsumed {
                inherited?.isConsumed = true
                return built
            }
            let active = phase.isIdentity || inherited != nil ? 0.0 : 1.0
            let progress = graph.animatedValue(active, at: path.appending(.name("defaultTransition")), transaction: transaction)
            let node = single(built)
            if environment.accessibilityReduceMotion {
                return progress <= 0 ? [node] : [EffectNode(node, effect: .opacity(1 - progress), self)]
            }
            return [EffectNode(node, effect: .move(edge: .bottom, fraction: progress),
                               precision: environment.resolvedSubcellPrecision, extendsSurface: true)]
        }
        var nodes = resolver(context)
        if request.isConsumed {
            inherited?.isConsumed = true
            return nodes
        }
        let active = phase.isIdentity || inherited != nil ? 0.0 : 1.0
        let progress = graph.animatedValue(active, at: path.appending(.name("defaultTransition")), transaction: transaction)
        if progress <= 0 { return nodes }
        nodes = [EffectNode(single(nodes), effect: .opacity(1 - progress), self)]
        return nodes
    }
}

/// What a cover's content is built from besides the graph: its retained
/// nodes are reused only while both stay the same.
private struct CoverContentKey: Hashable {
    let background: Color?
    let phase: TransitionPhase
}

/// How a dynamic position treats its children's transitions.
@MainActor
struct SlotStyle {
    /// For covers: the opaque background that travels with the content.
    var background: Color?
    /// The cover whose content this slot holds, if any.
    var record: CoverRecord?
    var isCover: Bool { record != nil }
}
