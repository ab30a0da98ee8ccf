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
        var result = children.map { Entry(key: $0.key, resolver: $0.resolver, isDeparting: false) }
        // The same keys in the same order (rows drawn again, a timeline's
        // next frame): nothing new, nothing leaving, and no set or
        // dictionary of keys to hash them into.
        if children.count == entries.count, Self.sameKeys(children, entries) { return (result, [], []) }
        let keys = Set(children.map(\.key))
        let old = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
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

    /// True when `children` and `entries`, of one length, hold equal keys in order.
    private static func sameKeys(_ children: [DynamicChild], _ entries: [Entry]) -> Bool {
        for i in children.indices where children[i].key != entries[i].key { return false }
        return true
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
    /// rest even when their transition has an animation of its own, unless
    /// the slot's style says otherwise (a cover's first child is the cover
    /// being presented).
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
        let inserted = isFirstResolution && !style.insertsFirstChildren ? [] : newcomers
        let inherited = style.isIndependent ? nil : transitionPhase.flatMap { $0.isConsumed || !$0.acceptsViewTransitions ? nil : $0 }
        var kept: [DynamicSlot.Entry] = []
        var nodes: [LayoutNode] = []
        for entry in entries {
            var child = appendingPath(.key(entry.key))
            if entry.isDeparting {
                // Only the change that removed the child animates its removal.
                if !removed.contains(entry.key) { child.transaction = Transaction() }
                // A view that left the tree presents nothing any more (an
                // independent child keeps presenting: see `SlotStyle`).
                if !style.isIndependent { child.environment[LeavingTreeKey.self] = true }
                let out = child.resolveTransitioned(entry, in: slot, phase: .didDisappear, style: style)
                if graph.animations.hasRunningAnimation(under: child.path) || style.keepsLeavingChild?(child.path) == true {
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
    /// slot's default motion when the child has no `.transition` of its
    /// own (a fade, unless the style names another).
    /// With an `inherited` request, `phase` is the enclosing change's: a
    /// `.transition` that takes it takes the enclosing request too;
    /// otherwise the enclosing position applies its default, and this one
    /// stays at rest.
    private func resolveTransitioned(_ entry: DynamicSlot.Entry, in slot: DynamicSlot, phase: TransitionPhase,
                                     style: SlotStyle, inherited: TransitionRequest? = nil) -> [LayoutNode] {
        var context = self
        let request = TransitionRequest(phase, surface: inherited?.surface ?? style.surface)
        context.transitionPhase = request
        let surface = style.surface
        var resolved = false
        let resolve = { () -> [LayoutNode] in
            resolved = true
            let nodes = entry.resolver(context)
            // A transition inside took the request: its motion is part of the content.
            if request.isConsumed { return nodes }
            return surface.map { [$0.wrap(single(nodes))] } ?? nodes
        }
        let nodes: [LayoutNode]
        if style.reusesChildren {
            nodes = graph.retained(at: path, key: ReusedChildKey(surface: surface, phase: phase),
                                   inputsChangedAt: inputsChangedAt, hidden: environment[LifecycleHiddenKey.self], resolve)
            // Reused nodes took the request (or not) as they did when they were resolved.
            if resolved {
                if request.isConsumed { slot.takesOwnTransition.insert(entry.key) } else { slot.takesOwnTransition.remove(entry.key) }
            } else if slot.takesOwnTransition.contains(entry.key) {
                request.isConsumed = true
            }
        } else {
            nodes = resolve()
        }
        if request.isConsumed {
            inherited?.isConsumed = true
            return nodes
        }
        let active = phase.isIdentity || inherited != nil ? 0.0 : 1.0
        let progress = graph.animations.animatedValue(active, at: path.appending(.name("defaultTransition")), transaction: transaction)
        if let motion = style.defaultMotion { return [motion(single(nodes), progress, self)] }
        if progress <= 0 { return nodes }
        return [EffectNode(single(nodes), effect: .opacity(1 - progress), self)]
    }
}

/// What a reused child is built from besides the graph: its retained
/// nodes are reused only while both stay the same.
private struct ReusedChildKey: Hashable {
    let surface: TransitionSurface?
    let phase: TransitionPhase
}

/// How a dynamic position treats its children's transitions. The default
/// is a view's: `if`, `ForEach` and `.id` use it. Other layers that show
/// children which come and go (presentation) describe theirs here, so that
/// this layer needs to know nothing of them.
@MainActor
struct SlotStyle {
    /// What a child's transition moves besides the child (nil: the child alone).
    var surface: TransitionSurface?
    /// The children of a slot resolved for the first time are inserted,
    /// animating in, instead of appearing with the view around them.
    var insertsFirstChildren = false
    /// The children take no transition request from an enclosing change,
    /// and a child that leaves keeps presenting (it has not left the tree).
    var isIndependent = false
    /// Keeps a leaving child drawn, besides its own running animations.
    var keepsLeavingChild: (@MainActor (ViewPath) -> Bool)?
    /// The motion of a child with no `.transition` of its own, at `progress`
    /// (0 at rest, 1 in the active state); nil: a fade.
    var defaultMotion: (@MainActor (LayoutNode, _ progress: Double, ResolveContext) -> LayoutNode)?
    /// A child's nodes are reused from frame to frame unless something in
    /// it changes, even while its transition moves it.
    var reusesChildren = false
}
