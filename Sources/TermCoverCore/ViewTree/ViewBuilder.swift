/// Builds views from closures, as in SwiftUI: sequences, `if`/`else`,
/// optionals and `switch` all work. Not bound to the main actor, as
/// SwiftUI's is not: a `@ViewBuilder` property of a plain enum (a tab's
/// view, say) builds its views from anywhere.
@resultBuilder
public enum ViewBuilder {
    /// An empty closure: nothing.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One view: itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views, as one tuple of views.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }
    /// Each view statement, as it is.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An `if` without `else`: the view, or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The `if` branch of an `if`/`else` or a `switch` case.
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .init(storage: .trueContent(first)) }
    /// The `else` branch of an `if`/`else` or a later `switch` case.
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .init(storage: .falseContent(second)) }
    /// An `if #available` branch, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
