/// Something the graph keeps while frames reach it.
@MainActor
class Stamped {
    /// The last frame that reached it.
    var stamp: Int
    /// The first frame that sees its latest change (a `@State` box's; 0
    /// for what never changed): a retained subtree that reached it and was
    /// built before that frame is stale (`ReuseCache`).
    var changedAt = 0
    init(stamp: Int) { self.stamp = stamp }
}

/// One stored thing (state box, track, slot, remembered value) and its stamp.
@MainActor
final class Entry: Stamped {
    var value: Any
    init(stamp: Int, value: Any) {
        self.value = value
        super.init(stamp: stamp)
    }
}

/// Things kept by `ViewPath` for as long as frames reach them: each frame
/// stamps what it reaches, and after it whatever it did not reach goes.
@MainActor
struct StampedStore<Element: Stamped> {
    private(set) var elements: [ViewPath: Element] = [:]

    subscript(path: ViewPath) -> Element? {
        get { elements[path] }
        set { elements[path] = newValue }
    }

    /// Drops the elements not reached in frame `stamp`, in place (most
    /// frames drop nothing, and rebuilding the dictionary every frame cost
    /// more than the lookups themselves); returns them.
    @discardableResult
    mutating func sweep(keeping stamp: Int) -> [Element] {
        var stale: [ViewPath] = []
        for (path, e) in elements where e.stamp != stamp { stale.append(path) }
        return stale.compactMap { elements.removeValue(forKey: $0) }
    }

    /// Drops every element at or under `prefix`; returns them.
    @discardableResult
    mutating func removeAll(under prefix: ViewPath) -> [Element] {
        let gone = elements.filter { $0.key.hasPrefix(prefix) }
        guard !gone.isEmpty else { return [] }
        elements = elements.filter { !$0.key.hasPrefix(prefix) }
        return Array(gone.values)
    }
}
