/// A scene that shows a window of `content`, as SwiftUI's `WindowGroup`. In
/// a terminal there is one window: the screen. The title and id are kept
/// for code that names them; nothing shows them.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content

    /// A window of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A window of `content` with a title.
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.init(content: content) }

    /// A window of `content` with a title and an id for `openWindow`.
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) { self.init(content: content) }

    /// A window of `content` with an id for `openWindow`.
    public init(id: String, @ViewBuilder content: () -> Content) { self.init(content: content) }

    var windowContent: AnyView? { AnyView(content) }
}

/// A single, unique window, as SwiftUI's `Window`: here, like `WindowGroup`,
/// the screen.
public struct Window<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content

    /// A window with a title and an id.
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) { self.content = content() }

    var windowContent: AnyView? { AnyView(content) }
}

extension Scene {
    /// SwiftUI's default window size: a terminal's window is the screen, so
    /// the size is accepted and has no effect.
    public func defaultSize(width: Double, height: Double) -> some Scene { self }
}
