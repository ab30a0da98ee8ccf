import Observation

/// Makes bindings to the properties of an `@Observable` object, as in
/// SwiftUI: `@Bindable var model: Model` in a view (or `@Bindable var
/// model = model` in `body`), then `$model.name` is a `Binding<String>`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Wraps `wrappedValue`.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Wraps the object of another `Bindable`.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// The `Bindable` itself, whose members are bindings.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the property at `keyPath`. Writes go through the
    /// object's setter, so they animate inside `withAnimation` like any change.
    @MainActor
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        nonisolated(unsafe) let keyPath = keyPath
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
