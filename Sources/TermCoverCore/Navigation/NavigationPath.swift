/// A list of values of any `Hashable` types, as SwiftUI's `NavigationPath`:
/// what a `NavigationStack(path:)` shows above its root, one page per value,
/// each drawn by the `navigationDestination(for:)` for its type. (Unchecked
/// `Sendable`: its values are `AnyHashable`s, as SwiftUI's are.)
public struct NavigationPath: Equatable, @unchecked Sendable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() { elements = [] }

    /// A path of `elements`, bottom first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values the path holds: pages above the root.
    public var count: Int { elements.count }

    /// True when the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`: a page for it goes on top.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops the last `k` values (1 by default); popping more than there are
    /// is a programming error, as in SwiftUI.
    public mutating func removeLast(_ k: Int = 1) {
        precondition(k >= 0 && k <= elements.count, "can't remove more items from a NavigationPath than it contains")
        elements.removeLast(k)
    }

    public static func == (a: NavigationPath, b: NavigationPath) -> Bool { a.elements == b.elements }
}
