/// How a view animates a change of its own content, as SwiftUI's
/// `ContentTransition`, set with `contentTransition(_:)`. It only acts
/// inside an animated change, as in SwiftUI.
///
/// SwiftUI documents no default; TermCover's is `.identity`, so a `Text`
/// without a content transition changes in the frame of the change, as it
/// always has here.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        /// Rolls changed characters; `value` decides the direction when given.
        case numericText(countsDown: Bool, value: Double?)
    }

    let kind: Kind

    /// No animation: the new content shows in the frame of the change.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content gives way to the new half-way through the change,
    /// the nearest a cell comes to a cross-fade of two glyphs.
    public static let opacity = ContentTransition(kind: .opacity)
    /// The text's style (its color) moves from the old to the new over the
    /// change; the characters change half-way.
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// Changed characters roll by eighths of a cell: up (the new one rising
    /// from below) unless `countsDown`, then down. Unchanged ones stay still.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
    }

    /// Changed characters roll up when `value` has grown since the last
    /// change, down when it has shrunk.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: false, value: value))
    }
}

private struct ContentTransitionKey: EnvironmentKey {
    static var defaultValue: ContentTransition { .identity }
}

extension EnvironmentValues {
    /// How views here animate changes of their content (see `ContentTransition`).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Animates changes of the content of the views inside (a `Text`'s
    /// characters and style) with `transition`, as in SwiftUI.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
