/// Connects an `Environment` value to the environment where its view sits.
final class EnvironmentLink: @unchecked Sendable {
    var values = EnvironmentValues()
}

/// Reads a value from the view's environment, as in SwiftUI:
/// `@Environment(\.dismiss) var dismiss`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let link: EnvironmentLink

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        link = EnvironmentLink()
    }

    /// The current value.
    @MainActor
    public var wrappedValue: Value { link.values[keyPath: keyPath] }
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
