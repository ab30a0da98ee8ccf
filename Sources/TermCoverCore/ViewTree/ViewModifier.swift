/// A reusable change to a view, as in SwiftUI: `content.modifier(M())`.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The view the modifier produces.
    associatedtype Body: View
    /// The content, as a placeholder view inside `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// Produces the modified view from `content`.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers resolve directly and have no body.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is primitive") }
}

/// Stands for the modified view inside a modifier's `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let content: ModifierContent
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content.resolve(context) }
}

/// The view a modifier wraps, ready to be resolved where the modifier decides.
@MainActor
struct ModifierContent {
    let resolver: @MainActor (ResolveContext) -> [LayoutNode]
    func resolve(_ context: ResolveContext) -> [LayoutNode] {
        resolver(context.appendingPath(.name("content")))
    }
}

/// Modifiers built into TermCover, which produce layout nodes themselves.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
    func makeNodes(content: ModifierContent, _ context: ResolveContext) -> [LayoutNode]
    /// True when the type is `Animatable`, decided where it is declared.
    static var isAnimatable: Bool { get }
    /// How a value of this type is resolved as a translation taken in
    /// place (`TranslationEffectModifier`); nil for any other modifier.
    static var translationResolver: PrimitiveDispatch.ModifierResolver? { get }
}

extension PrimitiveModifier {
    /// Not a translation.
    static var translationResolver: PrimitiveDispatch.ModifierResolver? { nil }
    /// Not animatable.
    static var isAnimatable: Bool { false }
}

extension PrimitiveModifier where Self: Animatable {
    /// Animatable.
    static var isAnimatable: Bool { true }
}

/// A view with a modifier applied, as in SwiftUI.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    /// Views and plain values only.
    static var holdsDynamicProperties: Bool { false }

    public typealias Body = Never
    /// The view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let inner = content
        let contentResolver = ModifierContent { $0.resolveHere(inner) }
        // A translation's moving value changes only where the content is drawn.
        if let nodes = context.graph.primitives.translationNodes(of: modifier, content: contentResolver, context) { return nodes }
        var modifier = self.modifier
        var context = context
        // An animated modifier can pass its value on to the content (through
        // the environment, or its body): the content changes with it.
        let primitive = context.graph.primitives.primitive(modifier)
        context.inputsChangedAt = max(context.inputsChangedAt,
                                      context.graph.prepare(&modifier, context, animatable: primitive?.animatable))
        if let primitive {
            return withUnsafePointer(to: modifier) { primitive.resolve(UnsafeRawPointer($0), contentResolver, context) }
        }
        let body = modifier.body(content: _ViewModifier_Content<Modifier>(content: contentResolver))
        return context.resolve(body, at: .type(ObjectIdentifier(Modifier.self)))
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
