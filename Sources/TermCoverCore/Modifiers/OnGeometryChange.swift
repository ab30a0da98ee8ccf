extension View {
    /// Runs `action` with the value `transform` makes of the view's
    /// geometry (in points), when the view is first laid out and whenever
    /// that value changes, as SwiftUI's `onGeometryChange(for:of:action:)`.
    /// The action runs after the frame, so it may change state.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View {
        onGeometryChange(for: type, of: transform) { _, new in action(new) }
    }

    /// Runs `action` with the old and new values `transform` makes of the
    /// view's geometry, as SwiftUI's `onGeometryChange(for:of:action:)`;
    /// the first time, both are the first value.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(GeometryChangeModifier(measure: { transform($0) }, action: { old, new in
            action((old as? T) ?? (new as! T), new as! T)
        }, equal: { ($0 as? T) == ($1 as? T) }))
    }
}

struct GeometryChangeModifier: PrimitiveModifier {
    let measure: (GeometryProxy) -> Any
    let action: (Any?, Any) -> Void
    let equal: (Any?, Any) -> Bool

    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        let graph = context.graph
        let path = context.path.appending(.name("geometry"))
        // The box is kept across frames; its value changes without a new frame.
        let last = graph.stateBox(at: path, initial: GeometryChangeBox()).value
        let cells = context.cells, environment = context.environment
        let node = GeometryChangeNode(single(content.resolve(context))) { [measure, action, equal] rect in
            let value = measure(GeometryProxy(placed: rect, spaces: graph.coordinateSpaces.frames(around: environment), cells: cells))
            guard !equal(last.value, value) else { return }
            let old = last.value
            last.value = value
            graph.runAfterFrame { action(old, value) }
        }
        return [node]
    }
}

/// The value last reported, kept across frames.
final class GeometryChangeBox {
    var value: Any?
}

/// Measures where its content was placed.
@MainActor
final class GeometryChangeNode: WrapperNode {
    let onPlaced: @MainActor (Rect) -> Void
    init(_ child: LayoutNode, onPlaced: @escaping @MainActor (Rect) -> Void) {
        self.onPlaced = onPlaced
        super.init(child)
    }
    override func place(in rect: Rect) {
        super.place(in: rect)
        onPlaced(rect)
    }
}
