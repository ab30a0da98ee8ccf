/// A run of a lazy container's children that can be built one at a time:
/// a `ForEach`'s elements, or a single view. A lazy stack sees its content
/// as these runs, looked through tuples, groups, `if`/`else` and
/// optionals, without building a view per element: a `ForEach(0..<100_000)`
/// is one run whose elements are made only when their row is built.
@MainActor
struct LazySegment {
    /// How many children the run has.
    let count: Int
    /// The run's place in the container's content (its structural identity).
    let component: ViewPath.Component
    /// The identity of child `k`: a `ForEach` element's id; nil for a single view.
    let id: ((Int) -> AnyHashable)?
    /// The child with identity `id`, if any (a `ForEach`'s elements only).
    let index: ((AnyHashable) -> Int?)?
    /// Builds child `k` in a context at the run's path.
    let resolve: @MainActor (Int, ResolveContext) -> [LayoutNode]
}

/// The runs of `view`'s children, in order. A view that is neither a
/// container of children nor empty is a run of one (a custom view whose
/// body is a `ForEach` too: it is one row, built whole).
@MainActor
func collectLazySegments<V: View>(of view: V, structure: [AnyHashable], to segments: inout [LazySegment]) {
    var collector = LazySegmentCollector(segments: segments)
    walkViewChildren(of: view, structure: structure, &collector)
    segments = collector.segments
}

/// Gathers a lazy container's children as runs.
@MainActor
private struct LazySegmentCollector: ViewChildrenVisitor {
    var segments: [LazySegment]

    mutating func visitChild<V: View>(_ view: V, structure: [AnyHashable]) {
        segments.append(LazySegment(count: 1, component: .key(AnyHashable(StructuralID(structure))), id: nil, index: nil) { _, context in
            context.resolveHere(view)
        })
    }

    mutating func visitForEach<Data, ID, Content>(_ forEach: ForEach<Data, ID, Content>, structure: [AnyHashable]) {
        let data = forEach.data, idPath = forEach.id, content = forEach.content
        func element(_ k: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: k)] }
        segments.append(LazySegment(
            count: data.count, component: .key(AnyHashable(StructuralID(structure))),
            id: { AnyHashable(element($0)[keyPath: idPath]) },
            index: { wanted in
                guard let typed = wanted.base as? ID else { return nil }
                // A range identified by its own numbers finds one at once; any
                // other data is searched (a key path a step: slow, but only on a
                // proxy's scroll to a row never built), from both ends at once,
                // since a log is most often scrolled to its first or last row.
                if let range = data as? Range<Int>, let n = typed as? Int, (idPath as AnyKeyPath) == \Int.self {
                    return range.contains(n) ? n - range.lowerBound : nil
                }
                var lo = 0, hi = data.count - 1
                while lo <= hi {
                    if element(lo)[keyPath: idPath] == typed { return lo }
                    if element(hi)[keyPath: idPath] == typed { return hi }
                    lo += 1
                    hi -= 1
                }
                return nil
            },
            resolve: { k, context in
                let e = element(k)
                // Keyed by the element's id, as a ForEach's children are elsewhere.
                return context.appendingPath(.key(AnyHashable(e[keyPath: idPath]))).resolveHere(content(e))
            }))
    }
}
