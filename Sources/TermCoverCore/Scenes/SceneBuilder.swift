/// Builds an app's scenes from the statements of a `body`, as SwiftUI's
/// `@SceneBuilder` does.
@resultBuilder @MainActor
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes side by side: the terminal shows the first window among them.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene(repeat each content)
    }

    /// A scene only on some platforms (`#if os(macOS)`): here, the one given.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Scenes declared one after another in a `body`.
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: (repeat each Content)

    init(_ content: repeat each Content) { self.content = (repeat each content) }

    var windowContent: AnyView? {
        for scene in repeat each content {
            if let window = scene.windowContent { return window }
        }
        return nil
    }
}
