/// An app, as SwiftUI's `App`: mark a conforming type `@main` and
/// `import TermCover`, and it runs in the terminal it was started in.
///
/// ```swift
/// @main struct Notes: App {
///     @StateObject private var store = NoteStore()
///     var body: some Scene {
///         WindowGroup { ContentView().environmentObject(store) }
///     }
/// }
/// ```
///
/// The app's `@State`, `@StateObject` and `@Environment` properties live as
/// long as the app does, and changing them evaluates `body` again, as in
/// SwiftUI. It runs through the same runtime as a `TerminalApp` (the same
/// frames, keys and cost); Ctrl-C or `@Environment(\.quit)` ends it.
@MainActor @preconcurrency
public protocol App {
    /// The scenes' type.
    associatedtype Body: Scene
    /// Creates the app.
    init()
    /// The app's scenes: the terminal shows the first window's content.
    @SceneBuilder var body: Body { get }
}

/// The view an app runs: its first window's content, with the app's own
/// dynamic properties connected, so that `body` is evaluated again when
/// the app's state changes. `App.main()` runs it; `TestHost(app:)` runs it
/// headless.
public struct AppRootView<A: App>: View, PrimitiveView {
    public typealias Body = Never
    let app: A

    /// The root of `app`.
    public init(_ app: A) { self.app = app }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let inner = context.appendingPath(.name("app"))
        context.graph.dynamicProperties.install(of: app, path: inner.path, context: inner, in: context.graph)
        guard let window = app.body.windowContent else { return [] }
        return inner.resolve(window, at: .name("window"))
    }
}
