import Observation

/// Connects an `Environment` value to the environment where its view sits.
final class EnvironmentLink: @unchecked Sendable {
    var values = EnvironmentValues()
}

/// Reads a value from the view's environment, as in SwiftUI:
/// `@Environment(\.dismiss) var dismiss`.
///
/// `@Environment(Model.self) var model` reads an `@Observable` object that a
/// view above put there with `.environment(model)`; reading its properties
/// in `body` re-renders the view when they change, through Observation.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let link: EnvironmentLink

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        link = EnvironmentLink()
    }

    /// Reads the `@Observable` object of type `objectType` put in the
    /// environment with `.environment(_:)`. Reading it where none was put
    /// stops the program with a message naming the type, as in SwiftUI.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\EnvironmentValues.[requiredObject: EnvironmentObjectID<Value>()])
    }

    /// Reads the `@Observable` object of type `objectType` put in the
    /// environment with `.environment(_:)`, or nil when there is none.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        self.init(\EnvironmentValues.[object: EnvironmentObjectID<Object>()])
    }

    /// The current value.
    @MainActor
    public var wrappedValue: Value { link.values[keyPath: keyPath] }
}

/// Names the environment entry of an `@Observable` object's type.
struct EnvironmentObjectID<Object: AnyObject>: Hashable, Sendable {}

/// Where `.environment(_:)` keeps an `@Observable` object: one key per type.
struct EnvironmentObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension EnvironmentValues {
    /// The object of `Object`'s type put in the environment, if any.
    subscript<Object: AnyObject>(object id: EnvironmentObjectID<Object>) -> Object? {
        self[EnvironmentObjectKey<Object>.self]
    }

    /// The object of `Object`'s type put in the environment; a view that
    /// needs one where none was put is a programming error, as in SwiftUI.
    subscript<Object: AnyObject>(requiredObject id: EnvironmentObjectID<Object>) -> Object {
        guard let object = self[EnvironmentObjectKey<Object>.self] else {
            fatalError("No Observable object of type \(Object.self) found: a view above needs .environment(_:) with one")
        }
        return object
    }
}

extension Environment: GraphInstallable {
    func install(in graph: ViewGraph, path: ViewPath, context: ResolveContext) {
        link.values = context.environment
    }
}

extension View {
    /// Sets an environment value for this view and everything inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        transformEnvironment(keyPath) { $0 = value }
    }

    /// Puts an `@Observable` object in the environment of this view and
    /// everything inside it, where `@Environment(T.self)` reads it, as in
    /// SwiftUI. Nil removes one put there above.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentModifier { $0[EnvironmentObjectKey<T>.self] = object })
    }

    /// Changes an environment value for this view and everything inside it.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }
}

struct EnvironmentModifier: PrimitiveModifier {
    let change: (inout EnvironmentValues) -> Void
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        change(&inner.environment)
        return content.resolve(inner)
    }
}
