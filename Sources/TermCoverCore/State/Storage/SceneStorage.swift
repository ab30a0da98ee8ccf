import Foundation

/// A value kept for the scene's life under a key, as SwiftUI's
/// `@SceneStorage`: every view of the scene reading the key shares it, and
/// it outlives the views that wrote it (a tab left and come back to finds
/// its draft). A terminal app has one scene, its screen, for one run of the
/// process; the values are kept in memory for that run and are not written
/// to disk (SwiftUI restores them only when the system brings a scene
/// back, which a terminal never does). Keep what must survive the process
/// in `@AppStorage`.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let link: SceneStorageLink<Value>

    init(key: String, defaultValue: Value) { link = SceneStorageLink(key: key, defaultValue: defaultValue) }

    /// The scene's value for the key, or the default.
    @MainActor
    public var wrappedValue: Value {
        get { link.value }
        nonmutating set { link.value = newValue }
    }

    /// A binding to the scene's value.
    @MainActor
    public var projectedValue: Binding<Value> {
        let link = self.link
        return Binding(get: { link.value }, set: { link.value = $0 })
    }
}

/// Connects a `SceneStorage` property to its scene's values.
final class SceneStorageLink<Value>: @unchecked Sendable {
    let key: String
    let defaultValue: Value
    /// The scene's values, once the view is installed; before, a value of its own.
    weak var scene: SceneStorageValues?
    private var local: Value?

    init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    @MainActor
    var value: Value {
        get {
            guard let scene else { return local ?? defaultValue }
            return scene.values[key] as? Value ?? defaultValue
        }
        set {
            guard let scene else { return local = newValue }
            scene.set(newValue, for: key)
        }
    }
}

/// A scene's `@SceneStorage` values, kept by its view graph.
@MainActor
final class SceneStorageValues {
    var values: [String: Any] = [:]
    weak var graph: ViewGraph?

    /// Keeps `value` and evaluates the scene again.
    func set(_ value: Any, for key: String) {
        values[key] = value
        graph?.invalidate()
    }
}

extension SceneStorage: GraphInstallable {
    func install(in graph: ViewGraph, path: ViewPath, context: ResolveContext) {
        graph.sceneStorage.graph = graph
        link.scene = graph.sceneStorage
    }
}

// SwiftUI's initializers: the types a scene can restore.
extension SceneStorage {
    /// A Boolean under `key`; `wrappedValue` when there is none.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key: key, defaultValue: wrappedValue) }
    /// An integer under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key: key, defaultValue: wrappedValue) }
    /// A double under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key: key, defaultValue: wrappedValue) }
    /// A string under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key: key, defaultValue: wrappedValue) }
    /// A URL under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key: key, defaultValue: wrappedValue) }
    /// Data under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key: key, defaultValue: wrappedValue) }
    /// An enumeration with integer raw values under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// An enumeration with string raw values under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean under `key`, nil when there is none.
    public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil) }
    /// An optional integer under `key`.
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil) }
    /// An optional double under `key`.
    public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil) }
    /// An optional string under `key`.
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil) }
    /// An optional URL under `key`.
    public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil) }
    /// Optional data under `key`.
    public init(_ key: String) where Value == Data? { self.init(key: key, defaultValue: nil) }
    /// An optional enumeration with integer raw values under `key`.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int { self.init(key: key, defaultValue: nil) }
    /// An optional enumeration with string raw values under `key`.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String { self.init(key: key, defaultValue: nil) }
}
