/// A dynamic property that names a space of identifiers, as in SwiftUI:
/// `matchedGeometryEffect` and the zoom transition pair views whose ids
/// are equal in the same namespace. Each view (each path in the tree) gets
/// a namespace of its own, which lasts as long as the view.
@propertyWrapper
public struct Namespace: DynamicProperty {
    let link = NamespaceLink()

    /// Creates a namespace; the view graph gives it its identity.
    public init() {}

    /// The namespace's identity. Read in `body`: outside a view in the tree
    /// it is a namespace used by no other view.
    @MainActor
    public var wrappedValue: ID {
        if let id = link.id { return id }
        let id = ID.make()
        link.id = id
        return id
    }

    /// The identity of a namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
}

/// Connects a `Namespace` to the identity kept in the graph. Like
/// `StateLink`, only ever touched from the main actor.
final class NamespaceLink: @unchecked Sendable {
    var id: Namespace.ID?
}

extension Namespace.ID {
    @MainActor private static var last = 0

    /// A namespace identity never given out before.
    @MainActor
    static func make() -> Namespace.ID {
        last += 1
        return Namespace.ID(value: last)
    }
}

extension Namespace: GraphInstallable {
    func install(in graph: ViewGraph, path: ViewPath, context: ResolveContext) {
        link.id = graph.stateBox(at: path, initial: Namespace.ID.make()).value
    }
}

/// An id in a namespace: what pairs a zoom with its source, and the views of
/// a matched geometry group.
struct NamespacedID: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}
