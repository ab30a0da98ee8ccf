import Combine
/// An `ObservableObject` a view above put in the environment with
/// `.environmentObject(_:)`, as SwiftUI's `@EnvironmentObject`: found by
/// its type, and followed, so the view is evaluated again when it changes.
/// Reading one where none was put stops the program with SwiftUI's message.
///
/// ```swift
/// @EnvironmentObject private var proxy: PresentationProxy
/// ```
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let link = EnvironmentLink()

    /// Reads the object of `ObjectType` from the environment.
    public init() {}

    /// The object.
    @MainActor
    public var wrappedValue: ObjectType {
        guard let object = link.values[ObservableObjectKey<ObjectType>.self] else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties: `$settings.name`.
    @MainActor
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(wrappedValue) }
}

/// Where `.environmentObject(_:)` keeps an object: one key per type.
struct ObservableObjectKey<Object: ObservableObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension EnvironmentObject: GraphInstallable {
    func install(in graph: ViewGraph, path: ViewPath, context: ResolveContext) {
        link.values = context.environment
        if let object = context.environment[ObservableObjectKey<ObjectType>.self] { graph.follow(object) }
    }
}

extension View {
    /// Puts `object` in the environment of this view and everything inside
    /// it, where `@EnvironmentObject` finds it by its type, as in SwiftUI.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentModifier { $0[ObservableObjectKey<T>.self] = object })
    }
}
