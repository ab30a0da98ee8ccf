/// Where a view sits in the tree: its structural position plus any explicit
/// identity. State, animations and focus are all keyed by it, which is what
/// lets them survive the re-evaluation of `body`.
struct ViewPath: Hashable, Sendable, CustomStringConvertible {
    enum Component: Hashable, @unchecked Sendable {
        /// The n-th child of a builder block.
        case index(Int)
        /// An explicit identity: a ForEach element, a branch, `.id(_:)`.
        case key(AnyHashable)
        /// The body of a view of this type.
        case type(ObjectIdentifier)
        /// A named part, such as a modifier's content or a state property.
        case name(String)
    }

    private(set) var components: [Component]
    // Hashing is done once per append instead of over the whole array at every lookup.
    private var cachedHash: Int

    /// The root.
    static let root = ViewPath(components: [], cachedHash: 0)

    /// This path extended by one component.
    func appending(_ component: Component) -> ViewPath {
        var hasher = Hasher()
        hasher.combine(cachedHash)
        hasher.combine(component)
        var copy = self
        copy.components.append(component)
        copy.cachedHash = hasher.finalize()
        return copy
    }

    /// True when `prefix` is this path or one of its ancestors.
    func hasPrefix(_ prefix: ViewPath) -> Bool {
        prefix.components.count <= components.count && Array(components.prefix(prefix.components.count)) == prefix.components
    }

    static func == (a: ViewPath, b: ViewPath) -> Bool { a.cachedHash == b.cachedHash && a.components == b.components }
    func hash(into hasher: inout Hasher) { hasher.combine(cachedHash) }

    var description: String {
        components.map { c -> String in
            switch c {
            case .index(let i): "\(i)"
            case .key(let k): "#\(k)"
            case .type(let t): "\(t)".split(separator: " ").last.map(String.init) ?? "?"
            case .name(let n): n
            }
        }.joined(separator: "/")
    }
}
