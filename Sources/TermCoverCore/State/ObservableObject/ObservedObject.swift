import Combine
/// An `ObservableObject` a view is handed and follows, as SwiftUI's
/// `@ObservedObject`: the view is evaluated again whenever the object
/// announces a change. The view does not own it (see `StateObject`).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Follows `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// Follows `initialValue`.
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(wrappedValue) }

    /// Makes bindings to an object's properties, as SwiftUI's
    /// `ObservedObject.Wrapper`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        init(_ object: ObjectType) { self.object = object }

        /// A binding to the property at `keyPath`: writing it sets the
        /// property, which announces the change as any set does.
        @MainActor
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            nonisolated(unsafe) let keyPath = keyPath
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: GraphInstallable {
    func install(in graph: ViewGraph, path: ViewPath, context: ResolveContext) {
        graph.follow(wrappedValue)
    }
}
