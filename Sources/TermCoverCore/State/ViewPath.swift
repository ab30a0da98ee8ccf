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

    /// The last component, linked to the path before it. Paths that extend
    /// one path share its links, so appending (once per view resolved)
    /// allocates one small node and copies nothing.
    private final class Link: Sendable {
        let parent: Link?
        let depth: Int
        /// The component, held as a value compared without copying it: an
        /// index, a type, a name, or the identity of a `.key` of a kind
        /// every tree has: an `Int` (a `ForEach` over a range), a `Bool` (a
        /// branch), a `StructuralID` (a Form's row, a Picker's option) or a
        /// path (a cover's content). `AnyHashable`'s `==` costs dynamic
        /// casts at every such link of every lookup, and a branch near the
        /// root is on every path below it: together a seventh of a Form's
        /// keystroke. Comparing `Component`s copied each one out of its
        /// link, about 150 instructions a link, on every dictionary hit.
        /// Such a key equals only a key of its own type; `.other` is any
        /// other `.key`, compared as its `AnyHashable`.
        let key: Key

        // Unchecked as `Component` is: an `AnyHashable` id is a value.
        enum Key: Hashable, @unchecked Sendable {
            case index(Int)
            case type(ObjectIdentifier)
            case name(String)
            case integer(Int)
            case flag(Bool)
            case structural(StructuralID)
            case path(ViewPath)
            case other(AnyHashable)

            init(_ component: Component) {
                switch component {
                case .index(let i): self = .index(i)
                case .type(let t): self = .type(t)
                case .name(let n): self = .name(n)
                case .key(let k):
                    let base = k.base
                    if let i = base as? Int {
                        self = .integer(i)
                    } else if let b = base as? Bool {
                        self = .flag(b)
                    } else if let id = base as? StructuralID {
                        self = .structural(id)
                    } else if let p = base as? ViewPath {
                        self = .path(p)
                    } else {
                        self = .other(k)
                    }
                }
            }
        }

        init(parent: Link?, key: Key) {
            self.parent = parent
            self.key = key
            depth = (parent?.depth ?? 0) + 1
        }

        /// The component the key was made from (a key equal to it).
        var component: Component {
            switch key {
            case .index(let i): .index(i)
            case .type(let t): .type(t)
            case .name(let n): .name(n)
            case .integer(let i): .key(AnyHashable(i))
            case .flag(let b): .key(AnyHashable(b))
            case .structural(let id): .key(AnyHashable(id))
            case .path(let p): .key(AnyHashable(p))
            case .other(let k): .key(k)
            }
        }
    }

    private let last: Link?
    // Hashing is done once per append instead of over the whole path at every lookup.
    private let cachedHash: Int

    /// The root.
    static let root = ViewPath(last: nil, cachedHash: 0)

    private init(last: Link?, cachedHash: Int) {
        self.last = last
        self.cachedHash = cachedHash
    }

    /// How many components the path has.
    var depth: Int { last?.depth ?? 0 }

    /// The components, from the root's child down.
    var components: [Component] {
        var out: [Component] = []
        out.reserveCapacity(depth)
        var link = last
        while let l = link {
            out.append(l.component)
            link = l.parent
        }
        return out.reversed()
    }

    /// This path extended by one component.
    func appending(_ component: Component) -> ViewPath {
        let key = Link.Key(component)
        var hasher = Hasher()
        hasher.combine(cachedHash)
        hasher.combine(key)
        return ViewPath(last: Link(parent: last, key: key), cachedHash: hasher.finalize())
    }

    /// True when `prefix` is this path or one of its ancestors.
    func hasPrefix(_ prefix: ViewPath) -> Bool {
        let extra = depth - prefix.depth
        guard extra >= 0 else { return false }
        var link = last
        for _ in 0..<extra { link = link?.parent }
        return Self.same(link, prefix.last)
    }

    /// True when two chains of equal depth hold the same components.
    private static func same(_ a: Link?, _ b: Link?) -> Bool {
        // The two paths hold their chains for the whole walk, so it steps
        // through them unretained: a retain and a release of each link at
        // each step cost more than comparing it.
        var x = a.map(Unmanaged.passUnretained), y = b.map(Unmanaged.passUnretained)
        while let ux = x, let uy = y {
            // Paths built from the same parent path share its links.
            if ux.toOpaque() == uy.toOpaque() { return true }
            let step = ux._withUnsafeGuaranteedRef { lx in
                uy._withUnsafeGuaranteedRef { ly in
                    (lx.key == ly.key, lx.parent.map(Unmanaged.passUnretained), ly.parent.map(Unmanaged.passUnretained))
                }
            }
            if !step.0 { return false }
            (x, y) = (step.1, step.2)
        }
        return x == nil && y == nil
    }

    static func == (a: ViewPath, b: ViewPath) -> Bool {
        a.cachedHash == b.cachedHash && a.depth == b.depth && same(a.last, b.last)
    }
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
