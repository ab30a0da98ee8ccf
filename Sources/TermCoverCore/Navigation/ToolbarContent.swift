/// The items of a toolbar, as SwiftUI's `ToolbarContent`: `ToolbarItem`s
/// and `ToolbarItemGroup`s, or a type of your own whose `body` is built
/// from them.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The content this one is made of.
    associatedtype Body: ToolbarContent
    /// The items.
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Built-in toolbar content has no body.
    public var body: Never { fatalError("\(Self.self) is primitive and has no body") }
}

/// Toolbar content built into TermCover: it lists its items itself.
@MainActor
protocol PrimitiveToolbarContent {
    func collect(into items: inout [ToolbarEntry])
}

extension ToolbarContent {
    /// Every item of this content, in order.
    func entries() -> [ToolbarEntry] {
        var items: [ToolbarEntry] = []
        collect(into: &items)
        return items
    }

    func collect(into items: inout [ToolbarEntry]) {
        if let primitive = self as? PrimitiveToolbarContent { primitive.collect(into: &items) } else { body.collect(into: &items) }
    }
}

/// One item of a toolbar: a view and where it goes.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: AnyView
    /// The environment where `.toolbar` was applied: the item is resolved in it.
    var environment = EnvironmentValues()
}

/// Builds toolbar content from the statements of a closure, as SwiftUI's
/// `@ToolbarContentBuilder`.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    /// One item.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// Several items, in order.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<repeat each Content> {
        TupleToolbarContent(repeat each content)
    }
    /// Each statement, as it is.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// An `if` without `else`.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else`.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> ConditionalToolbarContent<T, F> { .init(storage: .first(first)) }
    /// The second branch of an `if`/`else`.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> ConditionalToolbarContent<T, F> { .init(storage: .second(second)) }
}

/// Several toolbar items written one after another.
public struct TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let content: (repeat each Content)
    init(_ content: repeat each Content) { self.content = (repeat each content) }
    func collect(into items: inout [ToolbarEntry]) {
        for item in repeat each content { item.collect(into: &items) }
    }
}

/// One branch of an `if`/`else` in a toolbar.
public struct ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
    func collect(into items: inout [ToolbarEntry]) {
        switch storage {
        case .first(let c): c.collect(into: &items)
        case .second(let c): c.collect(into: &items)
        }
    }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// An optional item has no body: it lists its item when there is one.
    public var body: Never { fatalError("Optional toolbar content has no body") }
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    func collect(into items: inout [ToolbarEntry]) { self?.collect(into: &items) }
}
