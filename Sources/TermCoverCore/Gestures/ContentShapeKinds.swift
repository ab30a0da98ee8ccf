/// What a `contentShape(_:_:eoFill:)` shape is for, as SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Kinds of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Hit-testing for clicks and gestures.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// The preview of a drag.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// The preview of a context menu.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// The shape a hover effect highlights.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// The shape a focus effect outlines.
    public static let focusEffect = ContentShapeKinds(rawValue: 16)
    /// The shape accessibility reports.
    public static let accessibility = ContentShapeKinds(rawValue: 32)
}

extension View {
    /// Sets the shape of `kinds` for the view. A terminal hit-tests whole
    /// frames, so the view is unchanged.
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        contentShape(shape, eoFill: eoFill)
    }
}
