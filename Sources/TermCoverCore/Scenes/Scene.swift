/// A part of an app's user interface whose life the system manages, as in
/// SwiftUI. A terminal has one window, so an app's scenes come down to the
/// first window it declares: its content fills the screen.
@MainActor @preconcurrency
public protocol Scene {
    /// The scene this one is made of.
    associatedtype Body: Scene
    /// What the scene holds.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Scenes built into TermCover: they say what their window shows
/// instead of having a body.
@MainActor
protocol PrimitiveScene {
    /// The content of the scene's window, if it has one.
    var windowContent: AnyView? { get }
}

extension Scene where Body == Never {
    /// Built-in scenes have no body.
    public var body: Never { fatalError("\(Self.self) is primitive and has no body") }
}

extension Scene {
    /// The view the terminal shows for this scene: the first window's
    /// content, looking through composed scenes' bodies.
    var windowContent: AnyView? {
        if let primitive = self as? PrimitiveScene { return primitive.windowContent }
        return body.windowContent
    }
}
