import Foundation

extension Scene {
    /// Makes `store` the store of every `@AppStorage` in the scene's
    /// windows that names none, as SwiftUI's `Scene.defaultAppStorage(_:)`.
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
        DefaultAppStorageScene(scene: self, store: store)
    }
}

/// A scene whose windows' content has a default `@AppStorage` store.
struct DefaultAppStorageScene<Wrapped: Scene>: Scene, PrimitiveScene {
    typealias Body = Never
    let scene: Wrapped
    let store: UserDefaults

    var windowContent: AnyView? { scene.windowContent.map { AnyView($0.defaultAppStorage(store)) } }
}
