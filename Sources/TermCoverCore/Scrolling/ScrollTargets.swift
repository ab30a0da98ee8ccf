/// The identified views inside one scroll view (`.id(_:)` and `ForEach`
/// elements), found where they were placed: what `scrollTo(_:anchor:)`
/// scrolls to and what `scrollPosition(id:)` reports. Filled while the
/// content resolves, in tree order; kept by the scroll view's
/// `ScrollController`, so that a registration replayed by a reused
/// subtree (`ViewGraph.perform`) lands in the same registry.
@MainActor
final class ScrollTargets {
    private var order: [AnyHashable] = []
    private var nodes: [AnyHashable: [LayoutNode]] = [:]
    /// The ids of the children of a `.scrollTargetLayout()` container.
    private var layoutChildren: Set<AnyHashable> = []
    private(set) var providers: [ScrollTargetProvider] = []

    /// Forgets everything: the scroll view resolves its content again.
    func reset() {
        order.removeAll(keepingCapacity: true)
        nodes.removeAll(keepingCapacity: true)
        layoutChildren.removeAll(keepingCapacity: true)
        providers.removeAll(keepingCapacity: true)
    }

    /// Notes that the view identified by `id` resolved into `nodes`. The
    /// first view with an id keeps it: a later one with the same id is
    /// another container's.
    func register(_ id: AnyHashable, nodes resolved: [LayoutNode], isLayoutChild: Bool) {
        guard nodes[id] == nil else { return }
        order.append(id)
        nodes[id] = resolved
        if isLayoutChild { layoutChildren.insert(id) }
    }

    /// Notes lazy content that answers for its own rows.
    func register(provider: ScrollTargetProvider) {
        guard !providers.contains(where: { $0 === provider }) else { return }
        providers.append(provider)
    }

    /// The screen cells the view identified by `id` covers as placed now.
    func frame(of id: AnyHashable) -> Rect? {
        if let found = nodes[id], let first = found.first {
            return found.dropFirst().reduce(first.frame) { $0.union($1.frame) }
        }
        for provider in providers {
            if let frame = provider.targetFrame(of: id) { return frame }
        }
        return nil
    }

    /// The id of the top-most (leading-most, for `axis` horizontal) view
    /// showing in `visible` whose id `matches`, as `scrollPosition(id:)`
    /// reports it: among a `.scrollTargetLayout()` container's children
    /// when there is one, else among every identified view.
    func first(in visible: Rect, axis: Axis, matching matches: (AnyHashable) -> Bool) -> AnyHashable? {
        let useLayout = !layoutChildren.isEmpty || providers.contains { $0.isScrollTargetLayout }
        var best: (id: AnyHashable, frame: Rect)?
        func consider(_ id: AnyHashable, _ frame: Rect) {
            guard matches(id), shows(frame, in: visible, axis: axis) else { return }
            if let b = best, !Self.precedes(frame, b.frame, axis: axis) { return }
            best = (id, frame)
        }
        for id in order where !useLayout || layoutChildren.contains(id) {
            if let frame = frame(of: id) { consider(id, frame) }
        }
        for provider in providers where !useLayout || provider.isScrollTargetLayout {
            if let (id, frame) = provider.firstTarget(in: visible) { consider(id, frame) }
        }
        return best?.id
    }

    /// A view shows when some of it lies inside `visible` along `axis`.
    private func shows(_ frame: Rect, in visible: Rect, axis: Axis) -> Bool {
        axis == .vertical ? frame.maxY > visible.y && frame.y < visible.maxY
            : frame.maxX > visible.x && frame.x < visible.maxX
    }

    /// Earlier along `axis`, then across it; a tie keeps the first found.
    private static func precedes(_ a: Rect, _ b: Rect, axis: Axis) -> Bool {
        axis == .vertical ? (a.y, a.x) < (b.y, b.x) : (a.x, a.y) < (b.x, b.y)
    }
}

/// The registry of the innermost scroll view around a view.
struct ScrollTargetsKey: EnvironmentKey {
    static var defaultValue: ScrollTargets? { nil }
}
