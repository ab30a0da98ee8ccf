extension ResolveContext {
    /// Resolves a lazy stack's or grid's content: only the children of the
    /// lines in or near view, predicted from where the last layout found
    /// the view and how far the scroll view around has moved since (or, at
    /// first, from the scroll offset and the screen's size; at the end for
    /// a scroll view that shows its end), with a margin of one view's
    /// length before and after.
    ///
    /// A child's state lives while it is built: while its line is within
    /// that margin of the view. Scrolled further away, its state is dropped
    /// and it comes back fresh, as SwiftUI may do with the rows of a lazy
    /// stack scrolled far off; `onAppear` runs as it comes within the
    /// margin and `onDisappear` as it leaves it.
    func resolveLazy<Content: View>(_ content: Content, axis: Axis, spacing: Int,
                                    arrangement: LazyArrangement) -> [LayoutNode] {
        var segments: [LazySegment] = []
        collectLazySegments(of: content, structure: [], to: &segments)
        var starts: [Int] = []
        var count = 0
        for segment in segments {
            starts.append(count)
            count += segment.count
        }
        let memory = graph.stateBox(at: path.appending(.name("lazyLayout")), initial: LazyLayoutMemory()).value
        let viewport = environment[ScrollViewportKey.self]
        // Which rows it builds follows the scroll view's offset.
        if viewport != nil { graph.noteReadsScroll() }
        let screen = environment.screenSize
        let isTargetLayout = environment[ScrollTargetRoleKey.self] == .layout
        let children = containerContext(axis: axis)

        func locate(_ i: Int) -> (segment: Int, k: Int) {
            var lo = 0, hi = starts.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if starts[mid] <= i { lo = mid } else { hi = mid - 1 }
            }
            return (lo, i - starts[lo])
        }
        let build: @MainActor (Int) -> LayoutNode = { i in
            let (s, k) = locate(i)
            let segment = segments[s]
            let context = children.appendingPath(segment.component)
            // Each child is a point of reuse: after a page, the rows that
            // were near the view already are last frame's nodes.
            let scope = context.path.appending(.key(segment.id?(k) ?? AnyHashable(k)))
            let nodes = context.graph.retainedChild(at: scope.appending(.name("lazyChild")), holding: scope,
                                                    inputsChangedAt: context.inputsChangedAt,
                                                    hidden: context.environment[LifecycleHiddenKey.self]) {
                segment.resolve(k, context)
            }
            // A child of several views is one line, its views along the axis.
            return nodes.count == 1 ? nodes[0] : StackNode(axis: axis, alignment: .center, spacing: spacing, children: nodes)
        }
        let idOf: @MainActor (Int) -> AnyHashable? = { i in
            let (s, k) = locate(i)
            return segments[s].id?(k)
        }
        let indexOf: @MainActor (AnyHashable) -> Int? = { id in
            for (s, segment) in segments.enumerated() {
                if let k = segment.index?(id) { return starts[s] + k }
            }
            return nil
        }

        func along(_ size: Size) -> Int { axis == .vertical ? size.height : size.width }
        func across(_ size: Size) -> Int { axis == .vertical ? size.width : size.height }
        let view = viewport?.size ?? screen
        if memory.across == nil {
            memory.perLine = max(1, arrangement.tracks(across: across(view), stackLength: across(view)).count)
        }
        let perLine = memory.perLine
        let lines = (count + perLine - 1) / perLine
        memory.extents.resize(to: lines)

        let length = max(1, along(view))
        let scroll = viewport.map { Int(axis == .vertical ? $0.offset.y : $0.offset.x) } ?? 0
        let window: Range<Int>
        if viewport?.showsEnd == true {
            let total = memory.extents.total(spacing: spacing)
            window = max(0, total - length)..<max(total, length)
        } else if let last = memory.lastVisible {
            let moved = scroll - memory.lastScroll
            window = last.lowerBound + moved..<last.upperBound + moved
        } else {
            window = scroll..<scroll + length
        }
        var items: [Int: LayoutNode] = [:]
        let bandEnd = window.upperBound + length
        if lines > 0, bandEnd > 0 {
            var (line, start) = memory.extents.line(at: max(0, window.lowerBound - length), spacing: spacing)
            while line < lines, start < bandEnd {
                for i in line * perLine..<min(count, (line + 1) * perLine) { items[i] = build(i) }
                start += memory.extents.length(of: line) + spacing
                line += 1
            }
        }
        let node = LazyLinesNode(axis: axis, spacing: spacing, arrangement: arrangement, itemCount: count, memory: memory,
                                 viewport: viewport, screen: screen, isScrollTargetLayout: isTargetLayout, graph: graph,
                                 items: items, build: build, idOf: idOf, indexOf: indexOf)
        if let targets = environment[ScrollTargetsKey.self] {
            graph.perform { targets.register(provider: node) }
        }
        return [node]
    }
}
