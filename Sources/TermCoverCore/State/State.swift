/// Storage for one `@State` property, owned by the view graph.
@MainActor
final class StateBox<Value> {
    var value: Value
    weak var graph: ViewGraph?
    /// The graph's entry holding this box, stamped when the value changes,
    /// so that only the subtrees that read it are built again.
    weak var entry: Stamped?
    init(value: Value, graph: ViewGraph) { self.value = value; self.graph = graph }

    func set(_ newValue: Value) {
        value = newValue
        if let graph {
            if let entry { graph.invalidate(changing: entry) } else { graph.invalidate() }
        }
    }
}

/// Connects a `State` value to its box in the graph. Not actor-isolated so
/// that views can create state in their initializers anywhere; it is only
/// ever read and written from the main actor.
final class StateLink<Value>: @unchecked Sendable {
    var box: StateBox<Value>?
    var local: Value
    init(_ value: Value) { local = value }
}

/// A value owned by a view that survives re-evaluation of `body`, as in
/// SwiftUI. Setting it re-renders; inside `withAnimation` the change animates.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let link: StateLink<Value>

    /// Creates state with an initial value.
    public init(wrappedValue: Value) {
        link = StateLink(wrappedValue)
    }

    /// Creates state with an initial value.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// The current value.
    @MainActor
    public var wrappedValue: Value {
        get { link.box?.value ?? link.local }
        nonmutating set {
            if let box = link.box { box.set(newValue) } else { link.local = newValue }
        }
    }

    /// A binding to the value.
    @MainActor
    public var projectedValue: Binding<Value> {
        let link = self.link
        return Binding(get: { link.box?.value ?? link.local }, set: { v in
            if let box = link.box { box.set(v) } else { link.local = v }
        })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates optional state starting at nil.
    public init() { self.init(wrappedValue: nil) }
}

extension State: GraphInstallable {
    func install(in graph: ViewGraph, path: ViewPath, context: ResolveContext) {
        link.box = graph.stateBox(at: path, initial: link.local)
    }
}
