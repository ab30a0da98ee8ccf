/// The tabs of a `TabView`, as iOS 18's `TabContent`: `Tab`s, or a type of
/// your own whose `body` is built from them.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type of the values that select the tabs.
    associatedtype TabValue: Hashable
    /// The content this one is made of.
    associatedtype Body: TabContent
    /// The tabs.
    @TabContentBuilder<TabValue> var body: Body { get }
}

extension Never: TabContent {
    /// Never has no tabs.
    public typealias TabValue = Never
}

extension TabContent where Body == Never {
    /// Built-in tab content lists its tabs itself and has no body.
    public var body: Never { return fatalError("\(Self.self) is primitive and has no body") }
}

/// Tab content built into TermCover: it lists its tabs itself.
@MainActor
protocol PrimitiveTabContent {
    func collectTabs(into tabs: inout [TabEntry])
}

extension TabContent {
    func collectTabs(into tabs: inout [TabEntry]) {
        if let primitive = self as? PrimitiveTabContent { primitive.collectTabs(into: &tabs) } else { body.collectTabs(into: &tabs) }
    }
}

/// One tab as a `TabView` draws it.
@MainActor
struct TabEntry {
    /// The tab's identity: its state lives under it.
    let key: AnyHashable
    /// The selection value that shows it, if it has one.
    let value: AnyHashable?
    /// What the bar shows for it.
    let label: AnyView?
    let badge: Text?
    let content: AnyView
}

/// Builds a `TabView`'s tabs from the statements of a closure, as iOS 18's
/// `@TabContentBuilder`: each `Tab`'s value has the selection's type.
@resultBuilder @MainActor
public enum TabContentBuilder<SelectionValue: Hashable> {
    /// Each tab, as it is.
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue { content }
    /// One tab.
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue { content }
    /// The first of several tabs.
    public static func buildPartialBlock<C: TabContent>(first: C) -> C where C.TabValue == SelectionValue { first }
    /// The tabs so far and the next one.
    public static func buildPartialBlock<A: TabContent, N: TabContent>(accumulated: A, next: N) -> TabContentPair<A, N>
    where A.TabValue == SelectionValue, N.TabValue == SelectionValue {
        TabContentPair(first: accumulated, second: next)
    }
    /// A tab shown only when a condition holds.
    public static func buildIf<C: TabContent>(_ content: C?) -> OptionalTabContent<C> where C.TabValue == SelectionValue {
        OptionalTabContent(content: content)
    }
    /// The first branch of an `if`/`else`.
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> ConditionalTabContent<T, F>
    where T.TabValue == SelectionValue, F.TabValue == SelectionValue {
        ConditionalTabContent(storage: .first(first))
    }
    /// The second branch of an `if`/`else`.
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> ConditionalTabContent<T, F>
    where T.TabValue == SelectionValue, F.TabValue == SelectionValue {
        ConditionalTabContent(storage: .second(second))
    }
}

/// Tabs written one after another, two at a time.
public struct TabContentPair<First: TabContent, Second: TabContent>: TabContent, PrimitiveTabContent
where First.TabValue == Second.TabValue {
    public typealias TabValue = First.TabValue
    public typealias Body = Never
    let first: First
    let second: Second
    func collectTabs(into tabs: inout [TabEntry]) {
        first.collectTabs(into: &tabs)
        second.collectTabs(into: &tabs)
    }
}

/// A tab that is there only when a condition holds.
public struct OptionalTabContent<C: TabContent>: TabContent, PrimitiveTabContent {
    public typealias TabValue = C.TabValue
    public typealias Body = Never
    let content: C?
    func collectTabs(into tabs: inout [TabEntry]) { content?.collectTabs(into: &tabs) }
}

/// One branch of an `if`/`else` among tabs.
public struct ConditionalTabContent<T: TabContent, F: TabContent>: TabContent, PrimitiveTabContent where T.TabValue == F.TabValue {
    public typealias TabValue = T.TabValue
    public typealias Body = Never
    enum Storage { case first(T), second(F) }
    let storage: Storage
    func collectTabs(into tabs: inout [TabEntry]) {
        switch storage {
        case .first(let t): t.collectTabs(into: &tabs)
        case .second(let f): f.collectTabs(into: &tabs)
        }
    }
}
