import Foundation

/// A value kept in `UserDefaults` that evaluates the view again when it
/// changes, as SwiftUI's `@AppStorage`:
///
/// ```swift
/// @AppStorage("units") private var units: Units = .metric
/// @AppStorage("nickname") private var nickname: String?
/// ```
///
/// Reading gives what the store holds under the key (the declared default
/// when it holds nothing, or something of another type); writing stores it
/// and evaluates again every view of the app reading any `@AppStorage`, so
/// two properties with the same key agree. The store is `store:` when
/// given, else the one `.defaultAppStorage(_:)` put in the environment,
/// else `UserDefaults.standard`. Linux's Foundation writes a store to disk
/// only on `synchronize()`: a TermCover app does that for every store an
/// `@AppStorage` wrote, however it ends (a quit, Ctrl-C, SIGINT, SIGTERM,
/// SIGHUP). A write made straight through `UserDefaults`, bypassing the
/// property, is seen at the next frame drawn for another reason: Linux's
/// Foundation announces no change.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let link: AppStorageLink<Value>

    init(key: String, defaultValue: Value, store: UserDefaults?, codec: AppStorageCodec<Value>) {
        link = AppStorageLink(key: key, defaultValue: defaultValue, store: store, codec: codec)
    }

    /// The stored value, or the default.
    public var wrappedValue: Value {
        get { link.value }
        nonmutating set { link.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let link = self.link
        return Binding(get: { link.value }, set: { link.value = $0 })
    }
}

/// What an `@AppStorage` property reads and writes: one per property.
final class AppStorageLink<Value>: @unchecked Sendable {
    let key: String
    let defaultValue: Value
    let explicitStore: UserDefaults?
    let codec: AppStorageCodec<Value>
    /// The environment's `defaultAppStorage`, set when the view is installed.
    var environmentStore: UserDefaults?

    init(key: String, defaultValue: Value, store: UserDefaults?, codec: AppStorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.explicitStore = store
        self.codec = codec
    }

    var store: UserDefaults { explicitStore ?? environmentStore ?? .standard }

    var value: Value {
        get { codec.read(store, key) ?? defaultValue }
        set {
            let store = self.store
            codec.write(store, key, newValue)
            AppStorageWrites.wrote(store)
        }
    }
}

extension AppStorage: GraphInstallable {
    func install(in graph: ViewGraph, path: ViewPath, context: ResolveContext) {
        link.environmentStore = context.environment.defaultAppStorage
        AppStorageWrites.follow(graph.changes)
    }
}

struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The store `@AppStorage` properties without a `store:` use; nil means `UserDefaults.standard`.
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Makes `store` the store of every `@AppStorage` inside this view that
    /// names none, as in SwiftUI.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        nonisolated(unsafe) let store = store
        return modifier(EnvironmentModifier { $0.defaultAppStorage = store })
    }
}
