import Combine
/// An `ObservableObject` a view creates and owns, as SwiftUI's
/// `@StateObject`: made once, the first time the view appears, and kept for
/// as long as the view is in the tree; its changes evaluate the view again.
///
/// ```swift
/// @StateObject private var store = NoteStore()
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let link: StateObjectLink<ObjectType>

    /// Owns the object `thunk` makes, made when the view first appears.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        link = StateObjectLink(thunk)
    }

    /// The object.
    @MainActor
    public var wrappedValue: ObjectType { link.object }

    /// Bindings to the object's properties: `$store.title`.
    @MainActor
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(link.object) }
}

/// Connects a `StateObject` to the object the view graph keeps for it.
final class StateObjectLink<ObjectType: AnyObject>: @unchecked Sendable {
    let make: () -> ObjectType
    var box: StateBox<ObjectType>?
    /// The object made before the view was in a tree (read in an `init`),
    /// or by a view never installed; as in SwiftUI, each such view makes its own.
    private var unowned: ObjectType?

    init(_ make: @escaping () -> ObjectType) { self.make = make }

    @MainActor
    var object: ObjectType {
        if let box { return box.value }
        if let unowned { return unowned }
        let made = make()
        unowned = made
        return made
    }
}

extension StateObject: GraphInstallable {
    func install(in graph: ViewGraph, path: ViewPath, context: ResolveContext) {
        let link = self.link
        link.box = graph.stateBox(at: path, initial: link.make())
        graph.follow(link.object)
    }
}
