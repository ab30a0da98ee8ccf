/// A scrollable view, as in SwiftUI: its content is offered unlimited
/// space along the scrolled axes, and shows through the scroll view's frame.
///
/// Keys scroll it while it or a control inside it has focus, or while it is
/// the only scroll view on the top layer and nothing else took the key:
/// Up/Down a row, PageUp/PageDown a page less a row, Home/End to the ends
/// (Left/Right for a horizontal one). Tab to a control inside that is out of
/// view scrolls it into view, as SwiftUI does; a control scrolled out of
/// view by keys keeps focus, as in AppKit. Content with no control of
/// its own makes the scroll view itself take focus. The indicator is a
/// thumb (`▐`) in a column kept free at the right (`▄` in a row at the
/// bottom for horizontal scrolling) while the content overflows. The
/// position lasts across frames, kept in the view graph.
///
/// A `ScrollViewReader`'s proxy scrolls it to identified views,
/// `.defaultScrollAnchor(_:)` sets where it starts and how it follows its
/// content, `.scrollPosition(id:)` binds the top-most view's id, and
/// `.scrollIndicators(_:)` hides the thumb. Lazy stacks and grids inside
/// build only the rows in or near its view.
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// Views and plain values only.
    static var holdsDynamicProperties: Bool { false }

    public typealias Body = Never
    /// The axes it scrolls along.
    public var axes: Axis.Set
    /// Whether the indicator shows.
    public var showsIndicators: Bool
    let content: Content

    /// Creates a scroll view of `content` scrolling along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let graph = context.graph
        let environment = context.environment
        let offset = graph.stateBox(at: context.path.appending(.name("scrollOffset")), initial: Point(x: 0, y: 0))
        let controller = graph.stateBox(at: context.path.appending(.name("scrollController")),
                                        initial: ScrollController()).value
        let motion = ScrollMotion(graph: graph, path: context.path.appending(.name("scrollMotion")),
                                  transaction: context.transaction, target: offset.value)
        let shown = motion.shown
        let revealedPath = context.path.appending(.name("revealedFocus"))
        let revealed = graph.exchangeMemory(at: revealedPath, context.focusedPath as Any) as? ViewPath
        let anchors = environment[ScrollAnchorsKey.self]
        let position = environment[ScrollPositionKey.self]
        if let position, let wanted = position.read(), wanted != controller.position {
            // The binding was written from outside: scroll its view to the top
            // (leading edge), in the change's transaction.
            controller.position = wanted
            controller.request = ScrollRequest(id: wanted, anchor: position.anchor ?? .topLeading,
                                               transaction: context.transaction)
        }
        tellLazyContent(controller, shown: shown, target: offset.value, anchors: anchors, environment: environment)
        controller.targets.reset()
        for hub in environment[ScrollReadersKey.self] { graph.perform { hub.register(controller) } }

        var inner = context
        inner.environment[ScrollViewportKey.self] = controller.viewport
        inner.environment[ScrollTargetsKey.self] = controller.targets
        inner.environment[EnclosingScrollControllerKey.self] = controller
        // What the scroll view took is not for the scroll views inside it.
        if position != nil { inner.environment[ScrollPositionKey.self] = nil }
        if environment[ScrollTargetRoleKey.self] != .none { inner.environment[ScrollTargetRoleKey.self] = .none }
        // Its own space, `.scrollView` and `.scrollView(axis:)` (its visible frame), for what it holds.
        var spaceNames = [AnyHashable(ScrollViewSpaceName.any)]
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            spaceNames.append(AnyHashable(ScrollViewSpaceName.axis(axis)))
        }
        for name in spaceNames {
            inner.environment[EnclosingCoordinateSpacesKey.self][name] = CoordinateSpaces.Key(path: context.path, name: name)
        }
        let indicators = showsIndicators ? axes.subtracting(environment[HiddenScrollIndicatorsKey.self]) : []
        let node = ScrollNode(single(inner.resolve(content, at: .name("content"))), axes: axes,
                              indicators: indicators, offset: offset, motion: motion, controller: controller,
                              anchors: anchors, position: position, path: context.path,
                              focusedPath: context.focusedPath, revealedFocus: revealed)
        node.sheet = environment[SheetStateKey.self]
        let spaces = graph.coordinateSpaces
        var named: LayoutNode = node
        for name in spaceNames.reversed() {
            named = CoordinateSpaceNode(named, name: name, key: CoordinateSpaces.Key(path: context.path, name: name), spaces: spaces)
        }
        return [named]
    }

    /// What lazy content inside needs to build the rows it will show.
    private func tellLazyContent(_ controller: ScrollController, shown: Point, target: Point, anchors: ScrollAnchors,
                                 environment: EnvironmentValues) {
        let viewport = controller.viewport
        viewport.offset = Point(x: max(0, shown.x), y: max(0, shown.y))
        if !controller.hasLaidOut { viewport.size = environment.screenSize }
        viewport.enclosing = environment[ScrollViewportKey.self]
        viewport.axes = axes
        // From its end: starting at a bottom (trailing) anchor, or resting
        // at the end with a size-changes anchor there that keeps it there.
        let along: (Point) -> Double = axes.contains(.vertical) ? { $0.y } : { $0.x }
        let along2: (UnitPoint) -> Double = axes.contains(.vertical) ? { $0.y } : { $0.x }
        if !controller.hasLaidOut {
            viewport.showsEnd = anchors.initialOffset.map(along2) == 1
        } else if controller.pinnedToEnd {
            viewport.showsEnd = true
        } else {
            let end = along(controller.lastMaxOffset)
            viewport.showsEnd = anchors.sizeChanges.map(along2) == 1
                && along(controller.lastOffset) >= end && along(target) >= end
        }
    }
}
