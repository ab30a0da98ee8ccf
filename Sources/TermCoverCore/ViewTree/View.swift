/// A piece of user interface, as in SwiftUI: a value that describes what to
/// show through its `body`, built from other views.
@MainActor @preconcurrency
public protocol View {
    /// The view this one is made of.
    associatedtype Body: View
    /// What the view shows. Evaluated again whenever state it reads changes.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Primitive views have no body.
    public var body: Never { fatalError("Never has no body") }
}

/// Views built into TermCover resolve straight into layout nodes instead of
/// through a body.
@MainActor
protocol PrimitiveView {
    /// The layout nodes this view contributes, flattened for its container.
    func makeNodes(_ context: ResolveContext) -> [LayoutNode]
    /// True when the type is `Animatable`, decided where it is declared.
    static var isAnimatable: Bool { get }
    /// False when no stored property can be a `DynamicProperty` (a
    /// container of views): its fields are then never searched for one.
    static var holdsDynamicProperties: Bool { get }
}

extension PrimitiveView {
    /// Not animatable.
    static var isAnimatable: Bool { false }
    /// May hold dynamic properties: its fields are searched once.
    static var holdsDynamicProperties: Bool { true }
}

extension PrimitiveView where Self: Animatable {
    /// Animatable.
    static var isAnimatable: Bool { true }
}

extension View where Body == Never {
    /// Primitive views have no body.
    public var body: Never { fatalError("\(Self.self) is primitive and has no body") }
}
